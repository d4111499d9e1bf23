import { z } from 'zod';
import { isEnvironmentId, type EnvironmentId } from '../networks/environments';

// The verified-asset list (issue 41 item 3): optional, named per environment in config.json's
// `verifiedAssets`, e.g. {"mainnet": "https://asa-list.tinyman.org/assets.json"}. It speaks the
// shape of Tinyman's public ASA list: an object keyed by asset id, each entry
//   {"id": "31566704", "name": "USDC", "unit_name": "USDC", "decimals": 6,
//    "logo": {"png": "https://…/icon.png", "svg": "…"}, "deleted": false, …}.
// The list is outside input: an entry that does not validate is skipped (one bad entry cannot
// void the list), and anything that is not such an object gives an empty list.

/** More entries than any real list has (Tinyman's holds a few thousand): refused as a whole. */
export const MAX_VERIFIED_ENTRIES = 50_000;

export interface VerifiedAsset {
  id: bigint;
  name: string;
  unit: string;
  /** The list's picture (PNG preferred); shown only from an allowed origin (icon-source.ts). */
  logo: string | null;
}

const text = z.string().max(200);
const logoUrl = z
  .string()
  .max(2048)
  .regex(/^https?:\/\/[^\s]+$/);
const entrySchema = z.object({
  id: z.string().regex(/^\d{1,20}$/),
  name: text.optional(),
  unit_name: text.optional(),
  deleted: z.boolean().optional(),
  logo: z
    .object({ png: logoUrl.optional().catch(undefined), svg: logoUrl.optional().catch(undefined) })
    .optional()
    .catch(undefined),
});

/** The verified assets of a list body, by id; the network coin's entry ("0") is kept as id 0. */
export function parseVerifiedList(body: unknown): Map<bigint, VerifiedAsset> {
  const list = new Map<bigint, VerifiedAsset>();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return list;
  const entries = Object.entries(body);
  if (entries.length > MAX_VERIFIED_ENTRIES) return list;
  for (const [key, value] of entries) {
    const parsed = entrySchema.safeParse(value);
    // An entry filed under another id than its own could lend one asset another's mark.
    if (!parsed.success || parsed.data.id !== key || parsed.data.deleted) continue;
    const id = BigInt(parsed.data.id);
    if (id >= 2n ** 64n) continue;
    const name = (parsed.data.name ?? '').trim();
    const unit = (parsed.data.unit_name ?? '').trim();
    if (!name && !unit) continue;
    list.set(id, { id, name, unit, logo: parsed.data.logo?.png ?? parsed.data.logo?.svg ?? null });
  }
  return list;
}

function isListUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    // Plain http only on this machine (the e2e stand-in); a real list comes over https.
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    );
  } catch {
    return false;
  }
}

const listUrlSchema = z.string().trim().max(2048).refine(isListUrl);

/** The list's URL for `env` from config.json's `verifiedAssets`, or null (no list: the default). */
export function verifiedListUrlFor(env: EnvironmentId, configured: unknown): string | null {
  if (typeof configured !== 'object' || configured === null || Array.isArray(configured))
    return null;
  const own = Object.entries(configured).find(([key]) => isEnvironmentId(key) && key === env);
  if (!own) return null;
  const parsed = listUrlSchema.safeParse(own[1]);
  return parsed.success ? parsed.data : null;
}
