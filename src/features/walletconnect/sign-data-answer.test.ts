import * as ed from '@noble/ed25519';
import { encodeAddress } from 'algosdk';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { canonicalJson } from '../../core/arc60/canonical-json';
import { checkSignDataRequest, type SignDataItem } from '../../core/arc60/sign-data-request';
import { base64ToBytes, bytesToBase64 } from '../../core/encoding/base64';
import { AccountGone, signDataAnswer, SignInOutOfTime } from './sign-data-answer';

// Approving an algo_signData request: the pipeline's signData is given the ARC-60 message and
// the key the dapp named; the answer verifies as the dapp verifies it (use-wallet's guide:
// @noble/ed25519 over SHA-256(data) || SHA-256(authenticatorData), computed here from the
// request's own base64 fields, not from what the wallet built).

const sha256 = (bytes: Uint8Array | string) =>
  new Uint8Array(createHash('sha256').update(bytes).digest());
const SEED = sha256('answer seed');
const HOST = 'dapp.example';

const signData = vi.hoisted(() => vi.fn());
const signDelegation = vi.hoisted(() => vi.fn());
vi.mock('../../infra/transactions/sign-data', () => ({ signData, signDelegation }));

let address: string;
let params: { data: string; authenticatorData: string; signer: string };
let items: SignDataItem[];
const account = (addr: string): PublicAccount => ({
  addr,
  name: 'Mine',
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
});

beforeAll(async () => {
  address = encodeAddress(await ed.getPublicKeyAsync(SEED));
  const siwa = {
    domain: HOST,
    chain_id: 'algorand:SGO1GKSzyE7IEPItTxCByw9x8FmnrCDe',
    account_address: address,
    type: 'ed25519',
    uri: `https://${HOST}`,
    version: '1',
    nonce: 'n-1',
  };
  params = {
    data: bytesToBase64(new TextEncoder().encode(canonicalJson(siwa))),
    authenticatorData: bytesToBase64(sha256(HOST)),
    signer: address,
  };
  const checked = await checkSignDataRequest(
    { ...params, domain: HOST, metadata: { scope: 1, encoding: 'base64' } },
    { originHost: HOST, grantedAccounts: [address] },
  );
  if (!checked.ok) throw new Error(checked.refusal.code);
  items = checked.items;
  // The vault's key, as the pipeline would sign with it.
  signData.mockImplementation(async (_account: PublicAccount, message: Uint8Array) => ({
    signature: await ed.signAsync(message, SEED),
    signer: address,
  }));
});

describe('signDataAnswer', () => {
  it('answers one base64 signature per item that verifies against the ARC layout', async () => {
    const [signature, ...rest] = await signDataAnswer(items, [account(address)]);
    expect(rest).toEqual([]);
    const message = new Uint8Array([
      ...sha256(base64ToBytes(params.data)),
      ...sha256(base64ToBytes(params.authenticatorData)),
    ]);
    expect(message).toHaveLength(64);
    const publicKey = await ed.getPublicKeyAsync(SEED);
    expect(await ed.verifyAsync(base64ToBytes(signature!), message, publicKey)).toBe(true);
    // Through the pipeline, with the key the dapp will verify with.
    expect(signData).toHaveBeenCalledWith(
      expect.objectContaining({ addr: address }),
      message,
      expect.objectContaining({ expectedSigner: address }),
    );
  });

  it('signs nothing for an account no longer in the wallet', async () => {
    signData.mockClear();
    await expect(signDataAnswer(items, [])).rejects.toBeInstanceOf(AccountGone);
    expect(signData).not.toHaveBeenCalled();
  });

  it('signs no Sign-In that expired while it was read', async () => {
    signData.mockClear();
    const expired = items.map((i) => ({
      ...i,
      signIn: { ...i.signIn!, expiresAt: '2020-01-01T00:00:00Z' },
    }));
    await expect(signDataAnswer(expired, [account(address)])).rejects.toBeInstanceOf(
      SignInOutOfTime,
    );
    expect(signData).not.toHaveBeenCalled();
  });

  it('signs a delegation (developer mode) through the delegation signer, with the program only', async () => {
    signData.mockClear();
    const program = new Uint8Array([0x0a, 0x81, 0x01]);
    signDelegation.mockResolvedValue({ signature: new Uint8Array(64).fill(9), signer: address });
    const delegation = items.map((i) => ({ ...i, signIn: null, delegation: { program } }));
    const [signature] = await signDataAnswer(delegation, [account(address)]);
    expect(base64ToBytes(signature!)).toEqual(new Uint8Array(64).fill(9));
    expect(signDelegation).toHaveBeenCalledWith(
      expect.objectContaining({ addr: address }),
      program,
      expect.objectContaining({ expectedSigner: address }),
    );
    expect(signData).not.toHaveBeenCalled();
  });
});
