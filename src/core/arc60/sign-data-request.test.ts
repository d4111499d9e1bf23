import * as ed from '@noble/ed25519';
import { encodeAddress } from 'algosdk';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bytesToBase64, bytesToBase64Url } from '../encoding/base64';
import { canonicalJson } from './canonical-json';
import {
  ARC60_MAX_AUTHENTICATOR_BYTES,
  ARC60_MAX_REQUEST_BYTES,
  arc60ErrorFor,
  checkSignDataRequest,
  originHost,
  type Arc60RefusalCode,
  type SignDataContext,
} from './sign-data-request';

const sha256 = (bytes: Uint8Array | string) =>
  new Uint8Array(createHash('sha256').update(bytes).digest());
const b64 = (text: string) => bytesToBase64(new TextEncoder().encode(text));

const DOMAIN = 'dapp.example:5173';
const CHAIN = 'algorand:SGO1GKSzyE7IEPItTxCByw9x8FmnrCDe';
const NOW = Date.parse('2026-11-26T03:00:00Z');

let seed: Uint8Array;
let publicKey: Uint8Array;
let address: string;
let context: SignDataContext;

beforeAll(async () => {
  seed = sha256('arc60 test seed');
  publicKey = await ed.getPublicKeyAsync(seed);
  address = encodeAddress(publicKey);
  context = { originHost: DOMAIN, grantedAccounts: [address], chainId: CHAIN, now: NOW };
});

function siwa(overrides: Record<string, unknown> = {}) {
  return {
    domain: DOMAIN,
    chain_id: CHAIN,
    account_address: address,
    type: 'ed25519',
    uri: `https://${DOMAIN}`,
    version: '1',
    statement: 'Sign in to the example dapp',
    nonce: 'n-0123456789',
    'issued-at': '2026-11-26T02:59:00Z',
    'expiration-time': '2026-11-26T03:10:00Z',
    ...overrides,
  };
}

/** A request as Pera's wire shape carries it (one object, metadata nested). */
function request(overrides: Record<string, unknown> = {}, data: unknown = siwa()) {
  return {
    data: b64(canonicalJson(data)),
    signer: address,
    domain: DOMAIN,
    authenticatorData: bytesToBase64(sha256(DOMAIN)),
    requestId: 'req-1',
    metadata: { scope: 1, encoding: 'base64' },
    ...overrides,
  };
}

async function refusalOf(params: unknown, ctx: SignDataContext = context) {
  const result = await checkSignDataRequest(params, ctx);
  return result.ok ? null : result.refusal.code;
}

