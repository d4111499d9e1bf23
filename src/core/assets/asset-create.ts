// Rules for a new asset (second spec document, sections 2, 5 and 9): decimals 0..18, total
// issuance 0..1e12 in whole units, multiplied by 10^decimals before sending, and the protocol's
// byte limits on names, URL and metadata hash. Pure, so the form and its tests share them.

import { MAX_UINT64, parseUnits } from '../amounts/parse';
import { ENGLISH_SEPARATORS, formatAmount, type NumberSeparators } from '../format/amount';
import { base64ToBytes, isBase64 } from '../encoding/base64';
import { hexToBytes } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { readWholeNumber } from '../validation/whole-number';

export const MAX_ASSET_DECIMALS = 18;
export const MAX_ASSET_TOTAL = 1_000_000_000_000n;
export const UNIT_NAME_MAX_BYTES = 8;
export const ASSET_NAME_MAX_BYTES = 32;
export const ASSET_URL_MAX_BYTES = 96;
export const METADATA_HASH_BYTES = 32;

/** The smallest amount shown for an asset: 1 at 0 decimals, else 10^-decimals ("0,01" in hu). */
export function minimumDisplayAmount(
  decimals: number,
  separators: NumberSeparators = ENGLISH_SEPARATORS,
): string {
  return formatAmount(1n, Math.max(0, decimals), separators);
}

/** Whole units times 10^decimals: what the asset-config transaction carries. */
export function totalInBaseUnits(total: bigint, decimals: number): bigint {
  return total * 10n ** BigInt(decimals);
}

export type AssetCreateProblem =
  | 'decimals-range'
  | 'total-not-whole'
  /** Separators that could mean two numbers (en "1,5", hu "1.000"): refused, never guessed. */
  | 'total-separators'
  | 'total-range'
  | 'total-too-large-for-decimals'
  | 'unit-name-too-long'
  | 'asset-name-too-long'
  | 'url-too-long'
  | 'metadata-hash-invalid';

export interface AssetCreateInput {
  /** As typed: whole units, grouped or not in the language's separators (core/amounts/parse). */
  total: string;
  /** As the number field holds it: a number, or its text ("" while empty). Never clamped. */
  decimals: number | string;
  unitName: string;
  assetName: string;
  url: string;
  /** Empty, 64 hex digits, base64 of 32 bytes, or a 32-byte text. */
  metadataHash: string;
}

export type AssetCreateField =
  'total' | 'decimals' | 'unitName' | 'assetName' | 'url' | 'metadataHash';

export interface AssetCreateParams {
  total: bigint;
  decimals: number;
  unitName: string;
  assetName: string;
  url: string;
  metadataHash: Uint8Array | undefined;
}

const byteLength = (text: string) => utf8Encode(text).length;

/** The 32 metadata-hash bytes from what the user typed, or null when it cannot be 32 bytes. */
export function parseMetadataHash(text: string): Uint8Array | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) {
    return hexToBytes(trimmed);
  }
  if (trimmed.length === 44 && isBase64(trimmed)) {
    const bytes = base64ToBytes(trimmed);
    if (bytes.length === METADATA_HASH_BYTES) return bytes;
  }
  const raw = utf8Encode(text);
  return raw.length === METADATA_HASH_BYTES ? raw : null;
}

/** The decimals typed, when a whole number 0..18 (spec 001 section 5); else null. */
export function readAssetDecimals(value: number | string): number | null {
  return readWholeNumber(value, { min: 0, max: MAX_ASSET_DECIMALS });
}

/**
 * The number fields' problems (decimals and total): shown while typing and blocking Review, so
 * a value out of range is never sent nor quietly changed. The text limits wait for Review.
 */
export function numberFieldProblems(
  input: AssetCreateInput,
  separators: NumberSeparators = ENGLISH_SEPARATORS,
): Partial<Record<'total' | 'decimals', AssetCreateProblem>> {
  const checked = validateAssetCreate(input, separators);
  if (checked.ok) return {};
  const { total, decimals } = checked.problems;
  return { ...(total && { total }), ...(decimals && { decimals }) };
}

export function validateAssetCreate(
  input: AssetCreateInput,
  separators: NumberSeparators = ENGLISH_SEPARATORS,
):
  | { ok: true; params: AssetCreateParams }
  | { ok: false; problems: Partial<Record<AssetCreateField, AssetCreateProblem>> } {
  const problems: Partial<Record<AssetCreateField, AssetCreateProblem>> = {};
  const typedDecimals = readAssetDecimals(input.decimals);
  if (typedDecimals === null) problems.decimals = 'decimals-range';
  const decimals = typedDecimals ?? 0;
  const parsedTotal = parseUnits(input.total, 0, separators);
  let total = 0n;
  if (!parsedTotal.ok) {
    problems.total =
      parsedTotal.error === 'bad-separators'
        ? 'total-separators'
        : parsedTotal.error === 'too-large'
          ? 'total-range'
          : 'total-not-whole';
  } else {
    total = parsedTotal.value;
    if (total > MAX_ASSET_TOTAL) problems.total = 'total-range';
    else if (!problems.decimals && totalInBaseUnits(total, decimals) > MAX_UINT64) {
      problems.total = 'total-too-large-for-decimals';
    }
  }
  if (byteLength(input.unitName) > UNIT_NAME_MAX_BYTES) problems.unitName = 'unit-name-too-long';
  if (byteLength(input.assetName) > ASSET_NAME_MAX_BYTES) {
    problems.assetName = 'asset-name-too-long';
  }
  if (byteLength(input.url) > ASSET_URL_MAX_BYTES) problems.url = 'url-too-long';
  let metadataHash: Uint8Array | undefined;
  if (input.metadataHash.trim() !== '') {
    const parsed = parseMetadataHash(input.metadataHash);
    if (parsed) metadataHash = parsed;
    else problems.metadataHash = 'metadata-hash-invalid';
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    params: {
      total: totalInBaseUnits(total, decimals),
      decimals,
      unitName: input.unitName,
      assetName: input.assetName,
      url: input.url,
      metadataHash,
    },
  };
}

/** An NFT is one indivisible unit (ARC-3 / ARC-69 pure NFTs). */
export const NFT_SHAPE = { total: '1', decimals: 0 } as const;
