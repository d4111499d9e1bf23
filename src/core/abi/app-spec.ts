import { ABIMethod } from 'algosdk';
import { z } from 'zod';
import { bytesToHex } from '../encoding/hex';
import { isValueType, parseMethodSpecs, type AbiMethodSpec } from './method-spec';

// A whole ARC-56 or ARC-32 app spec as the review uses it: the app's name, its methods and its
// ARC-28 events. Specs are untrusted (a dapp's, a person's paste or file): every part is checked
// here, and one that does not check out is refused whole.

export interface AbiEventSpec {
  name: string;
  args: { type: string; name?: string }[];
}

export interface AppSpec {
  /** The spec's own name for the app (outside text: shown with markers, never as markup). */
  name: string;
  methods: AbiMethodSpec[];
  events: AbiEventSpec[];
}

/** Longest spec text taken from a paste or a file. */
export const MAX_SPEC_CHARS = 1024 * 1024;
const MAX_EVENTS = 256;

const name = z.string().min(1).max(128);
const eventSchema = z.object({
  name,
  args: z
    .array(
      z.object({
        type: z.string().refine(isValueType, 'not an ARC-4 type'),
        name: name.optional(),
      }),
    )
    .max(64),
});

const namedSpec = z.union([
  z.object({ name, events: z.array(z.unknown()).max(MAX_EVENTS).optional() }),
  z.object({
    contract: z.object({ name, events: z.array(z.unknown()).max(MAX_EVENTS).optional() }),
  }),
]);

export type AppSpecProblem = 'not-json' | 'too-long' | 'not-a-spec' | 'bad-method' | 'bad-event';

/** Reads a spec from JSON text (a paste or a file). */
export function parseAppSpecText(
  text: string,
): { ok: true; spec: AppSpec } | { ok: false; problem: AppSpecProblem } {
  if (text.length > MAX_SPEC_CHARS) return { ok: false, problem: 'too-long' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  return parseAppSpec(json);
}

/** Reads a spec already parsed from JSON: ARC-56 (`name`, `methods`, `events`) or ARC-32 (`contract`). */
export function parseAppSpec(
  input: unknown,
): { ok: true; spec: AppSpec } | { ok: false; problem: AppSpecProblem } {
  const named = namedSpec.safeParse(input);
  if (!named.success) return { ok: false, problem: 'not-a-spec' };
  const methods = parseMethodSpecs(input);
  if (!methods.ok) return { ok: false, problem: methods.problem };
  const head = 'contract' in named.data ? named.data.contract : named.data;
  const events: AbiEventSpec[] = [];
  for (const item of head.events ?? []) {
    const parsed = eventSchema.safeParse(item);
    if (!parsed.success) return { ok: false, problem: 'bad-event' };
    events.push(parsed.data);
  }
  return { ok: true, spec: { name: head.name, methods: methods.methods, events } };
}

/**
 * An ARC-28 event's 4-byte selector in hex: SHA-512/256 of `name(arg types)`, with no return
 * type (a method's selector hashes `...void`, which no contract emits). algosdk keeps its hash
 * private, so its selector code is run over the event's own signature.
 */
export function eventSelectorHex(event: AbiEventSpec): string {
  const signature = `${event.name}(${event.args.map((a) => a.type).join(',')})`;
  const hashed = { getSignature: () => signature } as ABIMethod;
  return bytesToHex(ABIMethod.prototype.getSelector.call(hashed));
}