describe('checkSignDataRequest', () => {
  it('accepts a Sign-In and signs bytes the dapp verifies exactly as use-wallet and the ARC do', async () => {
    const params = request();
    const result = await checkSignDataRequest(params, context);
    if (!result.ok) throw new Error(result.refusal.code);
    const [item] = result.items;
    expect(item!.account).toBe(address);
    expect(item!.signIn).toMatchObject({ domain: DOMAIN, account: address, nonce: 'n-0123456789' });

    const signature = await ed.signAsync(item!.message, seed);

    // The dapp (use-wallet signing-data guide): SHA-256 of the string it base64'd, then of
    // authenticatorData, concatenated, verified with @noble/ed25519 against the signer key.
    const dataString = canonicalJson(siwa());
    const authenticatorData = sha256(DOMAIN);
    const toVerify = new Uint8Array([...sha256(dataString), ...sha256(authenticatorData)]);
    expect(await ed.verifyAsync(signature, toVerify, publicKey)).toBe(true);

    // The ARC's reference wallet: SHA-256 of the canonical JSON of the decoded data.
    const reference = new Uint8Array([
      ...sha256(canonicalJson(JSON.parse(dataString))),
      ...sha256(authenticatorData),
    ]);
    expect(item!.message).toEqual(reference);
    expect(item!.message).toHaveLength(64);

    // Any other layout fails: the raw data appended instead of its hash.
    const wrong = new Uint8Array([...sha256(dataString), ...authenticatorData]);
    expect(await ed.verifyAsync(signature, wrong, publicKey)).toBe(false);
  });

  it("reads A-Wallet's shape ([[item]], scope and encoding in the item, base64 public key)", async () => {
    const { metadata: _, ...rest } = request({ signer: bytesToBase64(publicKey) });
    const result = await checkSignDataRequest(
      [[{ ...rest, scope: 1, encoding: 'base64' }]],
      context,
    );
    expect(result.ok && result.items[0]!.signer).toBe(address);
  });

  it('accepts authenticator data with flags and a counter, base64url or as a serialized Uint8Array', async () => {
    const auth = new Uint8Array([...sha256(DOMAIN), 0x05, 0, 0, 0, 1]);
    for (const encoded of [bytesToBase64Url(auth), [...auth], { ...auth }]) {
      expect(await refusalOf(request({ authenticatorData: encoded }))).toBeNull();
    }
  });

  it('signs other canonical JSON without Sign-In fields when the signer is granted', async () => {
    const fido = {
      challenge: 'g8OebU4sWOCGljYnKXw4WUFNDszbeWfBJJKwmrTHuvc',
      origin: `https://${DOMAIN}`,
    };
    const result = await checkSignDataRequest(request({}, fido), context);
    expect(result.ok && result.items[0]!.signIn).toBeNull();
  });

  const refusals: [string, Arc60RefusalCode, () => unknown, Partial<SignDataContext>?][] = [
    [
      'a domain other than the verified origin',
      'domain-mismatch',
      () =>
        request(
          { domain: 'evil.example', authenticatorData: bytesToBase64(sha256('evil.example')) },
          siwa({ domain: 'evil.example' }),
        ),
    ],
    [
      'the right domain but another origin',
      'domain-mismatch',
      () => request(),
      { originHost: 'other.example' },
    ],
    [
      'authenticator data that is not SHA-256(domain)',
      'failed-domain-auth',
      () => request({ authenticatorData: bytesToBase64(sha256('evil.example')) }),
    ],
    [
      'authenticator data shorter than a hash',
      'failed-domain-auth',
      () => request({ authenticatorData: bytesToBase64(sha256(DOMAIN).subarray(0, 31)) }),
    ],
    ['no domain', 'missing-domain', () => request({ domain: undefined })],
    [
      'no authenticator data',
      'missing-authentication-data',
      () => request({ authenticatorData: undefined }),
    ],
    [
      'scope other than AUTH',
      'unsupported-scope',
      () => request({ metadata: { scope: 2, encoding: 'base64' } }),
    ],
    [
      "scope 'auth' as text",
      'unsupported-scope',
      () => request({ metadata: { scope: 'auth', encoding: 'base64' } }),
    ],
    [
      'encoding other than base64',
      'unsupported-encoding',
      () => request({ metadata: { scope: 1, encoding: 'utf8' } }),
    ],
    ['data that is not base64', 'failed-decoding', () => request({ data: 'not base64!' })],
    [
      'JSON that is not canonical',
      'bad-json',
      () => request({ data: b64(JSON.stringify(siwa(), null, 1)) }),
    ],
    ['text that is not JSON', 'bad-json', () => request({ data: b64('hello') })],
    ['a JSON array', 'bad-json', () => request({}, [1, 2])],
    [
      'a Sign-In for another domain than the request',
      'sign-in-mismatch',
      () => request({}, siwa({ domain: 'evil.example' })),
    ],
    [
      'a Sign-In for another chain',
      'sign-in-mismatch',
      () => request({}, siwa({ chain_id: 'algorand:wGHE2Pwdvd7S12BL5FaOP20EGYesN73k' })),
    ],
    [
      'an expired Sign-In',
      'expired',
      () => request({}, siwa({ 'expiration-time': '2026-11-26T02:59:59Z' })),
    ],
    [
      'a Sign-In not valid yet',
      'not-yet-valid',
      () => request({}, siwa({ 'not-before': '2026-11-26T04:00:00Z' })),
    ],
    [
      'a Sign-In with a time that is not RFC 3339',
      'sign-in-invalid',
      () => request({}, siwa({ 'issued-at': 'yesterday' })),
    ],
    [
      'a Sign-In for an account not granted',
      'signer-not-granted',
      () => request({}, siwa({ account_address: encodeAddress(new Uint8Array(32).fill(7)) })),
    ],
    [
      'a signer not granted on this network',
      'signer-not-granted',
      () => request({}, { challenge: 'x' }),
      { grantedAccounts: [] },
    ],
    ['an hdPath outside Algorand', 'bad-hd-path', () => request({ hdPath: "m/44'/60'/0'/0/0" })],
    ['a signer that is no key', 'malformed', () => request({ signer: 'nobody' })],
    ['no data', 'malformed', () => request({ data: undefined })],
    ['params that are no object', 'malformed', () => 'algo'],
    ['an empty list', 'malformed', () => [[]]],
    ['more than 16 items', 'too-many', () => [Array.from({ length: 17 }, () => request())]],
    [
      'more than 64 KiB',
      'too-large',
      () => request({ requestId: 'x'.repeat(ARC60_MAX_REQUEST_BYTES) }),
    ],
  ];

  it.each(refusals)('refuses %s', async (_, code, params, ctx) => {
    expect(await refusalOf(params(), { ...context, ...ctx })).toBe(code);
  });

  it.each(['TX', 'TG', 'MX', 'ProgData', 'arc0060', 'appID', 'spm', 'B256', 'STIB'])(
    'refuses data starting with the reserved prefix %s, before anything else is read',
    async (prefix) => {
      const data = bytesToBase64(new Uint8Array([...new TextEncoder().encode(prefix), 0x82, 0xa3]));
      const result = await checkSignDataRequest(request({ data, domain: undefined }), context);
      expect(result.ok ? null : result.refusal).toMatchObject({
        code: 'transaction-like',
        prefix: expect.stringMatching(/./),
      });
    },
  );

  // "Program" || program is what a delegated logic signature signs: the program's blank cheque.
  const program = new Uint8Array([0x0a, 0x81, 0x01]); // #pragma version 10; int 1
  const programData = (prefix = 'Program') =>
    bytesToBase64(new Uint8Array([...new TextEncoder().encode(prefix), ...program]));

  it.each(['Program', 'MsigProgram'])(
    'refuses a delegation (%s || program) by default, naming it, before anything else is read',
    async (prefix) => {
      const result = await checkSignDataRequest(
        request({ data: programData(prefix), domain: undefined }),
        context,
      );
      expect(result.ok ? null : result.refusal).toEqual({ code: 'delegation', index: 0, prefix });
      const error = arc60ErrorFor({ code: 'delegation', index: 0, prefix });
      expect(error.code).toBe(4300);
      expect(error.message).toContain('delegated logic signature');
      expect(error.message).toContain('anyone holding it could spend from the account');
    },
  );

  it('refuses a multisig delegation (MsigProgram) even in developer mode', async () => {
    const result = await checkSignDataRequest(request({ data: programData('MsigProgram') }), {
      ...context,
      allowDelegation: true,
    });
    expect(result.ok ? null : result.refusal).toMatchObject({ code: 'delegation' });
  });

  it('in developer mode lets "Program" || program through for the raw bytes to be signed', async () => {
    const data = programData();
    const result = await checkSignDataRequest(request({ data }), {
      ...context,
      allowDelegation: true,
    });
    if (!result.ok) throw new Error(result.refusal.code);
    const [item] = result.items;
    expect(item!.delegation?.program).toEqual(program);
    // The chain checks a logic signature's sig over "Program" || program itself, not a hash.
    expect(bytesToBase64(item!.message)).toBe(data);
    expect(item!.account).toBe(address);
  });

  it.each([
    ['an empty program', () => request({ data: b64('Program') }), 'failed-decoding'],
    [
      'another domain',
      () => request({ data: programData(), domain: 'evil.example' }),
      'failed-domain-auth',
    ],
    [
      'a signer not granted',
      () => request({ data: programData(), signer: encodeAddress(new Uint8Array(32).fill(7)) }),
      'signer-not-granted',
    ],
    ['a signer that is no key', () => request({ data: programData(), signer: 'x' }), 'malformed'],
  ])('in developer mode still refuses a delegation with %s', async (_, params, code) => {
    expect(await refusalOf(params(), { ...context, allowDelegation: true })).toBe(code);
  });

  it('refuses a real transaction disguised as data ("TX" + msgpack)', async () => {
    const txn = new Uint8Array([0x54, 0x58, 0x89, 0xa3, 0x61, 0x6d, 0x74]);
    expect(await refusalOf(request({ data: bytesToBase64(txn) }))).toBe('transaction-like');
  });

  it('caps authenticator data at 1,024 bytes: SHA-256(domain) and 992 more pass, 993 do not', async () => {
    const auth = (length: number) => {
      const bytes = new Uint8Array(length);
      bytes.set(sha256(DOMAIN));
      return bytesToBase64(bytes);
    };
    expect(ARC60_MAX_AUTHENTICATOR_BYTES).toBe(1024);
    expect(await refusalOf(request({ authenticatorData: auth(1024) }))).toBeNull();
    expect(await refusalOf(request({ authenticatorData: auth(1025) }))).toBe('failed-domain-auth');
  });

  describe('refuses when in doubt: JSON with any Sign-In field is a Sign-In', () => {
    const expired = { 'expiration-time': '2026-11-26T02:59:59Z' };
    const refusal = async (data: unknown) => {
      const result = await checkSignDataRequest(request({}, data), context);
      return result.ok ? null : result.refusal;
    };

    it('refuses an expired Sign-In, and the same one with 65 resources, naming the field', async () => {
      expect(await refusal(siwa(expired))).toEqual({ code: 'expired', index: 0 });
      const resources = Array.from({ length: 65 }, (_, i) => `https://${DOMAIN}/${i}`);
      expect(await refusal(siwa({ ...expired, resources }))).toEqual({
        code: 'sign-in-invalid',
        index: 0,
        field: 'resources',
      });
    });

    const noDomain = () => {
      const { domain: _, ...rest } = siwa(expired);
      return rest;
    };
    it.each([
      ['no domain key', noDomain, 'domain'],
      ['an empty account', () => siwa({ ...expired, account_address: '' }), 'account_address'],
      [
        'another spelling of the expiry',
        () => siwa({ expirationTime: '2026-11-26T02:59:59Z' }),
        'expirationTime',
      ],
    ])('refuses a Sign-In with %s, naming the field', async (_, data, field) => {
      expect(await refusal(data())).toEqual({ code: 'sign-in-invalid', index: 0, field });
    });

    it('refuses data with a lone Sign-In field that is no whole Sign-In', async () => {
      expect(await refusal({ challenge: 'x', nonce: 'n' })).toEqual({
        code: 'sign-in-invalid',
        index: 0,
        field: 'domain',
      });
    });

    it('names the field a Sign-In disagrees on: its domain, its chain', async () => {
      expect(await refusal(siwa({ domain: 'evil.example' }))).toMatchObject({ field: 'domain' });
      const testnet = 'algorand:wGHE2Pwdvd7S12BL5FaOP20EGYesN73k';
      expect(await refusal(siwa({ chain_id: testnet }))).toMatchObject({ field: 'chain_id' });
    });
  });

  it('refuses the whole request when one item of several is bad', async () => {
    const good = request();
    const bad = request({ domain: 'evil.example' });
    const result = await checkSignDataRequest([[good, bad]], context);
    expect(result.ok ? null : result.refusal).toEqual({ code: 'failed-domain-auth', index: 1 });
  });
});

