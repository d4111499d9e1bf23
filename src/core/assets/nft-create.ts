// Helpers for minting NFTs the way wallets and marketplaces read them: ARC-3 (metadata JSON
// behind an `#arc3` URL, its SHA-256 as the metadata hash) and ARC-69 (a JSON note).

import { bytesToHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { ASSET_URL_MAX_BYTES } from './asset-create';

export const MAX_NOTE_BYTES = 1024;

/** The asset URL for ARC-3 metadata: the `#arc3` marker added once. */
export function arc3AssetUrl(metadataUrl: string): string {
  const trimmed = metadataUrl.trim();
  return trimmed.endsWith('#arc3') ? trimmed : `${trimmed}#arc3`;
}

export function fitsAssetUrl(url: string): boolean {
  return utf8Encode(url).length <= ASSET_URL_MAX_BYTES;
}

/** SHA-256 of the metadata file exactly as it will be served, as 64 hex digits. */
export async function arc3MetadataHashHex(document: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', utf8Encode(document)));
  return bytesToHex(digest);
}

export interface Arc69Fields {
  description: string;
  externalUrl: string;
  mimeType: string;
  /** JSON object text, or empty. */
  properties: string;
}

export type Arc69NoteResult =
  { ok: true; note: string } | { ok: false; error: 'properties-not-object' | 'note-too-long' };

/** The ARC-69 JSON note; empty fields are left out. */
export function buildArc69Note(fields: Arc69Fields): Arc69NoteResult {
  let properties: unknown;
  if (fields.properties.trim()) {
    try {
      properties = JSON.parse(fields.properties);
    } catch {
      return { ok: false, error: 'properties-not-object' };
    }
    if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) {
      return { ok: false, error: 'properties-not-object' };
    }
  }
  const note = JSON.stringify({
    standard: 'arc69',
    ...(fields.description.trim() && { description: fields.description.trim() }),
    ...(fields.externalUrl.trim() && { external_url: fields.externalUrl.trim() }),
    ...(fields.mimeType.trim() && { mime_type: fields.mimeType.trim() }),
    ...(properties !== undefined && { properties }),
  });
  if (utf8Encode(note).length > MAX_NOTE_BYTES) return { ok: false, error: 'note-too-long' };
  return { ok: true, note };
}
