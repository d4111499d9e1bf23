import {
  ABIAddressType,
  ABIArrayDynamicType,
  ABIArrayStaticType,
  ABIBoolType,
  ABIByteType,
  ABIStringType,
  ABITupleType,
  ABIType,
  ABIUfixedType,
  ABIUintType,
  type ABIValue,
} from 'algosdk';
import { bytesToHex } from '../encoding/hex';
import { methodSelectorHex, type AbiMethodSpec } from './method-spec';

// An application call's arguments read by its ARC-4 method (issue 39): all of them or none. A
// value is taken only when encoding it again gives back exactly the bytes that were sent, so
// trailing bytes, a non-canonical bool or a length that runs past the end are refused, never
// shown half-decoded. Strings must be UTF-8.

/** A decoded ARC-4 value, by the shape a review shows it in. */
export type AbiValue =
  | { kind: 'uint'; type: string; value: bigint }
  | { kind: 'ufixed'; type: string; value: bigint; precision: number }
  | { kind: 'bool'; value: boolean }
  | { kind: 'byte'; value: number }
  | { kind: 'address'; value: string }
  | { kind: 'string'; value: string }
  | { kind: 'bytes'; type: string; value: Uint8Array }
  | { kind: 'array'; type: string; items: AbiValue[] }
  | { kind: 'tuple'; type: string; items: AbiValue[] }
  | { kind: 'account'; index: number; address: string }
  | { kind: 'asset'; index: number; id: bigint }
  | { kind: 'application'; index: number; id: bigint }
  /** A transaction argument: the group member `groupIndex`, reviewed as itself. */
  | { kind: 'transaction'; type: string; groupIndex: number };

export interface DecodedArg {
  name: string;
  type: string;
  value: AbiValue;
}

export type MalformedReason =
  | 'argument-count'
  | 'not-canonical'
  | 'not-utf8'
  | 'reference-out-of-range'
  | 'no-transaction-before';

export type DecodedCall =
  /** No arguments: a bare call (create, opt-in, close-out... with no method). */
  | { kind: 'bare' }
  /** A selector no known method has (or the first argument is not 4 bytes long). */
  | { kind: 'unknown'; selector: string }
  | { kind: 'call'; method: AbiMethodSpec; selector: string; args: DecodedArg[] }
  /** The method is known but its arguments do not decode: refused whole, with the reason. */
  | {
      kind: 'malformed';
      method: AbiMethodSpec;
      selector: string;
      reason: MalformedReason;
      arg?: string;
    };

/** What an app call's reference arguments point into, and where the call sits in its group. */
export interface CallContext {
  sender: string;
  appId: bigint;
  /** Foreign accounts, assets and apps of the call, in order. */
  accounts: readonly string[];
  assets: readonly bigint[];
  apps: readonly bigint[];
  /** The call's index in its group: transaction arguments are the members just before it. */
  groupIndex: number;
}

const TRANSACTION_TYPES = new Set(['txn', 'pay', 'keyreg', 'acfg', 'axfer', 'afrz', 'appl']);
const REFERENCE_TYPES = new Set(['account', 'asset', 'application']);
/** ApplicationArgs holds the selector and 15 values; the rest travel as one tuple in the 15th. */
const MAX_APP_ARGS = 16;

