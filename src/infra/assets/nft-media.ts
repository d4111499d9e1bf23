import type { IndexerAsset } from '../../core/chain/indexer-types';
import { base64ToBytes } from '../../core/encoding/base64';
import {
  arc3ImageUrl,
  checkArc3MetadataHash,
  locateNftMedia,
  MAX_METADATA_BYTES,
  metadataHashBytes,
  parseArc3Metadata,
  parseArc69Note,
  type Arc69Note,
  type MetadataHashCheck,
  type NftStandard,
} from '../../core/assets/nft-metadata';
import { searchAssetConfigs } from '../chain/indexer-client';

// Reads an NFT's picture and words: the ARC-69 note from the chain, ARC-3 metadata from its URL
// (through the configured IPFS gateway), with size caps; nothing here is trusted or rendered.

export interface NftMediaInfo {
  standard: NftStandard;
  imageUrl: string | null;
  name?: string;
  description?: string;
  hash: MetadataHashCheck;
}

/** Fetches at most `limit` bytes; larger or non-OK answers count as missing. */
export async function fetchCapped(
  url: string,
  signal?: AbortSignal,
  limit = MAX_METADATA_BYTES,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const response = await fetch(url, { signal, credentials: 'omit', referrerPolicy: 'no-referrer' });
  if (!response.ok) return null;
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  const bytes = new Uint8Array(await response.arrayBuffer());
  return bytes.length > limit ? null : bytes;
}

async function latestArc69Note(assetId: bigint): Promise<Arc69Note | null> {
  const configs = await searchAssetConfigs(assetId);
  for (const txn of configs.reverse()) {
    if (!txn.note) continue;
    try {
      const note = parseArc69Note(base64ToBytes(txn.note));
      if (note) return note;
    } catch {
      // A note that is not base64 or not ARC-69: try the one before.
    }
  }
  return null;
}

/** Whether a URL is served by the configured IPFS gateway (same origin). */
export function onGateway(url: string, ipfsGateway: string): boolean {
  try {
    return ipfsGateway !== '' && new URL(url).origin === new URL(ipfsGateway).origin;
  } catch {
    return false;
  }
}

/** Null when the asset follows none of ARC-3, ARC-19 or ARC-69. */
export async function resolveNftMedia(
  asset: IndexerAsset,
  ipfsGateway: string,
  signal?: AbortSignal,
): Promise<NftMediaInfo | null> {
  const { params } = asset;
  const fields = { id: asset.index, name: params.name, url: params.url, reserve: params.reserve };
  const arc69 = await latestArc69Note(asset.index).catch(() => null);
  const located = locateNftMedia(fields, arc69, ipfsGateway);
  if (!located) return null;
  if (!located.metadataUrl) {
    return {
      standard: located.standard,
      imageUrl: located.imageUrl,
      description: arc69?.description,
      hash: 'absent',
    };
  }
  // Metadata is read only through the configured gateway: another host would learn who looks.
  if (!onGateway(located.metadataUrl, ipfsGateway)) {
    return { standard: located.standard, imageUrl: null, hash: 'absent' };
  }
  const document = await fetchCapped(located.metadataUrl, signal).catch(() => null);
  const metadata = document ? parseArc3Metadata(document) : null;
  if (!document || !metadata) {
    return { standard: located.standard, imageUrl: null, hash: 'absent' };
  }
  return {
    standard: located.standard,
    imageUrl: arc3ImageUrl(metadata, located.metadataUrl, ipfsGateway),
    name: metadata.name,
    description: metadata.description,
    hash: await checkArc3MetadataHash(
      document,
      metadata,
      metadataHashBytes(params['metadata-hash']),
    ),
  };
}