describe('arc60ErrorFor', () => {
  it('answers with the ARC-60 codes for its errors and ARC-0001 codes otherwise', () => {
    expect(arc60ErrorFor({ code: 'unsupported-scope' }).code).toBe(4600);
    expect(arc60ErrorFor({ code: 'failed-decoding' }).code).toBe(4602);
    expect(arc60ErrorFor({ code: 'signer-not-granted' }).code).toBe(4603);
    expect(arc60ErrorFor({ code: 'missing-domain' }).code).toBe(4607);
    expect(arc60ErrorFor({ code: 'missing-authentication-data' }).code).toBe(4608);
    expect(arc60ErrorFor({ code: 'bad-json' }).code).toBe(4609);
    expect(arc60ErrorFor({ code: 'domain-mismatch', index: 0 })).toEqual({
      code: 4610,
      message: "Failed Domain Auth: the domain is not the dapp's origin (item 1)",
    });
    expect(arc60ErrorFor({ code: 'sign-in-invalid', index: 0, field: 'resources' })).toEqual({
      code: 4300,
      message: 'Invalid Input: the sign-in message\'s "resources" is missing or not valid (item 1)',
    });
    expect(arc60ErrorFor({ code: 'sign-in-mismatch', field: 'chain_id' })).toEqual({
      code: 4610,
      message: 'Failed Domain Auth: the sign-in message\'s "chain_id" disagrees with the request',
    });
    expect(arc60ErrorFor({ code: 'too-many' }).code).toBe(4201);
    expect(arc60ErrorFor({ code: 'transaction-like', prefix: 'TX' }).message).toContain('"TX"');
    expect(arc60ErrorFor({ code: 'too-large' }).code).toBe(4300);
  });
});

describe('originHost', () => {
  it('is the lower-case host with a non-default port, and refuses userinfo', () => {
    expect(originHost('https://Dapp.Example:5173/path')).toBe('dapp.example:5173');
    expect(originHost('https://dapp.example:443')).toBe('dapp.example');
    expect(originHost('https://trusted.example@evil.example')).toBeNull();
    expect(originHost('not a url')).toBeNull();
  });
});
