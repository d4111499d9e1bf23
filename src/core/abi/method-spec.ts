import { ABIMethod, ABIType } from 'algosdk';
import { bytesToHex } from '../encoding/hex';
import { z } from 'zod';

// ARC-4 method descriptions as ARC-56 and ARC-32 specs carry them, from dapps, the wallet's own
// registry or a person's Settings: untrusted, so checked here before any call is read by them.

export interface AbiMethodSpec {
  name: string;
  desc?: string;
  args: { type: string; name?: string; desc?: string }[];
  returns: { type: string; desc?: string };
}

/** Longest type string taken, and deepest nesting of tuples and arrays: hostile specs stop here. */
export const MAX_TYPE_LENGTH = 512;
export const MAX_TYPE_DEPTH = 8;
const MAX_NAME_LENGTH = 128;
const MAX_DESC_LENGTH = 2048;
const MAX_METHODS = 256;

const ARG_ONLY_TYPES = new Set([
  'txn',
  'pay',
  'keyreg',
  'acfg',
  'axfer',
  'afrz',
  'appl',
  'account',
  'asset',
  'application',
]);

function depthOf(type: string): number {
  let depth = 0;
  let max = 0;
  for (const c of type) {
    if (c === '(' || c === '[') max = Math.max(max, ++depth);
    else if (c === ')' || c === ']') depth--;
  }
  return max;
}

/** Whether algosdk reads `type` as an ABI value type, within the length and depth limits. */
export function isValueType(type: string): boolean {
  if (type.length > MAX_TYPE_LENGTH || depthOf(type) > MAX_TYPE_DEPTH) return false;
  try {
    ABIType.from(type);
    return true;
  } catch {
    return false;
  }
}

const name = z.string().min(1).max(MAX_NAME_LENGTH);
const desc = z.string().max(MAX_DESC_LENGTH).optional();

const methodSchema = z.object({
  name,
  desc,
  args: z.array(
    z.object({
      type: z.string().refine((t) => ARG_ONLY_TYPES.has(t) || isValueType(t), 'not an ARC-4 type'),
      name: name.optional(),
      desc,
    }),
  ),
  returns: z.object({
    type: z.string().refine((t) => t === 'void' || isValueType(t), 'not an ARC-4 type'),
    desc,
  }),
});

/** The methods of an ARC-56 or ARC-32 spec (both list them under `methods`, or `contract.methods`). */
const specSchema = z.union([
  z.object({ methods: z.array(z.unknown()).max(MAX_METHODS) }),
  z.object({ contract: z.object({ methods: z.array(z.unknown()).max(MAX_METHODS) }) }),
]);

export type SpecProblem = 'not-a-spec' | 'bad-method';

/** Reads a spec's methods; a spec with any method that does not check out is refused whole. */
export function parseMethodSpecs(
  input: unknown,
): { ok: true; methods: AbiMethodSpec[] } | { ok: false; problem: SpecProblem; method?: number } {
  const spec = specSchema.safeParse(input);
  if (!spec.success) return { ok: false, problem: 'not-a-spec' };
  const raw = 'methods' in spec.data ? spec.data.methods : spec.data.contract.methods;
  const methods: AbiMethodSpec[] = [];
  for (const [i, item] of raw.entries()) {
    const parsed = methodSchema.safeParse(item);
    if (!parsed.success) return { ok: false, problem: 'bad-method', method: i };
    methods.push(parsed.data);
  }
  return { ok: true, methods };
}

/** `name(arg types)return`, the signature the selector is the hash of. */
export function methodSignature(method: AbiMethodSpec): string {
  return `${method.name}(${method.args.map((a) => a.type).join(',')})${method.returns.type}`;
}

const selectors = new WeakMap<AbiMethodSpec, string>();

/** The method's 4-byte selector in hex (SHA-512/256 of its signature). */
export function methodSelectorHex(method: AbiMethodSpec): string {
  let selector = selectors.get(method);
  if (!selector) {
    selector = bytesToHex(ABIMethod.fromSignature(methodSignature(method)).getSelector());
    selectors.set(method, selector);
  }
  return selector;
}
