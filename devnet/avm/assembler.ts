/**
 * TEAL text to AVM bytecode, written from the specs' Assembler page (src/avm/avm-assembler.md) and
 * the opcode table. Errors read as algod's compile endpoint words them: `<line>: <message>`.
 *
 * Constant blocks: `int`/`byte`/`addr`/`method` pseudo-ops gather their values into an
 * `intcblock`/`bytecblock` at the start of the program, as algod does. From v4 on the values are
 * ordered by how often they are used (first use breaks ties) and a value used once is pushed
 * (`pushint`/`pushbytes`) instead; before v4 every value goes into the block in order of first
 * use. With an explicit block, pseudo-ops push their value from v4 and look it up in the block
 * before v4.
 */
import { sha512_256 } from '@noble/hashes/sha2.js';
import { TXN_TYPE_ENUM, fieldByName, immediateFieldByName, opByName, type OpSpec } from './opcodes';

export class AssembleError extends Error {}

const MAX_UINT64 = (1n << 64n) - 1n;

/** Named integer constants `int` accepts (OnCompletion actions and transaction types). */
const NAMED_INTS: Readonly<Record<string, bigint>> = {
  NoOp: 0n,
  OptIn: 1n,
  CloseOut: 2n,
  ClearState: 3n,
  UpdateApplication: 4n,
  DeleteApplication: 5n,
  ...TXN_TYPE_ENUM,
};

/** The ops that take an array field's index as an extra immediate, and the op they become. */
const ARRAY_FORMS: Readonly<Record<string, string>> = {
  txn: 'txna',
  gtxn: 'gtxna',
  gtxns: 'gtxnsa',
  itxn: 'itxna',
  gitxn: 'gitxna',
};

export function encodeUvarint(value: bigint): number[] {
  const out: number[] = [];
  let v = value;
  while (v >= 0x80n) {
    out.push(Number(v & 0x7fn) | 0x80);
    v >>= 7n;
  }
  out.push(Number(v));
  return out;
}

