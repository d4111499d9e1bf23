/**
 * Opcodes that need nothing but the machine: flow control, stack and scratch, constants,
 * uint64 arithmetic, byte-array manipulation and arithmetic, hashes, log, txn and global fields.
 * Written from the specs' opcode descriptions; error texts are algod's.
 */
import { sha256, sha512_256 } from '@noble/hashes/sha2.js';
import { keccak_256, sha3_256 } from '@noble/hashes/sha3.js';
import type { Instruction } from './decode';
import type { StackValue } from './ledger';
import {
  MAX_LOG_BYTES,
  MAX_LOGS,
  MAX_UINT64,
  MAX_VALUE_BYTES,
  asBytes,
  asUint,
  bigToBytes,
  bytesToBig,
  fail,
  sameValue,
  uint64Bytes,
  type Machine,
} from './machine';
import { fieldByIndex } from './opcodes';

export type Handler = (m: Machine, ins: Instruction) => void;

const num = (ins: Instruction, k: number) => ins.imms[k] as number;

function binaryUint(f: (a: bigint, b: bigint) => bigint | boolean): Handler {
  return (m) => {
    const b = m.popUint();
    const a = m.popUint();
    const r = f(a, b);
    m.push(typeof r === 'boolean' ? (r ? 1n : 0n) : r);
  };
}

function checked(op: string, value: bigint): bigint {
  if (value > MAX_UINT64) fail(`${op} overflowed`);
  return value;
}

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

const bitLength = (n: bigint) => (n === 0n ? 0 : n.toString(2).length);

/** A byte-math operand: at most 64 bytes, read as a big-endian unsigned integer. */
function bigOperand(value: StackValue): bigint {
  const bytes = asBytes(value);
  if (bytes.length > 64) fail('math attempted on large byte-array');
  return bytesToBig(bytes);
}

function byteMath(f: (a: bigint, b: bigint) => bigint | boolean): Handler {
  return (m) => {
    const b = bigOperand(m.pop());
    const a = bigOperand(m.pop());
    const r = f(a, b);
    if (typeof r === 'boolean') m.pushBool(r);
    else m.push(bigToBytes(r));
  };
}

/** b|, b&, b^: the shorter operand is zero-padded on the left to the longer one's length. */
function byteLogic(f: (a: number, b: number) => number): Handler {
  return (m) => {
    const b = m.popBytes();
    const a = m.popBytes();
    const n = Math.max(a.length, b.length);
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      out[i] = f(a[i - (n - a.length)] ?? 0, b[i - (n - b.length)] ?? 0) & 0xff;
    }
    m.push(out);
  };
}

function extractRange(bytes: Uint8Array, start: number, length: number): Uint8Array {
  const end = start + length;
  if (start > bytes.length) fail(`extraction start ${start} is beyond length: ${bytes.length}`);
  if (end > bytes.length) fail(`extraction end ${end} is beyond length: ${bytes.length}`);
  return bytes.slice(start, end);
}

function extractUint(width: number): Handler {
  return (m) => {
    const start = m.popUint();
    const bytes = m.popBytes();
    if (start > BigInt(bytes.length))
      fail(`extraction start ${start} is beyond length: ${bytes.length}`);
    m.push(bytesToBig(extractRange(bytes, Number(start), width)));
  };
}

function substring(m: Machine, bytes: Uint8Array, start: bigint, end: bigint): void {
  if (end < start || end > BigInt(bytes.length)) fail('substring range beyond length of string');
  m.push(bytes.slice(Number(start), Number(end)));
}

function replace(m: Machine, target: Uint8Array, start: bigint, part: Uint8Array): void {
  if (start + BigInt(part.length) > BigInt(target.length)) {
    fail(`replacement end ${start + BigInt(part.length)} beyond original length: ${target.length}`);
  }
  const out = target.slice();
  out.set(part, Number(start));
  m.push(out);
}

function hash(f: (data: Uint8Array) => Uint8Array): Handler {
  return (m) => m.push(f(m.popBytes()));
}

/** Reads field `name` of a group member; array fields need `index`. */
function txnValue(m: Machine, txnIndex: number, name: string, index?: number): StackValue {
  const view = m.ctx.group[txnIndex];
  if (!view) fail(`txn index ${txnIndex}, len(group) is ${m.ctx.group.length}`);
  if (index === undefined) return view.field(name);
  const value = view.arrayField(name, index);
  if (value === undefined) fail(`invalid ${name} index ${index}`);
  return value;
}

