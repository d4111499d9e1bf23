import { z } from 'zod';
import { parseAppSpec, type AppSpec } from '../../core/abi/app-spec';

// The app specs a person added in Settings, per network, in this browser's storage. They are
// public data (no secret); each is checked again with zod when read, so a spec edited in storage
// by hand is dropped rather than trusted.

const STORAGE_KEY = 'algow.app-specs';
/** A person's list stays small: the review reads it on every app call. */
export const MAX_SAVED_SPECS = 64;

const stored = z.record(z.string(), z.record(z.string().regex(/^\d{1,20}$/), z.unknown()));

export interface SavedSpec {
  appId: bigint;
  spec: AppSpec;
}

function readAll(): z.infer<typeof stored> {
  try {
    const parsed = stored.safeParse(
      JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '{}'),
    );
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function writeAll(all: z.infer<typeof stored>): boolean {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(all));
    return true;
  } catch {
    return false;
  }
}

/** The specs saved for `network`, each checked again; ids in ascending order. */
export function savedSpecs(network: string): SavedSpec[] {
  const list: SavedSpec[] = [];
  for (const [id, raw] of Object.entries(readAll()[network] ?? {})) {
    const parsed = parseAppSpec(raw);
    if (parsed.ok) list.push({ appId: BigInt(id), spec: parsed.spec });
  }
  return list.sort((a, b) => (a.appId < b.appId ? -1 : a.appId > b.appId ? 1 : 0));
}

export function savedSpecMap(network: string): Map<bigint, AppSpec> {
  return new Map(savedSpecs(network).map((s) => [s.appId, s.spec]));
}

/** Saves the spec for `appId` on `network` (replacing one saved before); false when full. */
export function saveSpec(network: string, appId: bigint, spec: AppSpec): boolean {
  const all = readAll();
  const specs = { ...all[network] };
  if (!(appId.toString() in specs) && Object.keys(specs).length >= MAX_SAVED_SPECS) return false;
  specs[appId.toString()] = spec;
  return writeAll({ ...all, [network]: specs });
}

export function removeSpec(network: string, appId: bigint): void {
  const all = readAll();
  const specs = { ...all[network] };
  delete specs[appId.toString()];
  writeAll({ ...all, [network]: specs });
}
