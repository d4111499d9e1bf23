// NFT metadata conventions (ARC-3, ARC-19, ARC-69), read from untrusted chain data and untrusted
// gateways: every URL is resolved to http(s) or dropped, every JSON document goes through zod
// with length caps, and nothing here renders anything.

import { decodeAddress, isValidAddress } from 'algosdk';
import { z } from 'zod';
import { base64ToBytes } from '../encoding/base64';
import { bytesToBase32Lower, bytesToBase58 } from '../encoding/multibase';
import { utf8DecodeStrict } from '../encoding/utf8';

export type NftStandard = 'arc3' | 'arc19' | 'arc69';

export interface NftAssetFields {
  id: bigint;
  name?: string;
  url?: string;
  reserve?: string;
}

const ARC19_TEMPLATE =
  /^template-ipfs:\/\/\{ipfscid:(0|1):(raw|dag-pb):reserve:sha2-256\}(\/[^\s]*)?$/;
const MULTICODEC = { raw: 0x55, 'dag-pb': 0x70 } as const;
const SHA2_256 = 0x12;

/**
 * ARC-19: the URL names the reserve address as a CID's 32-byte sha2-256 digest. Returns the
 * ipfs:// URL, or null when the template is not one ARC-19 allows (CIDv0 is dag-pb only).
 */
export function resolveArc19Url(url: string, reserve: string | undefined): string | null {
  const match = ARC19_TEMPLATE.exec(url.trim());
  if (!match || !reserve || !isValidAddress(reserve)) return null;
  const [, version, codec, rest = ''] = match as unknown as [string, '0' | '1', 'raw' | 'dag-pb'];
  const digest = decodeAddress(reserve).publicKey;
  const multihash = Uint8Array.from([SHA2_256, digest.length, ...digest]);
  if (version === '0') {
    if (codec !== 'dag-pb') return null;
    return `ipfs://${bytesToBase58(multihash)}${rest}`;
  }
  const cid = Uint8Array.from([1, MULTICODEC[codec], ...multihash]);
  return `ipfs://b${bytesToBase32Lower(cid)}${rest}`;
}

/** ARC-3 marks itself by a `#arc3` URL suffix or an asset name `arc3` / `…@arc3`. */
export function isArc3(asset: Pick<NftAssetFields, 'name' | 'url'>): boolean {
  const name = asset.name ?? '';
  return (asset.url ?? '').endsWith('#arc3') || name === 'arc3' || name.endsWith('@arc3');
}

/** Which convention an asset follows, from its own fields (ARC-69 needs its config note). */
export function nftStandardOf(asset: NftAssetFields, hasArc69Note: boolean): NftStandard | null {
  const url = asset.url ?? '';
  if (url.startsWith('template-ipfs://')) return 'arc19';
  if (isArc3(asset)) return 'arc3';
  return hasArc69Note ? 'arc69' : null;
}

