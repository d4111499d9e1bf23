import { z } from 'zod';
import type { AssetUnits } from '../../core/format/asset-units';

// Asset units (decimals and names never change after creation) kept per network in local
// storage (spec core section 3), so a reload does not ask the indexer again. Public data only;
// what is read back is validated like any other untrusted input.

const MAX_ENTRIES = 2000;
const entrySchema = z.object({
  decimals: z.number().int().min(0).max(19),
  unitName: z.string().max(64),
  name: z.string().max(64),
});
const cacheSchema = z.record(z.string().regex(/^\d{1,20}$/), entrySchema);

const keyOf = (network: string) => `algow.assetUnits.${network}`;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function read(network: string): Record<string, AssetUnits> {
  const text = storage()?.getItem(keyOf(network));
  if (!text) return {};
  try {
    const parsed = cacheSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function cachedAssetUnits(network: string, assetId: bigint): AssetUnits | undefined {
  return read(network)[assetId.toString()];
}

export function rememberAssetUnits(network: string, assetId: bigint, units: AssetUnits): void {
  const store = storage();
  if (!store || !entrySchema.safeParse(units).success) return;
  const entries = read(network);
  entries[assetId.toString()] = units;
  const ids = Object.keys(entries);
  // Oldest insertions go first when full (object keys keep insertion order for strings).
  for (const id of ids.slice(0, Math.max(0, ids.length - MAX_ENTRIES))) delete entries[id];
  try {
    store.setItem(keyOf(network), JSON.stringify(entries));
  } catch {
    // Storage full or disabled: the session cache still works.
  }
}
