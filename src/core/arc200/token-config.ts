import { z } from 'zod';
import type { EnvironmentId } from '../networks/environments';

// config.json's `arc200Tokens`: the ARC-200 tokens a deployment suggests per environment, e.g.
// {"sandbox": [{"appId": 1010, "name": "Demo token"}]}. "Add token" offers those not yet added
// as one-tap choices. Only the app id is used: once added, the token's name, symbol and
// decimals are read from its app like any other token's; the list's name is a hint on the
// button only. Entries are checked one by one, so one bad entry drops only itself.

/** As many as a person may add (infra/arc200/token-list's MAX_TOKENS). */
const MAX_SUGGESTED = 32;

// An app id as a JSON number (a safe integer) or a decimal string (ids past 2^53).
const appId = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9]\d{0,19}$/)
    .refine((s) => BigInt(s) < 1n << 64n),
]);
const entry = z.object({ appId, name: z.string().trim().min(1).max(64).optional() });

export interface SuggestedToken {
  appId: bigint;
  /** The deployment's label: shown on the button only, never over the chain's name. */
  name?: string;
}

/** The tokens config.json suggests for `env`, valid entries only, each app once. */
export function suggestedTokens(raw: unknown, env: EnvironmentId): SuggestedToken[] {
  if (typeof raw !== 'object' || raw === null) return [];
  const list = (raw as Record<string, unknown>)[env];
  if (!Array.isArray(list)) return [];
  const found = new Map<bigint, SuggestedToken>();
  for (const item of list.slice(0, MAX_SUGGESTED)) {
    const parsed = entry.safeParse(item);
    if (!parsed.success) continue;
    const id = BigInt(parsed.data.appId);
    if (!found.has(id)) found.set(id, { appId: id, name: parsed.data.name });
  }
  return [...found.values()];
}
