import { encodeAddress, isValidAddress, decodeAddress } from 'algosdk';
import { z } from 'zod';
import { base64ToBytes, base64UrlToBytes } from '../encoding/base64';
import { concatBytes } from '../encoding/bytes';
import { utf8DecodeStrict, utf8Encode } from '../encoding/utf8';
import { requireSubtle } from '../vault/web-crypto';
import { parseCanonicalJson } from './canonical-json';
import { reservedPrefixOf } from './reserved-prefixes';
import { readSignIn, signInTiming, type SignInFields } from './sign-in';

// ARC-60 `algo_signData` requests, checked before anything is shown. The shapes, as the peers
// send and answer them (read 2026-11; our own code):
//
// - The ARC (algorandfoundation/ARCs ARCs/arc-0060.md, assets/arc-0060/arc60wallet.api.ts):
//   signData(StdSigData { data, signer, domain, authenticatorData (the ARC's text also says
//   authenticationData), requestId?, hdPath? }, metadata { scope: 1 (AUTH), encoding: 'base64' }).
//   The wallet checks authenticatorData[0..32) == SHA-256(domain) and signs
//   SHA-256(data) || SHA-256(authenticatorData), 64 bytes, with Ed25519; it answers
//   { ...StdSigData, signature }. Errors 4600 Invalid Scope, 4602 Failed decoding, 4603 Invalid
//   Signer, 4607 Missing Domain, 4608 Missing Authentication Data, 4609 Bad JSON, 4610 Failed
//   Domain Auth. The reference hashes the canonical JSON (RFC 8785) of the decoded data.
// - TxnLab/use-wallet docs/guides/signing-data.md: the dapp base64s canonify(SIWA object),
//   authenticatorData = SHA-256(location.host), signer = the account's auth address key when
//   rekeyed, and verifies with @noble/ed25519 over SHA-256(its string) || SHA-256(authData).
// - Pera (perawallet wallet-core: arc60PayloadSchema, 64 KiB cap before parsing): WalletConnect
//   params are one object { data, signer (address), domain, authenticatorData (base64),
//   requestId?, hdPath?, metadata: { scope, encoding } }; the result is an array of base64
//   signatures. Lute refuses JSON that is not canonical and a domain other than the page's.
// - A-Wallet (scholtz/wallet src/scripts/encoding/arc60.ts): params [[item, ...]] with scope and
//   encoding inside each item, signer an address or a base64 public key; it compares the domain
//   with the session peer's host.
// Both WalletConnect shapes are read here; the answer is one base64 signature per item.

export const ARC60_MAX_REQUEST_BYTES = 64 * 1024;
export const ARC60_MAX_ITEMS = 16;
/** SHA-256(domain) plus WebAuthn-style flags and counter fit many times over. */
export const ARC60_MAX_AUTHENTICATOR_BYTES = 1024;
export const AUTH_SCOPE = 1;

export type Arc60RefusalCode =
  | 'too-large'
  | 'malformed'
  | 'too-many'
  | 'unsupported-scope'
  | 'unsupported-encoding'
  | 'failed-decoding'
  | 'missing-domain'
  | 'missing-authentication-data'
  /** authenticatorData does not start with SHA-256(domain). */
  | 'failed-domain-auth'
  /** The domain is not the host of the dapp's origin. */
  | 'domain-mismatch'
  /** The data starts with an Algorand domain-separation prefix (a transaction, a group ...). */
  | 'transaction-like'
  /**
   * The data is "Program" (or "MsigProgram") and a program: its signature is a delegated logic
   * signature, a blank cheque anyone holding it can spend from the account with. Refused unless
   * the person is in developer mode (and always for a multisig's).
   */
  | 'delegation'
  /** AUTH data that is not a canonical JSON object. */
  | 'bad-json'
  /** A Sign-In (JSON with any Sign-In field) whose `field` is missing or malformed. */
  | 'sign-in-invalid'
  /** A Sign-In's `field` (its domain or chain) disagrees with the request or the network. */
  | 'sign-in-mismatch'
  | 'expired'
  | 'not-yet-valid'
  | 'bad-hd-path'
  /** The signer is not an account granted to this session on this network. */
  | 'signer-not-granted';

export interface Arc60Refusal {
  code: Arc60RefusalCode;
  /** Which item of the request (0-based), when the refusal is about one. */
  index?: number;
  /** The reserved prefix the data starts with ('transaction-like'). */
  prefix?: string;
  /** The Sign-In field refused ('sign-in-invalid', 'sign-in-mismatch'). */
  field?: string;
}