export function parseUint64(raw: string): bigint | undefined {
  // As Go's ParseUint with base 0: prefixes in either case, `_` only between digits or after a prefix.
  if (raw.includes('_') && !/^(0[xXbBoO]_?)?[0-9a-fA-F]+(_[0-9a-fA-F]+)*$/.test(raw))
    return undefined;
  const text = raw.replace(/_/g, '').replace(/^0([XBO])/, (_, p: string) => `0${p.toLowerCase()}`);
  let value: bigint;
  if (/^0x[0-9a-fA-F]+$/.test(text) || /^0b[01]+$/.test(text) || /^0o[0-7]+$/.test(text)) {
    value = BigInt(text);
  } else if (/^0[0-7]+$/.test(text)) {
    value = BigInt(`0o${text.slice(1)}`);
  } else if (/^(0|[1-9][0-9]*)$/.test(text)) {
    value = BigInt(text);
  } else {
    return undefined;
  }
  return value <= MAX_UINT64 ? value : undefined;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function decodeBase32(text: string): Uint8Array | undefined {
  const clean = text.replace(/=+$/, '');
  const out: number[] = [];
  let bits = 0;
  let acc = 0;
  for (const ch of clean) {
    const v = BASE32.indexOf(ch);
    if (v < 0) return undefined;
    acc = (acc << 5) | v;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  return Uint8Array.from(out);
}

function decodeBase64(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) return undefined;
  return Uint8Array.from(Buffer.from(text, 'base64'));
}

/** A TEAL string literal's bytes (the token still has its quotes). */
function decodeString(token: string): Uint8Array | undefined {
  const body = token.slice(1, -1);
  const out: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] ?? '';
    if (ch !== '\\') {
      out.push(...Buffer.from(ch, 'utf8'));
      continue;
    }
    const next = body[++i];
    if (next === 'n') out.push(10);
    else if (next === 'r') out.push(13);
    else if (next === 't') out.push(9);
    else if (next === '\\' || next === '"') out.push(next.charCodeAt(0));
    else if (next === 'x' && /^[0-9a-fA-F]{2}$/.test(body.slice(i + 1, i + 3))) {
      out.push(parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else return undefined;
  }
  return Uint8Array.from(out);
}

/**
 * Reads one byte constant from `tokens` at `at`; answers the bytes and how many tokens it used.
 */
export function parseBytes(
  tokens: readonly string[],
  at: number,
): { bytes: Uint8Array; used: number } | string {
  const first = tokens[at];
  if (first === undefined) return 'byte constant missing';
  if (/^0x[0-9a-fA-F]*$/.test(first)) {
    if (first.length % 2 !== 0) return 'odd length hex string';
    return { bytes: Uint8Array.from(Buffer.from(first.slice(2), 'hex')), used: 1 };
  }
  if (first.startsWith('"')) {
    const bytes = decodeString(first);
    return bytes ? { bytes, used: 1 } : `invalid string literal ${first}`;
  }
  const fn = /^(base64|b64|base32|b32)\((.*)\)$/.exec(first);
  const [encoding, text, used] = fn ? [fn[1], fn[2], 1] : [first, tokens[at + 1], 2];
  if (encoding === 'base64' || encoding === 'b64' || encoding === 'base32' || encoding === 'b32') {
    if (text === undefined) return `${encoding} needs a value`;
    const bytes =
      encoding.startsWith('b6') || encoding === 'base64' ? decodeBase64(text) : decodeBase32(text);
    return bytes ? { bytes, used } : `illegal ${encoding} data ${text}`;
  }
  return `byte arg did not parse: ${first}`;
}

/** Splits a line into tokens: whitespace separates, a string literal is one token, `//` ends it. */
function tokenize(line: string): string[][] {
  const statements: string[][] = [[]];
  let i = 0;
  while (i < line.length) {
    const ch = line[i] ?? '';
    if (ch === ' ' || ch === '\t' || ch === '\r') {
      i++;
    } else if (ch === ';') {
      statements.push([]);
      i++;
    } else if (line.startsWith('//', i)) {
      break;
    } else {
      let j = i;
      let inString = false;
      while (j < line.length) {
        const c = line[j];
        if (inString) {
          if (c === '\\') j++;
          else if (c === '"') inString = false;
        } else if (c === '"') inString = true;
        else if (c === ' ' || c === '\t' || c === ';' || c === '\r') break;
        else if (line.startsWith('//', j)) break;
        j++;
      }
      statements[statements.length - 1]?.push(line.slice(i, j));
      i = j;
    }
  }
  return statements.filter((s) => s.length > 0);
}

type Piece =
  | { kind: 'bytes'; bytes: number[] }
  | { kind: 'label'; name: string; line: number }
  | { kind: 'int'; value: bigint }
  | { kind: 'byte'; value: Uint8Array };

interface Instruction {
  line: number;
  /** The position of the op's byte; branch offsets count from the end of the instruction. */
  pieces: Piece[];
  labelAt?: string[];
}

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

export interface Assembled {
  program: Uint8Array;
  version: number;
  /** The source line (0-based) of each instruction, by the pc of its first byte. */
  lines: Map<number, number>;
}

export function assemble(source: string): Assembled {
  const lines = source.split('\n');
  let version: number | undefined;
  const macros = new Map<string, string[]>();
  const instructions: Instruction[] = [];
  let pendingLabels: string[] = [];
  const labels = new Set<string>();
  let explicitInts: bigint[] | undefined;
  let explicitBytes: Uint8Array[] | undefined;
  const intRefs: bigint[] = [];
  const byteRefs: Uint8Array[] = [];
  let intBlocks = 0;
  let byteBlocks = 0;

  /**
   * A pseudo-op's constant, as algod places it: gathered into the block the assembler builds, or,
   * once the program has its own block, pushed (from v4, or with several blocks) or looked up in
   * that one block (before v4).
   */
  function constant(kind: 'int' | 'byte', value: bigint | Uint8Array, line: number): Piece[] {
    const blocks = kind === 'int' ? intBlocks : byteBlocks;
    const push = (): Piece[] => [{ kind: 'bytes', bytes: pushBytesOf(value) }];
    if (blocks === 0) {
      if (typeof value === 'bigint') intRefs.push(value);
      else byteRefs.push(value);
      return typeof value === 'bigint' ? [{ kind: 'int', value }] : [{ kind: 'byte', value }];
    }
    if (version !== undefined && version >= 4) return push();
    const text = typeof value === 'bigint' ? String(value) : `0x${hex(value)}`;
    if (blocks > 1) {
      if (version !== undefined && version >= 3) return push();
      return fail(line, `${kind} ${text} used with manual ${kind}cblocks. Use ${kind}c.`);
    }
    const block: readonly (bigint | Uint8Array)[] =
      (kind === 'int' ? explicitInts : explicitBytes) ?? [];
    const i = block.findIndex((b) =>
      typeof b === 'bigint' ? b === value : typeof value !== 'bigint' && hex(b) === hex(value),
    );
    if (i < 0) return fail(line, `value ${text} does not appear in existing ${kind}cblock`);
    const base = kind === 'int' ? 0x22 : 0x28;
    return [{ kind: 'bytes', bytes: i < 4 ? [base + i] : [base - 1, i] }];
  }
  const fail: (line: number, message: string) => never = (line, message) => {
    throw new AssembleError(`${line}: ${message}`);
  };

  for (let n = 0; n < lines.length; n++) {
    const lineNo = n + 1;
    const raw = lines[n] ?? '';
    const trimmed = raw.trim();
    if (trimmed.startsWith('#pragma')) {
      const parts = trimmed.split(/\s+/);
      if (parts[1] === 'version') {
        if (instructions.length > 0)
          fail(lineNo, '#pragma version is only allowed before instructions');
        const v = Number(parts[2]);
        if (!Number.isInteger(v) || v < 1) fail(lineNo, `bad #pragma version: ${parts[2]}`);
        if (v > 12) fail(lineNo, `unsupported version: ${v}`);
        version = v;
      }
      continue;
    }
    if (trimmed.startsWith('#define')) {
      const parts = tokenize(trimmed.slice('#define'.length))[0] ?? [];
      const [name, ...body] = parts;
      if (!name || body.length === 0) fail(lineNo, '#define needs a name and a body');
      macros.set(name, body);
      continue;
    }
    for (const rawTokens of tokenize(raw)) {
      const tokens = rawTokens.flatMap((t) => macros.get(t) ?? [t]);
      let [head, ...args] = tokens;
      while (head?.endsWith(':')) {
        const label = head.slice(0, -1);
        if (labels.has(label)) fail(lineNo, `duplicate label "${label}"`);
        labels.add(label);
        pendingLabels.push(label);
        [head, ...args] = args;
      }
      if (head === undefined) continue;
      const v = (version ??= 1);
      const pieces = assembleOp(head, args, v, lineNo);
      instructions.push({ line: lineNo, pieces, labelAt: pendingLabels });
      pendingLabels = [];
    }
  }
  if (pendingLabels.length > 0)
    instructions.push({ line: lines.length, pieces: [], labelAt: pendingLabels });
  const v = version ?? 1;

  function assembleOp(name: string, args: string[], v: number, line: number): Piece[] {
    switch (name) {
      case 'int': {
        if (args.length !== 1)
          fail(line, 'int needs one immediate argument, was given ' + args.length);
        const value = NAMED_INTS[args[0] ?? ''] ?? parseUint64(args[0] ?? '');
        if (value === undefined) fail(line, `unable to parse "${args[0]}" as integer`);
        return constant('int', value, line);
      }
      case 'byte': {
        const parsed = parseBytes(args, 0);
        if (typeof parsed === 'string') return fail(line, parsed);
        if (parsed.used !== args.length) fail(line, 'byte with extra arguments');
        return constant('byte', parsed.bytes, line);
      }
      case 'addr': {
        if (args.length !== 1) fail(line, 'addr needs one immediate argument');
        const bytes = decodeBase32(args[0] ?? '');
        if (!bytes || bytes.length !== 36) fail(line, `failed to decode address ${args[0]}`);
        const key = bytes.slice(0, 32);
        const check = sha512_256(key).slice(28);
        if (hex(check) !== hex(bytes.slice(32))) fail(line, `failed to decode address ${args[0]}`);
        return constant('byte', key, line);
      }
      case 'method': {
        if (args.length !== 1 || !args[0]?.startsWith('"'))
          fail(line, 'method needs one string argument');
        const signature = decodeString(args[0] ?? '""') ?? fail(line, 'invalid method signature');
        const selector = sha512_256(signature).slice(0, 4);
        return constant('byte', selector, line);
      }
    }
    const arrayForm = ARRAY_FORMS[name];
    const base = opByName(name);
    if (arrayForm && base && args.length === base.immediates.length + 1) {
      return assembleOp(arrayForm, args, v, line);
    }
    const op = base ?? fail(line, `unknown opcode: ${name}`);
    if (op.minVersion > v) fail(line, `${name} opcode was introduced in v${op.minVersion}`);
    return encodeOp(op, args, v, line);
  }

  function encodeOp(op: OpSpec, args: string[], v: number, line: number): Piece[] {
    const out: number[] = [op.code];
    const pieces: Piece[] = [];
    const flush = () => {
      if (out.length > 0) pieces.push({ kind: 'bytes', bytes: out.splice(0) });
    };
    const single = op.immediates.every(
      (imm) => !['labels', 'varuints', 'bytesList', 'bytes'].includes(imm.kind),
    );
    if (single && args.length !== op.immediates.length) {
      fail(line, `${op.name} expects ${op.immediates.length} immediate arguments`);
    }
    let at = 0;
    for (const imm of op.immediates) {
      const arg = args[at];
      switch (imm.kind) {
        case 'uint8': {
          const value = parseUint64(arg ?? '');
          if (value === undefined || value > 255n)
            fail(line, `${op.name} ${imm.name} must be 0..255: ${arg}`);
          out.push(Number(value));
          at++;
          break;
        }
        case 'int8': {
          const value = /^-?\d+$/.test(arg ?? '') ? Number(arg) : NaN;
          if (!(value >= -128 && value <= 127))
            fail(line, `${op.name} ${imm.name} must be -128..127: ${arg}`);
          out.push(value & 0xff);
          at++;
          break;
        }
        case 'field': {
          const group = imm.group ?? fail(line, `${op.name} has no field group`);
          const field = immediateFieldByName(op.name, group, arg ?? '');
          if (!field) fail(line, `${op.name} unknown field: "${arg}"`);
          if (field.minVersion > v)
            fail(
              line,
              `${op.name} ${arg} field was introduced in v${field.minVersion}. Missed #pragma version?`,
            );
          if (
            group === 'txn-fields' &&
            fieldByName('txna-fields', field.name) &&
            op.name !== 'itxn_field'
          ) {
            fail(line, `${op.name} unknown field: "${arg}"`);
          }
          out.push(field.index);
          at++;
          break;
        }
        case 'label': {
          if (arg === undefined) fail(line, `${op.name} needs a label`);
          flush();
          pieces.push({ kind: 'label', name: arg, line });
          at++;
          break;
        }
        case 'labels': {
          const targets = args.slice(at);
          if (targets.length > 255) fail(line, `${op.name} cannot take more than 255 labels`);
          out.push(targets.length);
          flush();
          for (const t of targets) pieces.push({ kind: 'label', name: t, line });
          at = args.length;
          break;
        }
        case 'varuint': {
          const value = parseUint64(arg ?? '') ?? NAMED_INTS[arg ?? ''];
          if (value === undefined) fail(line, `unable to parse "${arg}" as integer`);
          out.push(...encodeUvarint(value));
          at++;
          break;
        }
        case 'varuints': {
          const values = args
            .slice(at)
            .map(
              (a) =>
                NAMED_INTS[a] ?? parseUint64(a) ?? fail(line, `unable to parse "${a}" as integer`),
            );
          out.push(...encodeUvarint(BigInt(values.length)));
          for (const value of values) out.push(...encodeUvarint(value));
          if (op.name === 'intcblock') {
            if (intRefs.length > 0) fail(line, 'intcblock after int pseudo-ops is not supported');
            explicitInts = values;
            intBlocks++;
          }
          at = args.length;
          break;
        }
        case 'bytes':
        case 'bytesList': {
          const values: Uint8Array[] = [];
          while (at < args.length) {
            const parsed = parseBytes(args, at);
            if (typeof parsed === 'string') return fail(line, parsed);
            values.push(parsed.bytes);
            at += parsed.used;
            if (imm.kind === 'bytes') break;
          }
          if (imm.kind === 'bytes') {
            const [value] = values;
            if (!value || at !== args.length) fail(line, `${op.name} needs one byte constant`);
            out.push(...encodeUvarint(BigInt(value.length)), ...value);
          } else {
            out.push(...encodeUvarint(BigInt(values.length)));
            for (const value of values) out.push(...encodeUvarint(BigInt(value.length)), ...value);
            if (op.name === 'bytecblock') {
              if (byteRefs.length > 0)
                fail(line, 'bytecblock after byte pseudo-ops is not supported');
              explicitBytes = values;
              byteBlocks++;
            }
          }
          break;
        }
      }
    }
    flush();
    return pieces;
  }

  // Constant blocks from the pseudo-ops.
  const ints = buildBlock(intRefs, (a, b) => a === b, v);
  const bytes = buildBlock(byteRefs, (a, b) => hex(a) === hex(b), v);
  const prefix: number[] = [];
  if (ints.length > 0) {
    prefix.push(0x20, ...encodeUvarint(BigInt(ints.length)));
    for (const value of ints) prefix.push(...encodeUvarint(value));
  }
  if (bytes.length > 0) {
    prefix.push(0x26, ...encodeUvarint(BigInt(bytes.length)));
    for (const value of bytes) prefix.push(...encodeUvarint(BigInt(value.length)), ...value);
  }
  const pushAllowed = v >= 3;
  const intPiece = (value: bigint, line: number): number[] => {
    const i = ints.indexOf(value);
    if (i >= 0) return i < 4 ? [0x22 + i] : [0x21, i];
    if (!pushAllowed) return fail(line, `int ${value} is not in the intcblock`);
    return [0x81, ...encodeUvarint(value)];
  };
  const bytePiece = (value: Uint8Array, line: number): number[] => {
    const i = bytes.findIndex((b) => hex(b) === hex(value));
    if (i >= 0) return i < 4 ? [0x28 + i] : [0x27, i];
    if (!pushAllowed) return fail(line, `byte 0x${hex(value)} is not in the bytecblock`);
    return [0x80, ...encodeUvarint(BigInt(value.length)), ...value];
  };

  // Lay out the code, then resolve branch offsets (relative to the end of each instruction).
  const code: number[] = [v, ...prefix];
  const lineAt = new Map<number, number>([[0, 0]]);
  const labelPos = new Map<string, number>();
  const fixups: { at: number; from: number; name: string; line: number }[] = [];
  for (const ins of instructions) {
    for (const label of ins.labelAt ?? []) labelPos.set(label, code.length);
    const start = code.length;
    if (ins.pieces.length > 0) lineAt.set(start, ins.line - 1);
    const mine: { at: number; name: string; line: number }[] = [];
    for (const piece of ins.pieces) {
      if (piece.kind === 'bytes') code.push(...piece.bytes);
      else if (piece.kind === 'int') code.push(...intPiece(piece.value, ins.line));
      else if (piece.kind === 'byte') code.push(...bytePiece(piece.value, ins.line));
      else {
        mine.push({ at: code.length, name: piece.name, line: piece.line });
        code.push(0, 0);
      }
    }
    if (code.length === start && ins.pieces.length > 0) fail(ins.line, 'empty instruction');
    for (const m of mine) fixups.push({ ...m, from: code.length });
  }
  for (const f of fixups) {
    const target = labelPos.get(f.name);
    if (target === undefined) fail(f.line, `reference to undefined label "${f.name}"`);
    const offset = target - f.from;
    if (v < 4 && offset < 0)
      fail(f.line, `label "${f.name}" is a back reference, back jump support was introduced in v4`);
    if (offset > 0x7fff || offset < -0x8000) fail(f.line, `label "${f.name}" is too far away`);
    code[f.at] = (offset >> 8) & 0xff;
    code[f.at + 1] = offset & 0xff;
  }
  return { program: Uint8Array.from(code), version: v, lines: lineAt };
}

/**
 * Orders the pseudo-ops' constants into a block: from v4 by use count (first use breaking ties)
 * leaving out the values used once (they are pushed), before v4 all of them by first use.
 */
function buildBlock<T>(refs: readonly T[], same: (a: T, b: T) => boolean, version: number): T[] {
  const counted: { value: T; count: number }[] = [];
  for (const ref of refs) {
    const seen = counted.find((c) => same(c.value, ref));
    if (seen) seen.count++;
    else counted.push({ value: ref, count: 1 });
  }
  if (version < 4) return counted.map((c) => c.value);
  return counted
    .map((c, i) => ({ ...c, i }))
    .sort((a, b) => b.count - a.count || a.i - b.i)
    .filter((c) => c.count > 1)
    .map((c) => c.value);
}

/** pushint / pushbytes of a constant. */
function pushBytesOf(value: bigint | Uint8Array): number[] {
  if (typeof value === 'bigint') return [0x81, ...encodeUvarint(value)];
  return [0x80, ...encodeUvarint(BigInt(value.length)), ...value];
}

/** The ARC-4 method selector of a signature. */
export function methodSelector(signature: string): Uint8Array {
  return sha512_256(new TextEncoder().encode(signature)).slice(0, 4);
}
