import type { VerifiedAsset } from './verified-list';

// An asset that copies a verified one's name or unit ("USDC" made by someone else) is how a
// scammer gets paid in worthless tokens. The comparison folds what a reader cannot tell apart:
// case, spaces and punctuation, accents, full-width and other compatibility forms, Cyrillic and
// Greek letters drawn like Latin ones, and digits drawn like letters (0/O, 1/l/I, 5/S).

// Each pair: a character (after lower-casing and removing accents) and the Latin one it reads as.
const PAIRS =
  'аa вb еe кk мm нh оo рp сc тt уy хx ѕs іl јj ԁd ԛq ԝw һh үy ' + // Cyrillic
  'αa βb εe ηn ιl κk μu νv οo ρp τt υu χx ςc ϲc ωw ' + // Greek
  'ıl ɡg ʏy il 1l |l 0o 5s'; // Latin and digits
const LOOK_ALIKES: ReadonlyMap<string, string> = new Map(
  PAIRS.split(' ').map((pair) => [...pair] as [string, string]),
);

/** The form two names are compared in; '' for one too short to compare. */
export function foldAssetName(value: string): string {
  const base = value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  let folded = '';
  for (const char of base) {
    const mapped = LOOK_ALIKES.get(char) ?? char;
    if (/^[\p{L}\p{N}]$/u.test(mapped)) folded += mapped;
  }
  folded = folded.replace(/rn/g, 'm').replace(/vv/g, 'w');
  return [...folded].length >= 2 ? folded : '';
}

export type AssetTrust =
  | { kind: 'verified'; verified: VerifiedAsset }
  /** Not on the list, but its name or unit reads as a listed asset's. */
  | { kind: 'look-alike'; copies: VerifiedAsset }
  | { kind: 'unknown' };

/** The folded names and units of the list, for matching many assets against it. */
export function lookAlikeIndex(
  list: ReadonlyMap<bigint, VerifiedAsset>,
): Map<string, VerifiedAsset> {
  const index = new Map<string, VerifiedAsset>();
  for (const entry of list.values()) {
    for (const key of [foldAssetName(entry.name), foldAssetName(entry.unit)]) {
      // The lowest id keeps a key: the oldest asset is the one a copy imitates.
      const seen = index.get(key);
      if (key && (!seen || entry.id < seen.id)) index.set(key, entry);
    }
  }
  return index;
}

export function assetTrust(
  asset: { id: bigint; name: string; unit: string },
  list: ReadonlyMap<bigint, VerifiedAsset>,
  index: ReadonlyMap<string, VerifiedAsset>,
): AssetTrust {
  const verified = list.get(asset.id);
  if (verified) return { kind: 'verified', verified };
  for (const key of [foldAssetName(asset.name), foldAssetName(asset.unit)]) {
    const copies = key ? index.get(key) : undefined;
    if (copies) return { kind: 'look-alike', copies };
  }
  return { kind: 'unknown' };
}