export interface SignDataContext {
  /** Host (with port) of the dapp's verified origin: see originHost. */
  originHost: string;
  /** Addresses this session granted on the wallet's current network. */
  grantedAccounts: readonly string[];
  /** CAIP-2 id of the wallet's network; a Sign-In naming another Algorand chain is refused. */
  chainId?: string;
  /** Epoch ms for a Sign-In's expiry; Date.now() when absent. */
  now?: number;
  /**
   * Developer mode: an item that is "Program" || program is let through as a delegation for
   * the person to read (disassembled) and confirm; otherwise refused as 'delegation'.
   */
  allowDelegation?: boolean;
}

/** The domain-separation prefix whose signature delegates an account to a program. */
export const PROGRAM_PREFIX = 'Program';
const DELEGATION_PREFIXES = new Set([PROGRAM_PREFIX, 'MsigProgram']);

/** One item the person is asked to sign, with the exact bytes the key will sign. */
export interface SignDataItem {
  index: number;
  /** The decoded data (canonical JSON text as UTF-8). */
  data: Uint8Array;
  /** The data as text, for the review (shown as text, never markup). */
  text: string;
  /** Its Sign-In fields, or null for other JSON. */
  signIn: SignInFields | null;
  domain: string;
  authenticatorData: Uint8Array;
  /** Address of the public key the dapp will verify with: the key that must sign. */
  signer: string;
  /** The granted account this is for: the Sign-In's account, else the signer. */
  account: string;
  requestId?: string;
  hdPath?: string;
  /**
   * What Ed25519 signs: SHA-256(data) || SHA-256(authenticatorData), or for a delegation the
   * data itself ("Program" || program), which is what the chain checks a logic signature's
   * `sig` against: hashing it would give the dapp a signature no node accepts.
   */
  message: Uint8Array;
  /** Developer mode only: the program the account is delegated to (the data after "Program"). */
  delegation?: { program: Uint8Array };
}

export type SignDataCheck =
  { ok: true; items: SignDataItem[] } | { ok: false; refusal: Arc60Refusal };

/** Bytes over JSON: base64 / base64url text, or a serialized Uint8Array (array or index map). */
const bytesLike = z.union([
  z.string().max(ARC60_MAX_REQUEST_BYTES),
  z.array(z.number().int().min(0).max(255)).max(4096),
  z.record(z.string().regex(/^\d{1,4}$/), z.number().int().min(0).max(255)),
]);

const metadataSchema = z.object({ scope: z.unknown(), encoding: z.unknown() });

const itemSchema = z.object({
  data: z.string().max(ARC60_MAX_REQUEST_BYTES),
  signer: bytesLike,
  domain: z.string().max(256).optional(),
  authenticatorData: bytesLike.optional(),
  authenticationData: bytesLike.optional(),
  requestId: z.string().max(256).optional(),
  hdPath: z.string().max(64).optional(),
  metadata: metadataSchema.optional(),
  scope: z.unknown().optional(),
  encoding: z.unknown().optional(),
});

type RawItem = z.infer<typeof itemSchema>;

/** Pera's single object, or A-Wallet's [[item, ...]] (also [item, ...]). */
function rawItems(params: unknown): unknown[] | null {
  if (Array.isArray(params)) {
    const first: unknown = params[0];
    return Array.isArray(first) ? first : params;
  }
  return params !== null && typeof params === 'object' ? [params] : null;
}

function decodeBase64Either(text: string): Uint8Array | null {
  try {
    return base64ToBytes(text);
  } catch {
    try {
      return base64UrlToBytes(text);
    } catch {
      return null;
    }
  }
}

function bytesOf(value: z.infer<typeof bytesLike>): Uint8Array | null {
  if (typeof value === 'string') return decodeBase64Either(value);
  if (Array.isArray(value)) return Uint8Array.from(value);
  const length = Object.keys(value).length;
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    const byte = value[String(i)];
    if (byte === undefined) return null;
    out[i] = byte;
  }
  return out;
}

function signerAddress(value: z.infer<typeof bytesLike>): string | null {
  if (typeof value === 'string' && isValidAddress(value)) return value;
  const key = bytesOf(value);
  return key && key.length === 32 ? encodeAddress(key) : null;
}

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  const copy = new Uint8Array(bytes);
  return new Uint8Array(await requireSubtle().digest('SHA-256', copy));
}

/** ARC-60 AUTH: the 64 bytes Ed25519 signs, SHA-256(data) || SHA-256(authenticatorData). */
export async function signDataMessage(
  data: Uint8Array,
  authenticatorData: Uint8Array,
): Promise<Uint8Array> {
  return concatBytes(await sha256(data), await sha256(authenticatorData));
}

