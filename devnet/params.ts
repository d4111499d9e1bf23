/**
 * Parsing of path and query parameters. Bad values are 400s with the wording of the oapi-codegen
 * binding that algod and the indexer use ("Invalid format for parameter ...").
 */
import { decodeAddress, isValidAddress } from 'algosdk';
import { badRequest } from './errors';

const UINT64_MAX = 0xffff_ffff_ffff_ffffn;

export function parseUint(name: string, raw: string): bigint {
  if (!/^\d{1,20}$/.test(raw) || BigInt(raw) > UINT64_MAX) {
    throw badRequest(
      `Invalid format for parameter ${name}: expected an unsigned integer, got "${raw}"`,
    );
  }
  return BigInt(raw);
}

export function uintQuery(q: URLSearchParams, name: string): bigint | undefined {
  const raw = q.get(name);
  return raw === null ? undefined : parseUint(name, raw);
}

/** A round number: uint64 on the wire, but this ledger's rounds fit in a JS number. */
export function parseRound(name: string, raw: string): number {
  const v = parseUint(name, raw);
  return v > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(v);
}

export function roundQuery(q: URLSearchParams, name: string): number | undefined {
  const raw = q.get(name);
  return raw === null ? undefined : parseRound(name, raw);
}

export function boolQuery(q: URLSearchParams, name: string): boolean | undefined {
  const raw = q.get(name);
  if (raw === null) return undefined;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw badRequest(`Invalid format for parameter ${name}: expected true or false, got "${raw}"`);
}

export function stringQuery(q: URLSearchParams, name: string): string | undefined {
  return q.get(name) ?? undefined;
}

/** Validates an Algorand address (checksum included); `message` is the API's own wording. */
export function parseAddress(raw: string, message: string): string {
  if (!isValidAddress(raw)) throw badRequest(message);
  return raw;
}

/** The `format` parameter of algod endpoints that can answer in msgpack. */
export function formatQuery(q: URLSearchParams): 'json' | 'msgpack' {
  const raw = q.get('format');
  if (raw === null || raw === 'json') return 'json';
  if (raw === 'msgpack') return 'msgpack';
  throw badRequest(`Invalid format for parameter format: expected json or msgpack, got "${raw}"`);
}

/** A comma-separated list parameter (OpenAPI `style: form, explode: false`). */
export function listQuery(
  q: URLSearchParams,
  name: string,
  allowed: readonly string[],
): Set<string> {
  const out = new Set<string>();
  for (const raw of q.getAll(name)) {
    for (const item of raw.split(',')) {
      if (item === '') continue;
      if (!allowed.includes(item)) {
        throw badRequest(
          `Invalid format for parameter ${name}: "${item}" is not one of ${allowed.join(', ')}`,
        );
      }
      out.add(item);
    }
  }
  return out;
}

/**
 * A box name in goal's app-argument form, as algod's box endpoint reads it: `str:`, `b64:`,
 * `int:` (8 bytes, big-endian) or `addr:` (the 32-byte public key).
 */
export function parseBoxName(raw: string): Uint8Array {
  const colon = raw.indexOf(':');
  const kind = colon < 0 ? '' : raw.slice(0, colon);
  const value = raw.slice(colon + 1);
  switch (kind) {
    case 'str':
    case 'string':
      return new TextEncoder().encode(value);
    case 'b64':
    case 'base64':
      return Buffer.from(value, 'base64');
    case 'int':
    case 'integer': {
      if (!/^\d+$/.test(value) || BigInt(value) > UINT64_MAX) break;
      const out = new Uint8Array(8);
      new DataView(out.buffer).setBigUint64(0, BigInt(value));
      return out;
    }
    case 'addr':
    case 'address':
      if (isValidAddress(value)) return decodeAddress(value).publicKey;
      break;
    default:
      break;
  }
  throw badRequest(`failed to parse box name ${JSON.stringify(raw)}`);
}
