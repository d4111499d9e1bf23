import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import { Arc200CallError, arc200ApproveTxn, arc200ReadTxn, arc200TransferTxn } from './calls';
import { transferEvents, directionFor } from './events';

const params: algosdk.SuggestedParams = {
  fee: 1000n,
  minFee: 1000n,
  flatFee: true,
  firstValid: 10n,
  lastValid: 1010n,
  genesisHash: new Uint8Array(32).fill(1),
  genesisID: 'devnet-v1',
};
const alice = algosdk.generateAccount().addr.toString();
const bob = algosdk.generateAccount().addr.toString();
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const selector = (sig: string) => hex(algosdk.ABIMethod.fromSignature(sig).getSelector());
const pk = (a: string) => algosdk.Address.fromString(a).publicKey;

describe('arc200TransferTxn', () => {
  it('calls arc200_transfer(to, value) with both balance boxes', () => {
    const txn = arc200TransferTxn({ appId: 42n, from: alice, to: bob, value: 12_500_000n }, params);
    const call = txn.applicationCall!;
    expect(txn.sender.toString()).toBe(alice);
    expect(call.appIndex).toBe(42n);
    expect(call.onComplete).toBe(algosdk.OnApplicationComplete.NoOpOC);
    expect(call.appArgs.map(hex)).toEqual([
      selector('arc200_transfer(address,uint256)bool'),
      hex(pk(bob)),
      12_500_000n.toString(16).padStart(64, '0'),
    ]);
    expect(call.boxes.map((b) => [b.appIndex, hex(b.name)])).toEqual([
      [0n, `62${hex(pk(alice))}`],
      [0n, `62${hex(pk(bob))}`],
    ]);
  });

  it('refuses zero, more than uint256 and a bad receiver', () => {
    const draft = { appId: 42n, from: alice, to: bob, value: 0n };
    expect(() => arc200TransferTxn(draft, params)).toThrow(Arc200CallError);
    expect(() => arc200TransferTxn({ ...draft, value: 1n << 256n }, params)).toThrow(
      Arc200CallError,
    );
    expect(() => arc200TransferTxn({ ...draft, value: 1n, to: 'nope' }, params)).toThrow(
      'not an address',
    );
  });
});

describe('arc200ApproveTxn', () => {
  it("calls arc200_approve(spender, value) naming the approval box 'a' + sha256(owner || spender)", async () => {
    const txn = await arc200ApproveTxn(
      { appId: 42n, owner: alice, spender: bob, value: 5n },
      params,
    );
    const call = txn.applicationCall!;
    expect(call.appArgs.map(hex)).toEqual([
      selector('arc200_approve(address,uint256)bool'),
      hex(pk(bob)),
      '5'.padStart(64, '0'),
    ]);
    const key = sha256(Uint8Array.from([...pk(alice), ...pk(bob)]));
    expect(call.boxes.map((b) => hex(b.name))).toEqual([`61${hex(key)}`]);
    // Zero withdraws an approval: allowed.
    await expect(
      arc200ApproveTxn({ appId: 42n, owner: alice, spender: bob, value: 0n }, params),
    ).resolves.toBeDefined();
  });
});

describe('arc200ReadTxn', () => {
  it("asks balanceOf(owner) with the owner's box; metadata calls carry the selector alone", () => {
    const read = arc200ReadTxn(42n, alice, 'balanceOf', params, bob).applicationCall!;
    expect(read.appArgs.map(hex)).toEqual([
      selector('arc200_balanceOf(address)uint256'),
      hex(pk(bob)),
    ]);
    expect(read.boxes.map((b) => hex(b.name))).toEqual([`62${hex(pk(bob))}`]);
    const name = arc200ReadTxn(42n, alice, 'name', params).applicationCall!;
    expect(name.appArgs.map(hex)).toEqual([selector('arc200_name()byte[32]')]);
  });
});

describe('transferEvents', () => {
  const event = (from: string, to: string, value: bigint) =>
    Uint8Array.from(
      Buffer.from(
        `7983c35c${hex(pk(from))}${hex(pk(to))}${value.toString(16).padStart(64, '0')}`,
        'hex',
      ),
    );

  it("reads arc200_Transfer logs and tells each side's direction", () => {
    const [transfer] = transferEvents([Uint8Array.of(1), event(alice, bob, 12_500_000n)]);
    expect(transfer).toEqual({ from: alice, to: bob, value: 12_500_000n });
    expect(directionFor(transfer!, bob)).toBe('received');
    expect(directionFor(transfer!, alice)).toBe('sent');
    expect(directionFor(transfer!, algosdk.generateAccount().addr.toString())).toBeUndefined();
  });

  it('skips a log of the wrong length or selector', () => {
    const good = event(alice, bob, 1n);
    expect(transferEvents([good.subarray(0, 99)])).toEqual([]);
    const other = good.slice();
    other[0] = 0;
    expect(transferEvents([other])).toEqual([]);
  });
});