/** ARC-3's URL with `{id}` filled in and the `#arc3` marker dropped. */
export function arc3MetadataUrl(url: string, assetId: bigint): string {
  return url.replace(/\{id\}/g, assetId.toString()).replace(/#arc3$/, '');
}

/**
 * A URL the browser may load: http(s) as is, ipfs:// through the configured gateway, anything
 * else (javascript:, data:, file: ...) refused.
 */
export function fetchableUrl(url: string, ipfsGateway: string): string | null {
  const trimmed = url.trim();
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?([A-Za-z0-9]+)(\/[^\s#?]*)?(?:[?#].*)?$/.exec(trimmed);
  if (ipfs) {
    const base = ipfsGateway.replace(/\/+$/, '');
    if (!/^https?:\/\//.test(base)) return null;
    return `${base}/ipfs/${ipfs[1] ?? ''}${ipfs[2] ?? ''}`;
  }
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const text = (max: number) => z.string().max(max);
const properties = z.record(z.string().max(256), z.unknown()).optional();

/** The ARC-3 fields the wallet shows; anything else is dropped, anything malformed fails. */
export const arc3MetadataSchema = z.object({
  name: text(256).optional(),
  description: text(4096).optional(),
  image: text(2048).optional(),
  image_integrity: text(256).optional(),
  image_mimetype: text(128).optional(),
  animation_url: text(2048).optional(),
  external_url: text(2048).optional(),
  decimals: z.number().int().min(0).max(19).optional(),
  properties,
  extra_metadata: text(8192).optional(),
});
export type Arc3Metadata = z.infer<typeof arc3MetadataSchema>;

/** ARC-69: the JSON note of the asset's latest config transaction. */
export const arc69NoteSchema = z.object({
  standard: z.literal('arc69'),
  description: text(4096).optional(),
  external_url: text(2048).optional(),
  media_url: text(2048).optional(),
  mime_type: text(128).optional(),
  properties,
});
export type Arc69Note = z.infer<typeof arc69NoteSchema>;

/** Metadata documents larger than this are not NFT metadata worth reading. */
export const MAX_METADATA_BYTES = 256 * 1024;

function parseJsonBytes<T>(bytes: Uint8Array, schema: z.ZodType<T>): T | null {
  if (bytes.length > MAX_METADATA_BYTES) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(utf8DecodeStrict(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const parseArc3Metadata = (bytes: Uint8Array) => parseJsonBytes(bytes, arc3MetadataSchema);
export const parseArc69Note = (note: Uint8Array) => parseJsonBytes(note, arc69NoteSchema);

export type MetadataHashCheck = 'match' | 'mismatch' | 'absent' | 'unverifiable';

/**
 * ARC-3: without extra_metadata the asset's metadata hash is the SHA-256 of the JSON file as
 * served. With extra_metadata it is a SHA-512/256 construction the wallet does not check, and
 * says so rather than claim a match.
 */
export async function checkArc3MetadataHash(
  document: Uint8Array<ArrayBuffer>,
  metadata: Arc3Metadata,
  expected: Uint8Array | undefined,
): Promise<MetadataHashCheck> {
  if (!expected || expected.every((b) => b === 0)) return 'absent';
  if (metadata.extra_metadata !== undefined) return 'unverifiable';
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', document));
  return digest.length === expected.length && digest.every((b, i) => b === expected[i])
    ? 'match'
    : 'mismatch';
}

/** The metadata hash as the indexer gives it (base64), or undefined when absent or damaged. */
export function metadataHashBytes(base64: string | undefined): Uint8Array | undefined {
  if (!base64) return undefined;
  try {
    const bytes = base64ToBytes(base64);
    return bytes.length === 32 ? bytes : undefined;
  } catch {
    return undefined;
  }
}

export interface NftMedia {
  standard: NftStandard;
  /** Where the metadata JSON lives (ARC-3 and ARC-19 pointing at JSON), fetchable. */
  metadataUrl: string | null;
  /** The picture, fetchable, when it is known without reading metadata. */
  imageUrl: string | null;
}

/**
 * Where an NFT's metadata and picture are, before anything is fetched. ARC-19 URLs resolve to
 * the CID and, when they also say `#arc3`, hold ARC-3 JSON; otherwise they point at the media.
 */
export function locateNftMedia(
  asset: NftAssetFields,
  arc69: Arc69Note | null,
  ipfsGateway: string,
): NftMedia | null {
  const url = asset.url ?? '';
  const standard = nftStandardOf(asset, arc69 !== null);
  if (!standard) return null;
  if (standard === 'arc19') {
    const resolved = resolveArc19Url(url.replace(/#arc3$/, ''), asset.reserve);
    const target = resolved ? fetchableUrl(resolved, ipfsGateway) : null;
    const holdsJson = url.endsWith('#arc3') || isArc3({ name: asset.name });
    return {
      standard,
      metadataUrl: holdsJson ? target : null,
      imageUrl: holdsJson ? null : target,
    };
  }
  if (standard === 'arc3') {
    return {
      standard,
      metadataUrl: fetchableUrl(arc3MetadataUrl(url, asset.id), ipfsGateway),
      imageUrl: null,
    };
  }
  // The asset URL is the media (ARC-69); media_url in the note is only a fallback.
  const media = url !== '' ? url.replace(/#[iv]$/, '') : (arc69?.media_url ?? '');
  return { standard, metadataUrl: null, imageUrl: fetchableUrl(media, ipfsGateway) };
}

/** The picture an ARC-3 document names, relative URLs taken from where the document was. */
export function arc3ImageUrl(
  metadata: Arc3Metadata,
  metadataUrl: string,
  ipfsGateway: string,
): string | null {
  if (!metadata.image) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(metadata.image)) return fetchableUrl(metadata.image, ipfsGateway);
  try {
    return fetchableUrl(new URL(metadata.image, metadataUrl).href, ipfsGateway);
  } catch {
    return null;
  }
}

/**
 * Whether a holding is shown among collectibles: a pure NFT (one indivisible unit), a
 * fractional ARC-3 NFT (10^decimals base units), or anything marked ARC-3 or ARC-19.
 */
export function isCollectible(asset: {
  total: bigint;
  decimals: number;
  name?: string;
  url?: string;
}): boolean {
  if (asset.total === 1n && asset.decimals === 0) return true;
  if (asset.decimals > 0 && asset.total === 10n ** BigInt(asset.decimals)) return true;
  return isArc3(asset) || (asset.url ?? '').startsWith('template-ipfs://');
}