class Malformed extends Error {
  constructor(
    readonly reason: MalformedReason,
    readonly arg?: string,
  ) {
    super(reason);
  }
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The algosdk value of `type` as an AbiValue, checking UTF-8 where the bytes are at hand. */
function toValue(type: ABIType, value: ABIValue, arg: string): AbiValue {
  const name = type.toString();
  if (type instanceof ABIUintType)
    return { kind: 'uint', type: name, value: BigInt(value as bigint) };
  if (type instanceof ABIUfixedType)
    return {
      kind: 'ufixed',
      type: name,
      value: BigInt(value as bigint),
      precision: type.precision,
    };
  if (type instanceof ABIBoolType) return { kind: 'bool', value: value as boolean };
  if (type instanceof ABIByteType) return { kind: 'byte', value: Number(value) };
  if (type instanceof ABIAddressType) return { kind: 'address', value: String(value) };
  if (type instanceof ABIStringType) return { kind: 'string', value: value as string };
  if (
    (type instanceof ABIArrayDynamicType || type instanceof ABIArrayStaticType) &&
    type.childType instanceof ABIByteType
  ) {
    return { kind: 'bytes', type: name, value: Uint8Array.from(value as number[] | Uint8Array) };
  }
  if (type instanceof ABIArrayDynamicType || type instanceof ABIArrayStaticType) {
    const items = value as ABIValue[];
    return {
      kind: 'array',
      type: name,
      items: items.map((item) => toValue(type.childType, item, arg)),
    };
  }
  if (type instanceof ABITupleType) {
    const items = value as ABIValue[];
    return {
      kind: 'tuple',
      type: name,
      items: items.map((item, i) => toValue(type.childTypes[i]!, item, arg)),
    };
  }
  throw new Malformed('not-canonical', arg);
}

function decodeValue(type: ABIType, bytes: Uint8Array, arg: string): AbiValue {
  let value: ABIValue;
  try {
    value = type.decode(bytes);
  } catch {
    throw new Malformed('not-canonical', arg);
  }
  let again: Uint8Array;
  try {
    again = type.encode(value);
  } catch {
    throw new Malformed('not-canonical', arg);
  }
  if (!sameBytes(again, bytes)) {
    // algosdk reads bad UTF-8 with replacement characters, which encode to other bytes.
    if (type instanceof ABIStringType && !isUtf8(bytes.subarray(2)))
      throw new Malformed('not-utf8', arg);
    throw new Malformed('not-canonical', arg);
  }
  return toValue(type, value, arg);
}

function reference(kind: string, index: number, ctx: CallContext, arg: string): AbiValue {
  if (kind === 'account') {
    const address = index === 0 ? ctx.sender : ctx.accounts[index - 1];
    if (address === undefined) throw new Malformed('reference-out-of-range', arg);
    return { kind: 'account', index, address };
  }
  if (kind === 'asset') {
    const id = ctx.assets[index];
    if (id === undefined) throw new Malformed('reference-out-of-range', arg);
    return { kind: 'asset', index, id };
  }
  const id = index === 0 ? ctx.appId : ctx.apps[index - 1];
  if (id === undefined) throw new Malformed('reference-out-of-range', arg);
  return { kind: 'application', index, id };
}

/**
 * Reads an app call's arguments by the one method of `methods` whose selector they start with.
 * `methods` must already be checked (parseMethodSpecs): their types parse and are not too deep.
 */
export function decodeAppCall(
  appArgs: readonly Uint8Array[],
  ctx: CallContext,
  methods: readonly AbiMethodSpec[],
): DecodedCall {
  const [first, ...rest] = appArgs;
  if (!first) return { kind: 'bare' };
  const selector = bytesToHex(first);
  const matches =
    first.length === 4 ? methods.filter((m) => methodSelectorHex(m) === selector) : [];
  // Two methods with one selector cannot be told apart: neither is claimed.
  if (matches.length !== 1) return { kind: 'unknown', selector };
  const method = matches[0]!;
  try {
    return { kind: 'call', method, selector, args: decodeArgs(method, rest, ctx) };
  } catch (e) {
    if (!(e instanceof Malformed)) throw e;
    return {
      kind: 'malformed',
      method,
      selector,
      reason: e.reason,
      ...(e.arg ? { arg: e.arg } : {}),
    };
  }
}

function decodeArgs(
  method: AbiMethodSpec,
  values: readonly Uint8Array[],
  ctx: CallContext,
): DecodedArg[] {
  const named = method.args.map((a, i) => ({ name: a.name ?? `arg${i + 1}`, type: a.type }));
  const transactions = named.filter((a) => TRANSACTION_TYPES.has(a.type));
  const encoded = named.filter((a) => !TRANSACTION_TYPES.has(a.type));
  const direct = encoded.length > MAX_APP_ARGS - 1 ? encoded.slice(0, MAX_APP_ARGS - 2) : encoded;
  const packed = encoded.length > MAX_APP_ARGS - 1 ? encoded.slice(MAX_APP_ARGS - 2) : [];
  const expected = direct.length + (packed.length > 0 ? 1 : 0);
  if (values.length !== expected) throw new Malformed('argument-count');

  // Each encoded argument's value; a reference type's is its uint8 index into a foreign array.
  const typeOf = (a: (typeof named)[number]) => (REFERENCE_TYPES.has(a.type) ? 'uint8' : a.type);
  const valueOf = new Map<(typeof named)[number], AbiValue>();
  direct.forEach((a, i) => {
    valueOf.set(a, decodeValue(ABIType.from(typeOf(a)), values[i]!, a.name));
  });
  if (packed.length > 0) {
    const tupleType = ABIType.from(`(${packed.map(typeOf).join(',')})`);
    const tuple = decodeValue(tupleType, values[values.length - 1]!, packed[0]!.name);
    if (tuple.kind !== 'tuple') throw new Malformed('not-canonical', packed[0]!.name);
    packed.forEach((a, i) => valueOf.set(a, tuple.items[i]!));
  }

  let txnSeen = 0;
  return named.map((a): DecodedArg => {
    if (TRANSACTION_TYPES.has(a.type)) {
      const groupIndex = ctx.groupIndex - (transactions.length - txnSeen++);
      if (groupIndex < 0) throw new Malformed('no-transaction-before', a.name);
      return { ...a, value: { kind: 'transaction', type: a.type, groupIndex } };
    }
    const value = valueOf.get(a)!;
    if (REFERENCE_TYPES.has(a.type) && value.kind === 'uint')
      return { ...a, value: reference(a.type, Number(value.value), ctx, a.name) };
    return { ...a, value };
  });
}

/** An ABI return (the last log without its 151f7c75 prefix) read by the method's return type. */
export function decodeAbiReturn(method: AbiMethodSpec, value: Uint8Array): AbiValue | undefined {
  if (method.returns.type === 'void') return undefined;
  try {
    return decodeValue(ABIType.from(method.returns.type), value, 'return');
  } catch (e) {
    if (e instanceof Malformed) return undefined;
    throw e;
  }
}

/**
 * An ARC-28 event's data (a log after its 4-byte selector) read as the tuple of its argument
 * types: every value or none.
 */
export function decodeTupleValues(
  types: readonly string[],
  bytes: Uint8Array,
): AbiValue[] | undefined {
  try {
    const tuple = decodeValue(ABIType.from(`(${types.join(',')})`), bytes, 'event');
    return tuple.kind === 'tuple' ? tuple.items : undefined;
  } catch (e) {
    if (e instanceof Malformed) return undefined;
    throw e;
  }
}
