import { verifyAsync } from '@noble/ed25519';
import { generateAccount, multisigAddress } from 'algosdk';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SigningError, type SigningErrorCode } from '../../core/accounts/signing-error';
import { signDataMessage } from '../../core/arc60/sign-data-request';
import { addr, keyAccount, openKeyWallet, wallet, walletAccount } from '../../test/key-wallet';
import { signData, signDelegation } from './sign-data';

// Data signing without a node: every auth address is given, so nothing is asked of the chain.

const owner = generateAccount();
const target = generateAccount();
const rekeyed = generateAccount();
const toLedger = generateAccount();
const toStranger = generateAccount();
const ledger = generateAccount().addr.toString();
const watch = generateAccount().addr.toString();
const phone = generateAccount().addr.toString();
const msigParams = {
  version: 1,
  threshold: 1,
  addrs: [owner.addr.toString(), target.addr.toString()],
};
const msig = multisigAddress(msigParams).toString();

/** What the chain says: rekeyed -> target, toLedger -> the Ledger, toStranger -> not ours. */
const authAddresses = () =>
  new Map<string, string | undefined>([
    [addr(owner), undefined],
    [addr(target), undefined],
    [addr(rekeyed), addr(target)],
    [addr(toLedger), ledger],
    [addr(toStranger), addr(generateAccount())],
    [ledger, undefined],
    [msig, undefined],
    [watch, undefined],
    [phone, undefined],
  ]);

let message: Uint8Array;

beforeAll(async () => {
  await openKeyWallet('ARC-60', keyAccount('Owner', owner), [
    keyAccount('Target', target),
    // Its own key is in the wallet, but on chain it is rekeyed to Target.
    keyAccount('Rekeyed', rekeyed),
    keyAccount('To Ledger', toLedger),
    keyAccount('To stranger', toStranger),
    { addr: ledger, name: 'Device', type: 'ledger', slot: 0 },
    { addr: msig, name: 'Joint', type: 'msig', params: msigParams },
    { addr: watch, name: 'Watch', type: 'public' },
    { addr: phone, name: 'Phone', type: 'wc', ver: 2 },
  ]);
  const sha = (text: string) => new Uint8Array(createHash('sha256').update(text).digest());
  message = await signDataMessage(new TextEncoder().encode('{"a":1}'), sha('dapp.example'));
}, 60_000);

const refusals: [string, () => string, SigningErrorCode, string?][] = [
  ['a Ledger', () => ledger, 'data-ledger'],
  ['an account rekeyed to a Ledger', () => addr(toLedger), 'data-ledger'],
  ['a multisig account', () => msig, 'data-multisig'],
  ['a paired phone', () => phone, 'data-phone'],
  ['a watch-only account', () => watch, 'no-key'],
  ['an account rekeyed to a key not in the wallet', () => addr(toStranger), 'signer-unknown'],
  // The dapp would verify a rekeyed account's signature with the account's own key.
  [
    'a rekeyed account whose own key is expected',
    () => addr(rekeyed),
    'data-signer-mismatch',
    'self',
  ],
];

describe('signData', () => {
  it("signs with the account's own key when it is not rekeyed", async () => {
    const result = await signData(walletAccount(addr(owner)), message, {
      accounts: wallet(),
      authAddresses: authAddresses(),
      expectedSigner: addr(owner),
    });
    expect(result.signer).toBe(addr(owner));
    expect(await verifyAsync(result.signature, message, owner.addr.publicKey)).toBe(true);
  });

  it('signs a rekeyed account with the key it is rekeyed to, never its own', async () => {
    const result = await signData(walletAccount(addr(rekeyed)), message, {
      accounts: wallet(),
      authAddresses: authAddresses(),
    });
    expect(result.signer).toBe(addr(target));
    expect(await verifyAsync(result.signature, message, target.addr.publicKey)).toBe(true);
    expect(await verifyAsync(result.signature, message, rekeyed.addr.publicKey)).toBe(false);
  });

  it.each(refusals)('refuses %s', async (_, who, code, expected) => {
    const address = who();
    await expect(
      signData(walletAccount(address), message, {
        accounts: wallet(),
        authAddresses: authAddresses(),
        expectedSigner: expected === 'self' ? address : undefined,
      }),
    ).rejects.toEqual(new SigningError(code));
  });

  it.each(['TX', 'TG', 'MX', 'Program', 'ProgData'])(
    'never signs bytes starting with %s',
    async (prefix) => {
      const bytes = new Uint8Array([...new TextEncoder().encode(prefix), ...message]);
      await expect(
        signData(walletAccount(addr(owner)), bytes, {
          accounts: wallet(),
          authAddresses: authAddresses(),
        }),
      ).rejects.toEqual(new SigningError('data-reserved'));
    },
  );
});

describe('signDelegation', () => {
  const program = new Uint8Array([0x0a, 0x81, 0x01]);
  const signed = new Uint8Array([...new TextEncoder().encode('Program'), ...program]);

  it('signs "Program" || program, the bytes a node checks a delegated logic signature against', async () => {
    const result = await signDelegation(walletAccount(addr(owner)), program, {
      accounts: wallet(),
      authAddresses: authAddresses(),
      expectedSigner: addr(owner),
    });
    expect(result.signer).toBe(addr(owner));
    expect(await verifyAsync(result.signature, signed, owner.addr.publicKey)).toBe(true);
    expect(await verifyAsync(result.signature, program, owner.addr.publicKey)).toBe(false);
  });

  it.each(refusals)('refuses %s, as data signing does', async (_, who, code, expected) => {
    const address = who();
    await expect(
      signDelegation(walletAccount(address), program, {
        accounts: wallet(),
        authAddresses: authAddresses(),
        expectedSigner: expected === 'self' ? address : undefined,
      }),
    ).rejects.toEqual(new SigningError(code));
  });
});
