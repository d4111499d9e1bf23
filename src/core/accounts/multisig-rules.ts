// Rules of the multisig creation form (spec sections 2, 5 and 9): which typed lines count as
// co-signers, the threshold range and its default, and the parameters that get stored.
import { isValidAddress } from 'algosdk';
import { readWholeNumber } from '../validation/whole-number';
import type { MultisigParams } from './stored-account';

export const MULTISIG_VERSION = 1;
export const DEFAULT_MULTISIG_THRESHOLD = 2;
/** Spec: a friend's address line counts only when it is exactly this long. */
export const MULTISIG_ADDRESS_LENGTH = 58;
/** The protocol's limit on subsignatures (and our stored-account schema's). */
export const MAX_MULTISIG_ADDRESSES = 255;

export interface OtherAddressLines {
  /** Lines of exactly 58 characters with a valid checksum, trimmed, in typed order. */
  addresses: string[];
  /** 1-based numbers of non-empty lines that are not 58 characters long: they do not count. */
  ignoredLines: number[];
  /** 1-based numbers of 58-character lines whose checksum is wrong (a typo): they block creation. */
  invalidLines: number[];
}

export function parseOtherAddresses(text: string): OtherAddressLines {
  const result: OtherAddressLines = { addresses: [], ignoredLines: [], invalidLines: [] };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    if (line.length !== MULTISIG_ADDRESS_LENGTH) result.ignoredLines.push(index + 1);
    else if (!isValidAddress(line)) result.invalidLines.push(index + 1);
    else result.addresses.push(line);
  });
  return result;
}

/**
 * Own accounts first, then the typed ones, each address once. Order matters: it is part of
 * the multisig address, so co-signers must list the same addresses in the same order.
 */
export function combineSigners(own: readonly string[], others: readonly string[]): string[] {
  return [...new Set([...own, ...others])];
}

/** Threshold range for `count` signers; at least 1 even while no signer is chosen yet. */
export function thresholdBounds(count: number): { min: number; max: number } {
  return { min: 1, max: Math.max(1, Math.min(count, MAX_MULTISIG_ADDRESSES)) };
}

/**
 * The threshold typed or picked, when it is a whole number from 1 to the signer count; else
 * null. Never brought into range: with fewer signers than the threshold chosen, the form shows
 * the range message and waits (spec: the signers must reach the threshold).
 */
export function readThreshold(value: number | string, count: number): number | null {
  return readWholeNumber(value, thresholdBounds(count));
}

/** Spec default 2 while nobody chose one, at most the signer count (so 1 for a single signer). */
export function defaultThreshold(count: number): number {
  return Math.min(DEFAULT_MULTISIG_THRESHOLD, thresholdBounds(count).max);
}

export type MultisigRuleError = 'no-signers' | 'too-many-signers' | 'threshold' | 'invalid-address';

export class MultisigRuleViolation extends Error {
  constructor(readonly code: MultisigRuleError) {
    super(`Multisig parameters rejected: ${code}`);
    this.name = 'MultisigRuleViolation';
  }
}

/** The parameters to store; throws MultisigRuleViolation instead of building an unusable account. */
export function buildMultisigParams(addrs: readonly string[], threshold: number): MultisigParams {
  if (addrs.length === 0) throw new MultisigRuleViolation('no-signers');
  if (addrs.length > MAX_MULTISIG_ADDRESSES) throw new MultisigRuleViolation('too-many-signers');
  if (new Set(addrs).size !== addrs.length || !addrs.every((a) => isValidAddress(a)))
    throw new MultisigRuleViolation('invalid-address');
  if (!Number.isInteger(threshold) || threshold < 1 || threshold > addrs.length)
    throw new MultisigRuleViolation('threshold');
  return { version: MULTISIG_VERSION, threshold, addrs: [...addrs] };
}
