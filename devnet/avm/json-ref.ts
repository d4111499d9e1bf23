/**
 * `json_ref`: a strict RFC 7159 reader with the AVM's extra rules (the JSON spec the opcode links).
 * Whole-text rules apply to all of A: a utf-8 object (no BOM), no duplicate top-level keys, no
 * comments, trailing commas, hex or special numbers, only space/tab/CR/LF as whitespace.
 * Extraction rules apply to the requested value only: strings with escaped control characters,
 * integers in 0..2^64-1 without fraction or exponent, never true/false/null; an object comes back
 * as its raw bytes.
 */
import { fail } from './machine';

interface Span {
  start: number;
  end: number;
}

const MAX_UINT64 = (1n << 64n) - 1n;
const isWs = (b: number | undefined) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;
const isDigit = (b: number | undefined) => b !== undefined && b >= 0x30 && b <= 0x39;
const HEX = /^[0-9a-fA-F]{4}$/;

class Reader {
  at = 0;
  constructor(readonly text: Uint8Array) {}

  bad(what: string): never {
    fail(`error while parsing JSON text, ${what} at byte ${this.at}`);
  }

  ws(): void {
    while (isWs(this.text[this.at])) this.at++;
  }

  expect(byte: number): void {
    if (this.text[this.at] !== byte) this.bad(`expected '${String.fromCharCode(byte)}'`);
    this.at++;
  }

  value(): Span {
    this.ws();
    const start = this.at;
    const b = this.text[this.at];
    if (b === 0x7b) this.object();
    else if (b === 0x5b) this.array();
    else if (b === 0x22) this.string();
    else if (b === 0x2d || isDigit(b)) this.number();
    else if (!this.literal('true') && !this.literal('false') && !this.literal('null'))
      this.bad('invalid value');
    return { start, end: this.at };
  }

  literal(word: string): boolean {
    const bytes = new TextEncoder().encode(word);
    if (!bytes.every((b, i) => this.text[this.at + i] === b)) return false;
    this.at += bytes.length;
    return true;
  }

  string(): Span {
    const start = this.at;
    this.expect(0x22);
    for (;;) {
      const b = this.text[this.at++];
      if (b === undefined) this.bad('unterminated string');
      if (b === 0x22) return { start, end: this.at };
      if (b !== 0x5c) continue;
      const e = this.text[this.at++];
      if (e === 0x75) {
        // \u with four characters that are not hex is only refused when the string is extracted.
        if (this.at + 4 > this.text.length) this.bad('truncated escape');
        this.at += 4;
      } else if (e === undefined || !'"\\/bfnrt'.includes(String.fromCharCode(e))) {
        this.bad('invalid escape');
      }
    }
  }

  number(): void {
    if (this.text[this.at] === 0x2d) this.at++;
    if (this.text[this.at] === 0x30) this.at++;
    else if (isDigit(this.text[this.at])) while (isDigit(this.text[this.at])) this.at++;
    else this.bad('invalid number');
    if (this.text[this.at] === 0x2e) {
      this.at++;
      if (!isDigit(this.text[this.at])) this.bad('invalid number');
      while (isDigit(this.text[this.at])) this.at++;
    }
    if (this.text[this.at] === 0x65 || this.text[this.at] === 0x45) {
      this.at++;
      if (this.text[this.at] === 0x2b || this.text[this.at] === 0x2d) this.at++;
      if (!isDigit(this.text[this.at])) this.bad('invalid number');
      while (isDigit(this.text[this.at])) this.at++;
    }
  }

  array(): void {
    this.expect(0x5b);
    this.ws();
    if (this.text[this.at] === 0x5d) {
      this.at++;
      return;
    }
    for (;;) {
      this.value();
      this.ws();
      if (this.text[this.at] === 0x5d) {
        this.at++;
        return;
      }
      this.expect(0x2c);
    }
  }

