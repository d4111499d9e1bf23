import { z } from 'zod';
import { bytesToHex } from '../encoding/hex';

// An ARC-200 token's metadata as its app answers arc200_name, arc200_symbol and arc200_decimals,
// and a holder's arc200_balanceOf. The app is anyone's code: every answer is checked strictly
// against the standard's return type (byte[32], byte[8], uint8, uint256) and anything else, a
// failed call or a lie (decimals over 18, a 10 KiB name) gives a warning and a safe stand-in, so
// the token is still listed, marked, and never shown in units it did not prove.

/** ARC-4's return prefix: the last log of a method that returns a value. */
export const RETURN_PREFIX = '151f7c75';

/** Above this, amounts would be shown with more digits than any token uses: the token lies. */
export const MAX_DECIMALS = 18;
const NAME_BYTES = 32;
const SYMBOL_BYTES = 8;

export type MetadataWarning =
  | 'name-failed'
  | 'name-bad-type'
  | 'symbol-failed'
  | 'symbol-bad-type'
  | 'decimals-failed'
  | 'decimals-bad-type'
  | 'decimals-too-high';

/** One read-only call's outcome: the raw return value (after the prefix) or a failure. */
export type CallAnswer = { ok: true; value: Uint8Array } | { ok: false };

export interface TokenMetadata {
  appId: bigint;
  /** Empty when unreadable (the UI names the token by its app id then). */
  name: string;
  symbol: string;
  /** 0 when unreadable or lying: amounts are then shown in base units, with the warning. */
  decimals: number;
  warnings: MetadataWarning[];
}

const bytes = z.instanceof(Uint8Array);
const fixedBytes = (size: number) => bytes.refine((b) => b.length === size);
const uint8 = fixedBytes(1).transform((b) => b[0]!);
const uint256 = fixedBytes(32).transform((b) => BigInt(`0x${bytesToHex(b) || '0'}`));

const decoder = new TextDecoder('utf-8', { fatal: false });

/** byte[N] text: zero padding at the end dropped, invalid UTF-8 replaced, not trusted further. */
function paddedText(value: Uint8Array): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === 0) end--;
  return decoder.decode(value.subarray(0, end));
}

function text(
  answer: CallAnswer,
  size: number,
  failed: MetadataWarning,
  badType: MetadataWarning,
  warnings: MetadataWarning[],
): string {
  if (!answer.ok) {
    warnings.push(failed);
    return '';
  }
  const parsed = fixedBytes(size).safeParse(answer.value);
  if (!parsed.success) {
    warnings.push(badType);
    return '';
  }
  return paddedText(parsed.data);
}

/** The token's metadata from its three answers; never throws. */
export function parseTokenMetadata(
  appId: bigint,
  answers: { name: CallAnswer; symbol: CallAnswer; decimals: CallAnswer },
): TokenMetadata {
  const warnings: MetadataWarning[] = [];
  const name = text(answers.name, NAME_BYTES, 'name-failed', 'name-bad-type', warnings);
  const symbol = text(answers.symbol, SYMBOL_BYTES, 'symbol-failed', 'symbol-bad-type', warnings);
  let decimals = 0;
  if (!answers.decimals.ok) warnings.push('decimals-failed');
  else {
    const parsed = uint8.safeParse(answers.decimals.value);
    if (!parsed.success) warnings.push('decimals-bad-type');
    else if (parsed.data > MAX_DECIMALS) warnings.push('decimals-too-high');
    else decimals = parsed.data;
  }
  return { appId, name, symbol, decimals, warnings };
}

/** A uint256 return (arc200_balanceOf, arc200_allowance); undefined when it is not one. */
export function parseUint256(answer: CallAnswer): bigint | undefined {
  if (!answer.ok) return undefined;
  const parsed = uint256.safeParse(answer.value);
  return parsed.success ? parsed.data : undefined;
}

/** The ABI return value of a call's logs: the last log with the return prefix, else a failure. */
export function returnOf(logs: readonly Uint8Array[]): CallAnswer {
  const last = logs[logs.length - 1];
  if (!last || last.length < 4 || bytesToHex(last.subarray(0, 4)) !== RETURN_PREFIX)
    return { ok: false };
  return { ok: true, value: last.subarray(4) };
}