export const txnField = (ins: Instruction, k: number) =>
  fieldByIndex('txn-fields', num(ins, k))?.name ?? fail('invalid txn field');
export const txnaField = (ins: Instruction, k: number) =>
  fieldByIndex('txna-fields', num(ins, k))?.name ?? fail('invalid txna field');

function groupIndexArg(m: Machine, value: bigint): number {
  if (value >= BigInt(m.ctx.group.length))
    fail(`gtxns lookup TxnGroup[${value}] but it only has ${m.ctx.group.length}`);
  return Number(value);
}

function globalValue(m: Machine, name: string): StackValue {
  if (name === 'OpcodeBudget') return BigInt(Math.max(m.ctx.budget.remaining, 0));
  if (name === 'GroupSize') return BigInt(m.ctx.group.length);
  if (name === 'LogicSigVersion') return 12n;
  if (name === 'ZeroAddress') return new Uint8Array(32);
  if (name === 'CurrentApplicationID' && m.ctx.appId !== undefined) return m.ctx.appId;
  const value = m.ctx.globals?.(name) ?? m.ctx.ledger?.globalField(name);
  if (value === undefined) fail(`global ${name} is not available here`);
  return value;
}

function scratchIndex(value: bigint): number {
  if (value > 255n) fail(`invalid Scratch index ${value}`);
  return Number(value);
}

/** Fails unless the stack holds `need` values; algod names the immediate `n`. */
function depth(m: Machine, need: number, op: string, n: number): void {
  if (m.stack.length < need) fail(`${op} ${n} with stack size = ${m.stack.length}`);
}

/** Branch from a switch/match table, or fall through when `i` is past its end. */
function branchTable(m: Machine, ins: Instruction, i: bigint): void {
  const targets = ins.imms[0] as readonly number[];
  if (i < BigInt(targets.length)) m.jump(targets[Number(i)] ?? 0);
}