  /** Reads an object; answers its members (key span, value span) in order. */
  object(): { key: Span; value: Span }[] {
    const members: { key: Span; value: Span }[] = [];
    this.expect(0x7b);
    this.ws();
    if (this.text[this.at] === 0x7d) {
      this.at++;
      return members;
    }
    for (;;) {
      this.ws();
      const key = this.string();
      this.ws();
      this.expect(0x3a);
      const value = this.value();
      members.push({ key, value });
      this.ws();
      if (this.text[this.at] === 0x7d) {
        this.at++;
        return members;
      }
      this.expect(0x2c);
    }
  }
}

/**
 * A JSON string's text. In keys (`strict` false) a bad \u escape becomes U+FFFD; in extracted
 * values it is an error, as is a raw control character. Lone surrogates become U+FFFD.
 */
function decodeString(raw: Uint8Array, strict: boolean): string {
  const body = raw.subarray(1, raw.length - 1);
  const units: number[] = [];
  let i = 0;
  const chunk: number[] = [];
  const flush = () => {
    if (chunk.length === 0) return;
    for (const ch of new TextDecoder().decode(Uint8Array.from(chunk))) units.push(...codeUnits(ch));
    chunk.length = 0;
  };
  while (i < body.length) {
    const b = body[i] ?? 0;
    if (b !== 0x5c) {
      if (strict && b < 0x20)
        fail('error while parsing JSON text, invalid control character in string');
      chunk.push(b);
      i++;
      continue;
    }
    flush();
    const e = String.fromCharCode(body[i + 1] ?? 0);
    if (e === 'u') {
      const hex = new TextDecoder().decode(body.subarray(i + 2, i + 6));
      if (!HEX.test(hex)) {
        if (strict) fail('error while parsing JSON text, invalid unicode escape');
        units.push(0xfffd);
      } else units.push(parseInt(hex, 16));
      i += 6;
      continue;
    }
    units.push(
      ({ b: 8, f: 12, n: 10, r: 13, t: 9 } as Record<string, number>)[e] ?? e.charCodeAt(0),
    );
    i += 2;
  }
  flush();
  // Pair the surrogates; String.fromCharCode of a lone one would keep it, so replace it first.
  let out = '';
  for (let k = 0; k < units.length; k++) {
    const u = units[k] ?? 0;
    const next = units[k + 1] ?? 0;
    if (u >= 0xd800 && u <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += String.fromCharCode(u, next);
      k++;
    } else out += u >= 0xd800 && u <= 0xdfff ? '\ufffd' : String.fromCharCode(u);
  }
  return out;
}

function codeUnits(ch: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < ch.length; i++) out.push(ch.charCodeAt(i));
  return out;
}

export function jsonRef(text: Uint8Array, key: Uint8Array, type: string): bigint | Uint8Array {
  const reader = new Reader(text);
  reader.ws();
  if (text[reader.at] !== 0x7b)
    fail('error while parsing JSON text, invalid json text, only json object is allowed');
  const members = reader.object();
  reader.ws();
  if (reader.at !== text.length) reader.bad('unexpected data after the object');
  const wanted = new TextDecoder().decode(key);
  const seen = new Set<string>();
  let found: Span | undefined;
  for (const { key: k, value } of members) {
    const name = decodeString(text.subarray(k.start, k.end), false);
    if (seen.has(name))
      fail('error while parsing JSON text, invalid json text, duplicate keys not allowed');
    seen.add(name);
    if (name === wanted) found = value;
  }
  if (!found) fail(`key ${wanted} not found in JSON text`);
  const raw = text.subarray(found.start, found.end);
  const first = raw[0];
  if (type === 'JSONString') {
    if (first !== 0x22) fail(`json: cannot read ${type} from this value`);
    return new TextEncoder().encode(decodeString(raw, true));
  }
  if (type === 'JSONUint64') {
    const digits = new TextDecoder().decode(raw);
    if (!/^(0|[1-9][0-9]*)$/.test(digits) || BigInt(digits) > MAX_UINT64) {
      fail(`json: cannot read ${type} from this value`);
    }
    return BigInt(digits);
  }
  if (type === 'JSONObject') {
    if (first !== 0x7b) fail(`json: cannot read ${type} from this value`);
    return raw.slice();
  }
  return fail(`unsupported json_ref return type ${type}`);
}
