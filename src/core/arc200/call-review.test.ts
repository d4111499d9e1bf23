import algosdk, { OnApplicationComplete } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { mustRead, reviewAppCall, type AppCallReview } from '../abi/app-call-review';
import { arc200ActionOf, UNLIMITED, withTokenMetadata, type Arc200Action } from './call-review';
import type { TokenMetadata } from './metadata';

const ME = algosdk.generateAccount().addr.toString();
const BOB = algosdk.generateAccount().addr.toString();
const ALICE = algosdk.generateAccount().addr.toString();
const PARAMS = {
  fee: 1000n,
  firstValid: 1n,
  lastValid: 1000n,
  genesisHash: new Uint8Array(32),
  genesisID: 'devnet-v1',
  minFee: 1000n,
  flatFee: true,
};
const TOKEN: TokenMetadata = {
  appId: 77n,
  name: 'Token',
  symbol: 'TOK',
  decimals: 2,
  warnings: [],
};

/** The review of a call to app 77 with `signature` and `values`, as a dapp would send it. */
function reviewed(signature: string, values: unknown[]): AppCallReview {
  const method = algosdk.ABIMethod.fromSignature(signature);
  const txn = algosdk.makeApplicationCallTxnFromObject({
    sender: ME,
    appIndex: 77n,
    onComplete: OnApplicationComplete.NoOpOC,
    appArgs: [
      method.getSelector(),
      ...method.args.map((a, i) => (a.type as algosdk.ABIType).encode(values[i] as never)),
    ],
    suggestedParams: PARAMS,
  });
  return reviewAppCall([txn], 0, { settings: new Map() }, new Set([ME]))!;
}

const actionOf = (signature: string, values: unknown[]): Arc200Action | undefined =>
  arc200ActionOf(reviewed(signature, values).call);

describe('arc200ActionOf', () => {
  it('reads transfer, transferFrom and approve by the standard selectors', () => {
    expect(actionOf('arc200_transfer(address,uint256)bool', [BOB, 1250n])).toEqual({
      method: 'transfer',
      to: BOB,
      value: 1250n,
    });
    expect(actionOf('arc200_transferFrom(address,address,uint256)bool', [BOB, ALICE, 5n])).toEqual({
      method: 'transferFrom',
      from: BOB,
      to: ALICE,
      value: 5n,
    });
    expect(actionOf('arc200_approve(address,uint256)bool', [BOB, UNLIMITED])).toEqual({
      method: 'approve',
      spender: BOB,
      value: UNLIMITED,
    });
  });

  it('takes no other method for one, even one that borrows the name', () => {
    expect(actionOf('arc200_balanceOf(address)uint256', [BOB])).toBeUndefined();
    // Not the standard's signature: another selector, so not in words as a transfer.
    expect(actionOf('arc200_transfer(address,uint64)bool', [BOB, 5n])).toBeUndefined();
  });
});

describe('withTokenMetadata', () => {
  const transfer = reviewed('arc200_transfer(address,uint256)bool', [BOB, 1250n]);
  const action = arc200ActionOf(transfer.call)!;

  it('carries the action and metadata, and warns of nothing for a readable token', () => {
    const review = withTokenMetadata(transfer, action, TOKEN);
    expect(review.arc200).toEqual({ appId: 77n, action, metadata: TOKEN });
    expect(review.warnings.map((w) => w.code)).toEqual(['unknown-app']);
    expect(mustRead(review)).toBe(false);
  });

  it('warns of an unlimited approval, to be read before Send', () => {
    const approve = reviewed('arc200_approve(address,uint256)bool', [BOB, UNLIMITED]);
    const review = withTokenMetadata(approve, arc200ActionOf(approve.call)!, TOKEN);
    expect(review.warnings).toContainEqual({ code: 'unlimited-allowance', spender: BOB });
    expect(mustRead(review)).toBe(true);
    const limited = reviewed('arc200_approve(address,uint256)bool', [BOB, UNLIMITED - 1n]);
    expect(
      withTokenMetadata(limited, arc200ActionOf(limited.call)!, TOKEN).warnings.map((w) => w.code),
    ).not.toContain('unlimited-allowance');
  });

  it('warns why the amount is in base units when the decimals are unproven', () => {
    const unread = { ...TOKEN, decimals: 0, warnings: ['decimals-too-high' as const] };
    const review = withTokenMetadata(transfer, action, unread);
    expect(review.warnings).toContainEqual({
      code: 'token-unreadable',
      reason: 'decimals-too-high',
    });
    expect(mustRead(review)).toBe(true);
    // A name the token did not answer changes no amount: no warning for it.
    const nameless = { ...TOKEN, name: '', warnings: ['name-failed' as const] };
    expect(withTokenMetadata(transfer, action, nameless).warnings.map((w) => w.code)).toEqual([
      'unknown-app',
    ]);
  });
});
