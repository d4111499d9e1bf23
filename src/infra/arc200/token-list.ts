import { z } from 'zod';
import { createStore } from 'zustand/vanilla';

// The ARC-200 tokens a person added, per wallet and per network, in this browser's storage like
// the app specs of Settings: public app ids only, checked again with zod when read, so anything
// edited into storage by hand is dropped rather than trusted.

const STORAGE_KEY = 'algow.arc200-tokens';
/** Each token costs a simulate per account on screen: the list stays small. */
export const MAX_TOKENS = 32;

const appId = z.string().regex(/^[1-9]\d{0,19}$/);
const stored = z.record(z.string(), z.record(z.string(), z.array(appId).max(MAX_TOKENS)));
type Stored = z.infer<typeof stored>;

function readAll(): Stored {
  try {
    const parsed = stored.safeParse(
      JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '{}'),
    );
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export const tokenListStore = createStore<{ all: Stored }>(() => ({ all: readAll() }));

/** The tokens added in wallet `walletId` on `network`, in the order they were added. */
export function tokensOf(all: Stored, walletId: string | null, network: string): bigint[] {
  if (!walletId) return [];
  return (all[walletId]?.[network] ?? []).map((id) => BigInt(id));
}

function write(walletId: string, network: string, ids: string[]): void {
  const all = readAll();
  const next = { ...all, [walletId]: { ...all[walletId], [network]: ids } };
  tokenListStore.setState({ all: next });
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the token stays for this visit.
  }
}

/** Adds `id` (kept once); false when the list is full. */
export function addToken(walletId: string, network: string, id: bigint): boolean {
  const ids = readAll()[walletId]?.[network] ?? [];
  if (ids.includes(id.toString())) return true;
  if (ids.length >= MAX_TOKENS) return false;
  write(walletId, network, [...ids, id.toString()]);
  return true;
}

export function removeToken(walletId: string, network: string, id: bigint): void {
  const ids = readAll()[walletId]?.[network] ?? [];
  write(
    walletId,
    network,
    ids.filter((x) => x !== id.toString()),
  );
}
