import * as ed from '@noble/ed25519';
import { encodeAddress } from 'algosdk';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicAccount } from '../accounts/stored-account';
import { canonicalJson } from '../arc60/canonical-json';
import { bytesToBase64 } from '../encoding/base64';
import { arc1ErrorFor, type PolicyRefusal } from './policy-refusal';
import { dataSignerRefusal, requestOriginHost, screenSignData } from './sign-data-screen';
import type { Verified } from './verify-context';

// algo_signData over WalletConnect v2, screened before anything is shown: each refusal with the
// ARC-0001 / ARC-60 code the dapp receives.

const sha256 = (bytes: Uint8Array | string) =>
  new Uint8Array(createHash('sha256').update(bytes).digest());
const b64 = (bytes: Uint8Array | string) =>
  bytesToBase64(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes);

const HOST = 'dapp.example';
const CHAIN = 'algorand:SGO1GKSzyE7IEPItTxCByw9x8FmnrCDe';
const OTHER_CHAIN = 'algorand:wGHE2Pwdvd7S12BL5FaOP20EGYesN73k';
const VERIFIED: Verified = { origin: `https://${HOST}`, validation: 'VALID', isScam: false };
const NOW = Date.parse('2026-11-26T03:00:00Z');

let address: string;
let other: string;

beforeAll(async () => {
  address = encodeAddress(await ed.getPublicKeyAsync(sha256('screen seed')));
  other = encodeAddress(await ed.getPublicKeyAsync(sha256('other seed')));
});

const acct = (addr: string, over: Partial<PublicAccount> = {}): PublicAccount => ({
  addr,
  name: addr,
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
  ...over,
});

function signIn(domain = HOST, account = address) {
  return {
    domain,
    chain_id: CHAIN,
    account_address: account,
    type: 'ed25519',
    uri: `https://${domain}`,
    version: '1',
    nonce: 'n-1',
    'issued-at': '2026-11-26T02:59:00Z',
    'expiration-time': '2026-11-26T03:10:00Z',
  };
}

function params(over: { data?: Uint8Array; domain?: string; signer?: string } = {}) {
  const domain = over.domain ?? HOST;
  return {
    data: b64(over.data ?? canonicalJson(signIn(domain))),
    signer: over.signer ?? address,
    domain,
    authenticatorData: b64(sha256(domain)),
    metadata: { scope: 1, encoding: 'base64' },
  };
}

async function screen(
  requestParams: unknown,
  over: { chainId?: string; granted?: string[]; verified?: Verified; claimedUrl?: string } = {},
) {
  return screenSignData(
    { version: 2, chainId: over.chainId ?? CHAIN, params: requestParams },
    {
      chainId: CHAIN,
      granted: over.granted ?? [`${CHAIN}:${address}`],
      verified: 'verified' in over ? over.verified : VERIFIED,
      claimedUrl: over.claimedUrl ?? `https://${HOST}`,
      now: NOW,
    },
  );
}

const refusalOf = async (...args: Parameters<typeof screen>): Promise<PolicyRefusal | null> => {
  const result = await screen(...args);
  return result.ok ? null : result.refusal;
};
const codeOf = async (...args: Parameters<typeof screen>) => {
  const refusal = await refusalOf(...args);
  return refusal ? arc1ErrorFor(refusal).code : null;
};

