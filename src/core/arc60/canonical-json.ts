// RFC 8785 (JSON Canonicalization Scheme) for values JSON.parse returns. ARC-60's reference
// wallet, Lute and Pera hash the canonical form of the AUTH scope's JSON, while dapps (use-wallet's
// guide) hash the string they sent: the two agree only when the dapp sent canonical JSON, so the
// wallet signs only such data and a signature always verifies on both sides.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The canonical text of a parsed JSON value; throws on a value JSON cannot carry (NaN, Infinity). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('Not a JSON number');
    // ECMAScript's Number-to-string is RFC 8785's number format (JSON.stringify(-0) is "0").
    return JSON.stringify(value);
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const record = value as Record<string, Json>;
    // Default sort compares UTF-16 code units, which is the order RFC 8785 prescribes.
    const keys = Object.keys(record).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
  }
  throw new Error('Not a JSON value');
}

/**
 * The parsed value when `text` is JSON already in canonical form, otherwise null. Duplicate
 * keys, unsorted keys, whitespace and numbers beyond double precision all fail the comparison.
 */
export function parseCanonicalJson(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
    return canonicalJson(parsed) === text ? parsed : null;
  } catch {
    return null;
  }
}