export const CORE_OPS: Readonly<Record<string, Handler>> = {
  // Flow control
  err: () => fail('err opcode executed'),
  assert: (m, ins) => {
    if (m.popUint() === 0n) fail(`assert failed pc=${ins.pc}`);
  },
  return: (m) => {
    const value = m.pop();
    m.stack.length = 0;
    m.push(value);
    m.done = true;
  },
  b: (m, ins) => m.jump(num(ins, 0)),
  bz: (m, ins) => {
    if (m.popUint() === 0n) m.jump(num(ins, 0));
  },
  bnz: (m, ins) => {
    if (m.popUint() !== 0n) m.jump(num(ins, 0));
  },
  switch: (m, ins) => branchTable(m, ins, m.popUint()),
  match: (m, ins) => {
    const n = (ins.imms[0] as readonly number[]).length;
    if (m.stack.length < n + 1) {
      fail(`match expects ${n + 1} stack args while stack only contains ${m.stack.length}`);
    }
    const b = m.pop();
    const candidates = m.popN(n);
    const i = candidates.findIndex((c) => sameValue(c, b));
    if (i >= 0) branchTable(m, ins, BigInt(i));
  },
  callsub: (m, ins) => {
    const target = num(ins, 0);
    m.frames.push({
      returnPc: ins.pc + ins.size,
      height: m.stack.length,
      args: 0,
      returns: 0,
      proto: false,
    });
    // Only a proto that is the callsub's target may declare the frame.
    m.protoPc = target;
    m.jump(target);
  },
  proto: (m, ins) => {
    const frame = m.frames[m.frames.length - 1];
    if (!frame || m.protoPc !== ins.pc || frame.proto) fail('proto was executed without a callsub');
    m.protoPc = -1;
    const args = num(ins, 0);
    if (args > m.stack.length)
      fail(`callsub to proto that requires ${args} args with stack height ${m.stack.length}`);
    frame.args = args;
    frame.returns = num(ins, 1);
    frame.proto = true;
  },
  retsub: (m) => {
    const frame = m.frames.pop();
    if (!frame) fail('retsub with empty callstack');
    if (frame.proto) {
      const expect = frame.height + frame.returns;
      if (m.stack.length < expect) {
        if (m.stack.length < frame.height)
          fail('retsub executed with stack below frame. Did you pop args?');
        if (m.stack.length === frame.height) {
          fail(`retsub executed with no return values on stack. proto declared ${frame.returns}`);
        }
        fail(
          `retsub executed with ${m.stack.length - frame.height} return values on stack. proto declared ${frame.returns}`,
        );
      }
      // The return values are the R slots just above the arguments, not the top of the stack.
      const returns = m.stack.slice(frame.height, expect);
      m.stack.length = frame.height - frame.args;
      m.stack.push(...returns);
    }
    m.jump(frame.returnPc);
  },
  frame_dig: (m, ins) => {
    const frame = m.frames[m.frames.length - 1];
    if (!frame) fail('frame_dig with empty callstack');
    const i = num(ins, 0);
    if (frame.proto && -i > frame.args) fail(`frame_dig ${i} in sub with ${frame.args} args`);
    const at = frame.height + i;
    if (at >= m.stack.length) fail('frame_dig above stack');
    if (at < 0) fail('frame_dig below stack');
    m.push(m.stack[at] ?? 0n);
  },
  frame_bury: (m, ins) => {
    const frame = m.frames[m.frames.length - 1];
    if (!frame) fail('frame_bury with empty callstack');
    const i = num(ins, 0);
    if (frame.proto && -i > frame.args) fail(`frame_bury ${i} in sub with ${frame.args} args`);
    const at = frame.height + i;
    // The value to bury is on top: the slot must lie below it.
    if (at >= m.stack.length - 1) fail('frame_bury above stack');
    if (at < 0) fail('frame_bury below stack');
    m.stack[at] = m.pop();
  },

  // Stack
  pop: (m) => void m.pop(),
  popn: (m, ins) => {
    const n = num(ins, 0);
    if (n > m.stack.length) fail(`popn ${n} while stack contains ${m.stack.length}`);
    m.stack.length -= n;
  },
  dup: (m) => {
    const a = m.pop();
    m.push(a);
    m.push(a);
  },
  dup2: (m) => {
    const [a, b] = m.popN(2) as [StackValue, StackValue];
    m.stack.push(a, b, a, b);
  },
  dupn: (m, ins) => {
    const a = m.pop();
    m.push(a);
    for (let i = 0; i < num(ins, 0); i++) m.push(a);
  },
  dig: (m, ins) => {
    depth(m, num(ins, 0) + 1, 'dig', num(ins, 0));
    m.push(m.stack[m.stack.length - 1 - num(ins, 0)] ?? 0n);
  },
  bury: (m, ins) => {
    const n = num(ins, 0);
    if (n === 0 || n > m.stack.length - 1) fail('bury outside stack');
    const a = m.pop();
    m.stack[m.stack.length - n] = a;
  },
  cover: (m, ins) => {
    const n = num(ins, 0);
    depth(m, n + 1, 'cover', n);
    const a = m.pop();
    m.stack.splice(m.stack.length - n, 0, a);
  },
  uncover: (m, ins) => {
    const n = num(ins, 0);
    depth(m, n + 1, 'uncover', n);
    const [a] = m.stack.splice(m.stack.length - 1 - n, 1);
    m.push(a ?? 0n);
  },
  swap: (m) => {
    const [a, b] = m.popN(2) as [StackValue, StackValue];
    m.stack.push(b, a);
  },
  select: (m) => {
    const c = m.popUint();
    const [a, b] = m.popN(2) as [StackValue, StackValue];
    m.push(c !== 0n ? b : a);
  },

  // Constants
  intcblock: (m, ins) => {
    m.intc = ins.imms[0] as bigint[];
  },
  bytecblock: (m, ins) => {
    m.bytec = ins.imms[0] as Uint8Array[];
  },
  ...Object.fromEntries(
    [0, 1, 2, 3].flatMap((i) => [
      [`intc_${i}`, ((m) => pushIntc(m, i)) as Handler],
      [`bytec_${i}`, ((m) => pushBytec(m, i)) as Handler],
      [`arg_${i}`, ((m) => pushArg(m, i)) as Handler],
    ]),
  ),
  intc: (m, ins) => pushIntc(m, num(ins, 0)),
  bytec: (m, ins) => pushBytec(m, num(ins, 0)),
  arg: (m, ins) => pushArg(m, num(ins, 0)),
  args: (m) => {
    const i = m.popUint();
    pushArg(m, i > 255n ? 256 : Number(i));
  },
  pushint: (m, ins) => m.push(ins.imms[0] as bigint),
  pushints: (m, ins) => {
    for (const v of ins.imms[0] as bigint[]) m.push(v);
  },
  pushbytes: (m, ins) => m.push(ins.imms[0] as Uint8Array),
  pushbytess: (m, ins) => {
    for (const v of ins.imms[0] as Uint8Array[]) m.push(v);
  },

  // Scratch space
  load: (m, ins) => m.push(m.scratch[num(ins, 0)] ?? 0n),
  store: (m, ins) => {
    m.scratch[num(ins, 0)] = m.pop();
  },
  loads: (m) => m.push(m.scratch[scratchIndex(m.popUint())] ?? 0n),
  stores: (m) => {
    const value = m.pop();
    m.scratch[scratchIndex(m.popUint())] = value;
  },

  // uint64 arithmetic and logic
  '+': binaryUint((a, b) => checked('+', a + b)),
  '-': binaryUint((a, b) => (b > a ? fail('- would result negative') : a - b)),
  '*': binaryUint((a, b) => checked('*', a * b)),
  '/': binaryUint((a, b) => (b === 0n ? fail('/ 0') : a / b)),
  '%': binaryUint((a, b) => (b === 0n ? fail('% 0') : a % b)),
  '<': binaryUint((a, b) => a < b),
  '>': binaryUint((a, b) => a > b),
  '<=': binaryUint((a, b) => a <= b),
  '>=': binaryUint((a, b) => a >= b),
  '&&': binaryUint((a, b) => a !== 0n && b !== 0n),
  '||': binaryUint((a, b) => a !== 0n || b !== 0n),
  '|': binaryUint((a, b) => a | b),
  '&': binaryUint((a, b) => a & b),
  '^': binaryUint((a, b) => a ^ b),
  '~': (m) => m.push(MAX_UINT64 ^ m.popUint()),
  '!': (m) => m.pushBool(m.popUint() === 0n),
  '==': (m) => {
    const [a, b] = m.popN(2) as [StackValue, StackValue];
    m.pushBool(sameValue(a, b));
  },
  '!=': (m) => {
    const [a, b] = m.popN(2) as [StackValue, StackValue];
    m.pushBool(!sameValue(a, b));
  },
  shl: binaryUint((a, b) => (b > 63n ? fail(`shl arg too big, (${b})`) : (a << b) & MAX_UINT64)),
  shr: binaryUint((a, b) => (b > 63n ? fail(`shr arg too big, (${b})`) : a >> b)),
  sqrt: (m) => m.push(isqrt(m.popUint())),
  bitlen: (m) => {
    const a = m.pop();
    m.push(BigInt(bitLength(typeof a === 'bigint' ? a : bytesToBig(a))));
  },
  exp: binaryUint((a, b) => {
    if (a === 0n && b === 0n) fail('0^0 is undefined');
    if (a > 1n && b > 64n) fail(`${a}^${b} overflow`);
    const r = a ** b;
    return r > MAX_UINT64 ? fail(`${a}^${b} overflow`) : r;
  }),
  expw: (m) => {
    const b = m.popUint();
    const a = m.popUint();
    if (a === 0n && b === 0n) fail('0^0 is undefined');
    if (a > 1n && b > 128n) fail(`${a}^${b} overflow`);
    const r = a ** b;
    if (r >> 128n !== 0n) fail(`${a}^${b} overflow`);
    m.stack.push(r >> 64n, r & MAX_UINT64);
  },
  mulw: (m) => {
    const r = m.popUint() * m.popUint();
    m.stack.push(r >> 64n, r & MAX_UINT64);
  },
  addw: (m) => {
    const r = m.popUint() + m.popUint();
    m.stack.push(r >> 64n, r & MAX_UINT64);
  },
  divw: (m) => {
    const c = m.popUint();
    const b = m.popUint();
    const a = m.popUint();
    if (c === 0n) fail('divw 0');
    if (c <= a) fail(`divw overflow: ${c} <= ${a}`);
    const q = ((a << 64n) | b) / c;
    m.push(q);
  },
  divmodw: (m) => {
    const [a, b, c, d] = m.popN(4).map(asUint) as [bigint, bigint, bigint, bigint];
    const divisor = (c << 64n) | d;
    if (divisor === 0n) fail('/ 0');
    const dividend = (a << 64n) | b;
    const q = dividend / divisor;
    const r = dividend % divisor;
    m.stack.push(q >> 64n, q & MAX_UINT64, r >> 64n, r & MAX_UINT64);
  },
  itob: (m) => m.push(uint64Bytes(m.popUint())),
  btoi: (m) => {
    const a = m.popBytes();
    if (a.length > 8) fail(`btoi arg too long, got ${a.length} bytes`);
    m.push(bytesToBig(a));
  },

  // Byte arrays
  len: (m) => m.push(BigInt(m.popBytes().length)),
  concat: (m) => {
    const b = m.popBytes();
    const a = m.popBytes();
    const out = new Uint8Array(a.length + b.length);
    out.set(a);
    out.set(b, a.length);
    m.pushBytes(out, 'concat');
  },
  substring: (m, ins) => substring(m, m.popBytes(), BigInt(num(ins, 0)), BigInt(num(ins, 1))),
  substring3: (m) => {
    const c = m.popUint();
    const b = m.popUint();
    substring(m, m.popBytes(), b, c);
  },
  extract: (m, ins) => {
    const bytes = m.popBytes();
    const start = num(ins, 0);
    // extract S 0 takes everything from S on.
    const length = num(ins, 1) === 0 ? bytes.length - start : num(ins, 1);
    if (start > bytes.length) fail(`extraction start ${start} is beyond length: ${bytes.length}`);
    m.push(extractRange(bytes, start, length));
  },
  extract3: (m) => {
    const c = m.popUint();
    const b = m.popUint();
    const bytes = m.popBytes();
    if (b > BigInt(bytes.length)) fail(`extraction start ${b} is beyond length: ${bytes.length}`);
    if (b + c > BigInt(bytes.length))
      fail(`extraction end ${b + c} is beyond length: ${bytes.length}`);
    m.push(bytes.slice(Number(b), Number(b + c)));
  },
  extract_uint16: extractUint(2),
  extract_uint32: extractUint(4),
  extract_uint64: extractUint(8),
  replace2: (m, ins) => {
    const part = m.popBytes();
    replace(m, m.popBytes(), BigInt(num(ins, 0)), part);
  },
  replace3: (m) => {
    const part = m.popBytes();
    const start = m.popUint();
    replace(m, m.popBytes(), start, part);
  },
  getbyte: (m) => {
    const i = m.popUint();
    const bytes = m.popBytes();
    if (i >= BigInt(bytes.length)) fail('getbyte index beyond array length');
    m.push(BigInt(bytes[Number(i)] ?? 0));
  },
  setbyte: (m) => {
    const c = m.popUint();
    const i = m.popUint();
    const bytes = m.popBytes();
    if (i >= BigInt(bytes.length)) fail('setbyte index beyond array length');
    if (c > 255n) fail(`setbyte value ${c} > 255`);
    const out = bytes.slice();
    out[Number(i)] = Number(c);
    m.push(out);
  },
  getbit: (m) => {
    const i = m.popUint();
    const a = m.pop();
    if (typeof a === 'bigint') {
      if (i > 63n) fail('getbit index > 63 with Uint');
      m.push((a >> i) & 1n);
      return;
    }
    // Bit 0 of a byte array is the leftmost bit of its first byte.
    if (i >= BigInt(a.length * 8)) fail('getbit index beyond byteslice');
    const byte = a[Number(i / 8n)] ?? 0;
    m.push(BigInt((byte >> (7 - Number(i % 8n))) & 1));
  },
  setbit: (m) => {
    const c = m.popUint();
    const i = m.popUint();
    const a = m.pop();
    if (c > 1n) fail('setbit value > 1');
    if (typeof a === 'bigint') {
      if (i > 63n) fail('setbit index > 63 with Uint');
      m.push(c === 1n ? a | (1n << i) : a & ~(1n << i) & MAX_UINT64);
      return;
    }
    if (i >= BigInt(a.length * 8)) fail('setbit index beyond byteslice');
    const out = a.slice();
    const at = Number(i / 8n);
    const mask = 1 << (7 - Number(i % 8n));
    out[at] = c === 1n ? (out[at] ?? 0) | mask : (out[at] ?? 0) & ~mask;
    m.push(out);
  },
  bzero: (m) => {
    const n = m.popUint();
    if (n > BigInt(MAX_VALUE_BYTES)) fail(`bzero attempted to create a too large string`);
    m.push(new Uint8Array(Number(n)));
  },

  // Byte-array arithmetic (operands up to 64 bytes)
  'b+': byteMath((a, b) => a + b),
  'b-': byteMath((a, b) => (b > a ? fail('byte math would have negative result') : a - b)),
  'b*': byteMath((a, b) => a * b),
  'b/': byteMath((a, b) => (b === 0n ? fail('division by zero') : a / b)),
  'b%': byteMath((a, b) => (b === 0n ? fail('modulo by zero') : a % b)),
  'b<': byteMath((a, b) => a < b),
  'b>': byteMath((a, b) => a > b),
  'b<=': byteMath((a, b) => a <= b),
  'b>=': byteMath((a, b) => a >= b),
  'b==': byteMath((a, b) => a === b),
  'b!=': byteMath((a, b) => a !== b),
  'b|': byteLogic((a, b) => a | b),
  'b&': byteLogic((a, b) => a & b),
  'b^': byteLogic((a, b) => a ^ b),
  'b~': (m) => m.push(m.popBytes().map((x) => ~x & 0xff)),
  bsqrt: (m) => m.push(bigToBytes(isqrt(bigOperand(m.pop())))),

  // Hashes
  sha256: hash(sha256),
  keccak256: hash(keccak_256),
  sha512_256: hash(sha512_256),
  sha3_256: hash(sha3_256),

  // Transaction and global fields
  txn: (m, ins) => m.push(txnValue(m, m.ctx.groupIndex, txnField(ins, 0))),
  txna: (m, ins) => m.push(txnValue(m, m.ctx.groupIndex, txnaField(ins, 0), num(ins, 1))),
  txnas: (m, ins) => {
    const i = m.popUint();
    m.push(txnValue(m, m.ctx.groupIndex, txnaField(ins, 0), Number(i)));
  },
  gtxn: (m, ins) => m.push(txnValue(m, num(ins, 0), txnField(ins, 1))),
  gtxna: (m, ins) => m.push(txnValue(m, num(ins, 0), txnaField(ins, 1), num(ins, 2))),
  gtxnas: (m, ins) => {
    const i = m.popUint();
    m.push(txnValue(m, num(ins, 0), txnaField(ins, 1), Number(i)));
  },
  gtxns: (m, ins) => m.push(txnValue(m, groupIndexArg(m, m.popUint()), txnField(ins, 0))),
  gtxnsa: (m, ins) =>
    m.push(txnValue(m, groupIndexArg(m, m.popUint()), txnaField(ins, 0), num(ins, 1))),
  gtxnsas: (m, ins) => {
    const i = m.popUint();
    m.push(txnValue(m, groupIndexArg(m, m.popUint()), txnaField(ins, 0), Number(i)));
  },
  global: (m, ins) =>
    m.push(globalValue(m, fieldByIndex('global-fields', num(ins, 0))?.name ?? '')),

  log: (m) => {
    const value = m.popBytes();
    if (m.logs.length >= MAX_LOGS)
      fail(`too many log calls in program. up to ${MAX_LOGS} is allowed.`);
    if (m.logBytes + value.length > MAX_LOG_BYTES) {
      fail(
        `program logs too large. ${m.logBytes + value.length} bytes >  ${MAX_LOG_BYTES} bytes limit`,
      );
    }
    m.logBytes += value.length;
    m.logs.push(value);
  },
};

function pushIntc(m: Machine, i: number): void {
  const value = m.intc[i];
  if (value === undefined) fail(`intc ${i} beyond ${m.intc.length} constants`);
  m.push(value);
}

function pushBytec(m: Machine, i: number): void {
  const value = m.bytec[i];
  if (value === undefined) fail(`bytec ${i} beyond ${m.bytec.length} constants`);
  m.push(value);
}

function pushArg(m: Machine, i: number): void {
  const value = m.ctx.args?.[i];
  if (value === undefined) fail(`cannot load arg[${i}] of ${m.ctx.args?.length ?? 0}`);
  m.push(value);
}