describe('screenSignData', () => {
  it('lets a well-formed Sign-In for a granted account from its own origin through', async () => {
    const result = await screen(params());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.items).toHaveLength(1);
    expect(result.items[0]!.account).toBe(address);
    expect(result.items[0]!.signIn?.domain).toBe(HOST);
  });

  it('refuses a domain other than the verified origin (4610), before anything is shown', async () => {
    const refusal = await refusalOf(params({ domain: 'bank.example' }));
    expect(refusal).toEqual({ code: 'sign-data', arc60: { code: 'domain-mismatch', index: 0 } });
    expect(arc1ErrorFor(refusal!).code).toBe(4610);
  });

  it("judges the domain by the verified origin, not the dapp's claimed URL", async () => {
    const phish: Verified = {
      origin: 'https://phish.example',
      validation: 'INVALID',
      isScam: false,
    };
    expect(await codeOf(params(), { verified: phish })).toBe(4610);
    // Not verified: the claimed URL is all there is (the review says "not verified").
    expect(await codeOf(params(), { verified: undefined })).toBeNull();
    expect(await codeOf(params(), { verified: undefined, claimedUrl: 'https://x.example' })).toBe(
      4610,
    );
    expect(await codeOf(params(), { verified: undefined, claimedUrl: 'not a url' })).toBe(4610);
  });

  it('refuses a transaction disguised as data (4300)', async () => {
    const txn = new Uint8Array([...new TextEncoder().encode('TX'), 0x81, 0xa3]);
    const refusal = await refusalOf(params({ data: txn }));
    expect(refusal).toMatchObject({ code: 'sign-data', arc60: { code: 'transaction-like' } });
    expect(arc1ErrorFor(refusal!)).toMatchObject({ code: 4300 });
    expect(arc1ErrorFor(refusal!).message).toContain('"TX"');
  });

  it('refuses a signer not granted to this session on this network (4603)', async () => {
    expect(await codeOf(params(), { granted: [`${CHAIN}:${other}`] })).toBe(4603);
    const notGranted = await refusalOf(params(), { granted: [`${CHAIN}:${other}`] });
    expect(notGranted).toMatchObject({ arc60: { code: 'signer-not-granted' } });
  });

  it('keeps a grant on its network: a session approved elsewhere is refused (4100)', async () => {
    // The wallet switched from OTHER_CHAIN to CHAIN; the dapp names its session's chain.
    const granted = [`${OTHER_CHAIN}:${address}`];
    expect(await refusalOf(params(), { granted })).toEqual({ code: 'session-other-chain' });
    expect(await codeOf(params(), { granted })).toBe(4100);
    expect(await refusalOf(params(), { chainId: OTHER_CHAIN, granted })).toEqual({
      code: 'other-chain',
    });
  });

  it('refuses an oversize request at once (4300 past 256 KiB, 4300 past 64 KiB)', async () => {
    const huge = { ...params(), padding: 'x'.repeat(300 * 1024) };
    expect(await refusalOf(huge)).toEqual({ code: 'too-large' });
    const large = { ...params(), padding: 'x'.repeat(70 * 1024) };
    expect(await refusalOf(large)).toEqual({ code: 'sign-data', arc60: { code: 'too-large' } });
    expect(await codeOf(large)).toBe(4300);
  });
});

describe('requestOriginHost', () => {
  it('takes the origin the Verify service saw, else the claimed URL', () => {
    expect(requestOriginHost(VERIFIED, 'https://claimed.example')).toBe(HOST);
    expect(
      requestOriginHost(
        { origin: '', validation: 'UNKNOWN', isScam: false },
        'https://a.example:8080/x',
      ),
    ).toBe('a.example:8080');
    expect(requestOriginHost(undefined, 'https://user@evil.example')).toBeNull();
  });
});

describe('dataSignerRefusal', () => {
  async function items(signer?: string) {
    const result = await screen(params({ signer }));
    if (!result.ok) throw new Error('screened out');
    return result.items;
  }

  it('lets an account whose key is in the wallet sign, and a rekeyed one with its auth key', async () => {
    expect(dataSignerRefusal(await items(), [acct(address)], new Map())).toBeNull();
    const rekeyed = [acct(address, { hasSecret: false }), acct(other)];
    expect(dataSignerRefusal(await items(other), rekeyed, new Map([[address, other]]))).toBeNull();
  });

  it('refuses a rekeyed account when the dapp names the old key (4603)', async () => {
    const wallet = [acct(address), acct(other)];
    const refusal = dataSignerRefusal(await items(), wallet, new Map([[address, other]]));
    expect(refusal).toEqual({ code: 'data-signer', problem: 'other-key', index: 0, address });
    expect(arc1ErrorFor(refusal!).code).toBe(4603);
  });

  it('refuses Ledger, multisig and phone signers with a message (4200)', async () => {
    const cases: [Partial<PublicAccount>, string][] = [
      [{ type: 'ledger', hasSecret: false }, 'ledger'],
      [{ type: 'msig', hasSecret: false }, 'multisig'],
      [{ type: 'wc', ver: 2, hasSecret: false }, 'phone'],
      [{ type: 'basic', hasSecret: false }, 'none'],
    ];
    for (const [over, problem] of cases) {
      const refusal = dataSignerRefusal(await items(), [acct(address, over)], new Map());
      expect(refusal).toMatchObject({ code: 'data-signer', problem });
      expect(arc1ErrorFor(refusal!).code).toBe(4200);
    }
  });
});
