import { encodeAddress } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { buildSignInRequest } from './build-sign-in';
import { checkSignDataRequest } from './sign-data-request';

const account = encodeAddress(new Uint8Array(32).fill(1));
const signer = encodeAddress(new Uint8Array(32).fill(2));
const CHAIN = 'algorand:SGO1GKSzyE7IEPItTxCByw9x8FmnrCDe';

describe('buildSignInRequest', () => {
  it('builds a request the wallet accepts, for the account, signed by its auth key', async () => {
    const now = Date.parse('2026-11-26T03:00:00Z');
    const params = await buildSignInRequest({
      account,
      signer,
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      chainId: CHAIN,
      statement: 'Test sign-in',
      nonce: 'nonce-1',
      issuedAt: new Date(now),
      expiresAt: new Date(now + 600_000),
    });
    const result = await checkSignDataRequest(params, {
      originHost: 'localhost:5173',
      grantedAccounts: [account],
      chainId: CHAIN,
      now,
    });
    if (!result.ok) throw new Error(result.refusal.code);
    const [item] = result.items;
    expect(item!.signer).toBe(signer);
    expect(item!.account).toBe(account);
    expect(item!.signIn).toMatchObject({
      statement: 'Test sign-in',
      expiresAt: '2026-11-26T03:10:00.000Z',
    });
  });
});