/**
 * The host (with a non-default port) of a URL, lower-case, or null. Userinfo
 * ("trusted.com@evil.com") is refused: no genuine origin carries one.
 */
export function originHost(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.username || parsed.password || !parsed.host) return null;
    return parsed.host.toLowerCase();
  } catch {
    return null;
  }
}

/** The host a request's domain names: a bare host[:port] as SIWA sends it, or a URL's host. */
function domainHost(domain: string): string | null {
  if (domain.includes('://')) return originHost(domain);
  const lower = domain.toLowerCase();
  return /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/.test(lower) ? lower : null;
}

/** m/44'/283'/account'/change/index: the only BIP-44 path an Algorand key is derived at. */
const HD_PATH = /^m\/44'\/283'\/\d{1,10}'\/\d{1,10}\/\d{1,10}$/;

function byteLength(params: unknown): number {
  try {
    return utf8Encode(JSON.stringify(params) ?? '').length;
  } catch {
    return Infinity;
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

async function checkItem(
  raw: RawItem,
  index: number,
  context: SignDataContext,
): Promise<SignDataItem | Arc60Refusal> {
  const refuse = (code: Arc60RefusalCode, prefix?: string): Arc60Refusal =>
    prefix === undefined ? { code, index } : { code, index, prefix };
  const refuseField = (
    code: 'sign-in-invalid' | 'sign-in-mismatch',
    field: string,
  ): Arc60Refusal => ({ code, index, field });
  const scope = raw.metadata?.scope ?? raw.scope;
  const encoding = raw.metadata?.encoding ?? raw.encoding;
  if (scope !== AUTH_SCOPE) return refuse('unsupported-scope');
  if (encoding !== 'base64') return refuse('unsupported-encoding');

  const data = decodeBase64Either(raw.data);
  if (!data || data.length === 0) return refuse('failed-decoding');
  const prefix = reservedPrefixOf(data);
  const delegates = prefix !== null && DELEGATION_PREFIXES.has(prefix);
  const allowed = delegates && prefix === PROGRAM_PREFIX && context.allowDelegation === true;
  if (delegates && !allowed) return refuse('delegation', prefix);
  if (prefix && !allowed) return refuse('transaction-like', prefix);
  const program = allowed ? data.subarray(PROGRAM_PREFIX.length) : null;
  // A program is at least its version byte.
  if (program?.length === 0) return refuse('failed-decoding');

  const domain = raw.domain;
  if (!domain) return refuse('missing-domain');
  const authField = raw.authenticatorData ?? raw.authenticationData;
  if (authField === undefined) return refuse('missing-authentication-data');
  const authenticatorData = bytesOf(authField);
  if (!authenticatorData) return refuse('failed-decoding');
  if (authenticatorData.length < 32 || authenticatorData.length > ARC60_MAX_AUTHENTICATOR_BYTES) {
    return refuse('failed-domain-auth');
  }
  const domainHash = await sha256(utf8Encode(domain));
  if (!sameBytes(authenticatorData.subarray(0, 32), domainHash)) {
    return refuse('failed-domain-auth');
  }
  const host = domainHost(domain);
  if (!host || host !== context.originHost.toLowerCase()) return refuse('domain-mismatch');
  if (raw.hdPath !== undefined && !HD_PATH.test(raw.hdPath)) return refuse('bad-hd-path');

  if (program) {
    const key = signerAddress(raw.signer);
    if (!key) return refuse('malformed');
    if (!context.grantedAccounts.includes(key)) return refuse('signer-not-granted');
    return {
      index,
      data,
      text: '',
      signIn: null,
      domain,
      authenticatorData,
      signer: key,
      account: key,
      requestId: raw.requestId,
      hdPath: raw.hdPath,
      message: data,
      delegation: { program },
    };
  }

  let text: string;
  try {
    text = utf8DecodeStrict(data);
  } catch {
    return refuse('bad-json');
  }
  const json = parseCanonicalJson(text);
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return refuse('bad-json');

  const signer = signerAddress(raw.signer);
  if (!signer) return refuse('malformed');

  const read = readSignIn(json);
  if (read.kind === 'invalid') return refuseField('sign-in-invalid', read.field);
  const signIn = read.kind === 'sign-in' ? read.fields : null;
  if (signIn) {
    if (signIn.domain !== domain) return refuseField('sign-in-mismatch', 'domain');
    if (
      context.chainId &&
      signIn.chainId.startsWith('algorand:') &&
      signIn.chainId !== context.chainId
    ) {
      return refuseField('sign-in-mismatch', 'chain_id');
    }
    const timing = signInTiming(signIn, context.now ?? Date.now());
    // A time that is not RFC 3339 ('bad-time') was refused by readSignIn, naming its field.
    if (timing === 'expired' || timing === 'not-yet-valid') return refuse(timing);
  }
  // A Sign-In names its account, which may sign through another key (rekeyed): the account
  // must be granted. Other data names only the key, which must then be a granted account.
  const account = signIn ? signIn.account : signer;
  if (!context.grantedAccounts.includes(account)) return refuse('signer-not-granted');

  return {
    index,
    data,
    text,
    signIn,
    domain,
    authenticatorData,
    signer,
    account,
    requestId: raw.requestId,
    hdPath: raw.hdPath,
    message: await signDataMessage(data, authenticatorData),
  };
}

/**
 * Checks an `algo_signData` request's params: its size first (64 KiB of JSON, before any
 * parsing), then each item in order. The first refusal refuses the whole request.
 */
export async function checkSignDataRequest(
  params: unknown,
  context: SignDataContext,
): Promise<SignDataCheck> {
  if (byteLength(params) > ARC60_MAX_REQUEST_BYTES) {
    return { ok: false, refusal: { code: 'too-large' } };
  }
  const list = rawItems(params);
  if (!list || list.length === 0) return { ok: false, refusal: { code: 'malformed' } };
  if (list.length > ARC60_MAX_ITEMS) return { ok: false, refusal: { code: 'too-many' } };
  const items: SignDataItem[] = [];
  for (const [index, value] of list.entries()) {
    const parsed = itemSchema.safeParse(value);
    if (!parsed.success) return { ok: false, refusal: { code: 'malformed', index } };
    const result = await checkItem(parsed.data, index, context);
    if ('code' in result) return { ok: false, refusal: result };
    items.push(result);
  }
  return { ok: true, items };
}

/** The public key of an address, for verifying a signature (the dapp's side, and our tests). */
export function publicKeyOf(address: string): Uint8Array {
  return decodeAddress(address).publicKey;
}

/** ARC-60 / ARC-0001 error for a refusal: the code and an English message for the dapp. */
export function arc60ErrorFor(refusal: Arc60Refusal): { code: number; message: string } {
  const at = refusal.index === undefined ? '' : ` (item ${refusal.index + 1})`;
  const field = JSON.stringify(refusal.field ?? '');
  const error = (code: number, message: string) => ({ code, message: `${message}${at}` });
  switch (refusal.code) {
    case 'unsupported-scope':
      return error(4600, 'Invalid Scope: only scope 1 (AUTH) is supported');
    case 'unsupported-encoding':
      return error(4602, 'Failed decoding: only base64 encoding is supported');
    case 'failed-decoding':
      return error(4602, 'Failed decoding: the data or authenticator data is not base64');
    case 'signer-not-granted':
      return error(4603, 'Invalid Signer: the account was not granted to this session');
    case 'missing-domain':
      return error(4607, 'Missing Domain');
    case 'missing-authentication-data':
      return error(4608, 'Missing Authentication Data');
    case 'bad-json':
      return error(4609, 'Bad JSON: the data must be a canonical (RFC 8785) JSON object');
    case 'failed-domain-auth':
      return error(
        4610,
        'Failed Domain Auth: authenticator data does not start with SHA-256(domain)',
      );
    case 'domain-mismatch':
      return error(4610, "Failed Domain Auth: the domain is not the dapp's origin");
    case 'sign-in-mismatch':
      return error(
        4610,
        `Failed Domain Auth: the sign-in message's ${field} disagrees with the request`,
      );
    case 'sign-in-invalid':
      return error(4300, `Invalid Input: the sign-in message's ${field} is missing or not valid`);
    case 'too-many':
      return error(4201, `Too Many Transactions: at most ${ARC60_MAX_ITEMS} items`);
    case 'too-large':
      return error(4300, 'Invalid Input: the request is larger than 64 KiB');
    case 'delegation':
      return error(
        4300,
        `Invalid Input: the data starts with "${refusal.prefix ?? ''}", so its signature would be a delegated logic signature: anyone holding it could spend from the account as the program allows. This wallet signs one only in developer mode, and never a multisig's`,
      );
    case 'transaction-like':
      return error(
        4300,
        `Invalid Input: the data starts with the Algorand prefix "${refusal.prefix ?? ''}"`,
      );
    case 'expired':
      return error(4300, 'Invalid Input: the sign-in request has expired');
    case 'not-yet-valid':
      return error(4300, 'Invalid Input: the sign-in request is not valid yet');
    case 'bad-hd-path':
      return error(4300, "Invalid Input: hdPath is not an Algorand BIP-44 path (m/44'/283'/...)");
    case 'malformed':
      return error(4300, 'Invalid Input: the request is not an ARC-60 sign-data request');
  }
}
