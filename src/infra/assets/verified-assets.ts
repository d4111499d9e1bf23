import { parseVerifiedList, type VerifiedAsset } from '../../core/assets/verified-list';
import { fetchCapped } from './nft-media';

// Reads the configured verified-asset list (core/assets/verified-list): no cookie, no
// referrer, nothing about the person in the request; a size cap well above real lists.

export const MAX_LIST_BYTES = 16 * 1024 * 1024;

/** The list's assets; an unreadable list is an error (kept for retry), a malformed one empty. */
export async function fetchVerifiedList(
  url: string,
  signal?: AbortSignal,
): Promise<Map<bigint, VerifiedAsset>> {
  const bytes = await fetchCapped(url, signal, MAX_LIST_BYTES);
  if (!bytes) throw new Error('The verified asset list could not be read');
  try {
    return parseVerifiedList(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return new Map();
  }
}
