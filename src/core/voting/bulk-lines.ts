import { getPublicKeyAsync } from '@noble/ed25519';
import { encodeAddress, isValidAddress, seedFromMnemonic } from 'algosdk';
import { parseUnits } from '../amounts/parse';
import { MAX_GENERATE_COUNT, MAX_TOOL_AMOUNT_COINS, MIN_GENERATE_COUNT } from './constants';
import { encodeGovernanceNote } from './notes';

// Spec 001 sections 2, 5, 8: the governance tools read one account per line. Messages are the
// contract, typo included. Lines are split on any run of whitespace (A-Wallet split on single
// spaces, so a double space made an otherwise good phrase "invalid"); the first 25 words are the
// phrase, as in A-Wallet. Blank lines are skipped.

export const MNEMONIC_WORDS = 25;

export type BulkLine =
  | { kind: 'mnemonic'; line: string; phrase: string; address: string }
  | { kind: 'address'; line: string; address: string }
  | {
      kind: 'error';
      line: string;
      reason: 'not-mnemonic' | 'invalid-mnemonic' | 'invalid-address';
      message: string;
    };

export const notMnemonicMessage = (line: string) =>
  `Line does not conaint mnemonic phrase: ${line}`;
export const invalidMnemonicMessage = (line: string) => `Mnemonic is invalid: ${line}`;
/** Ours: A-Wallet sent to a bad single token and reported it failed; we say why before sending. */
export const invalidAddressMessage = (line: string) => `Address is invalid: ${line}`;

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * The phrase's address, or null when the checksum or a word is wrong. The seed is wiped.
 * Asynchronous on purpose: algosdk's key derivation (tweetnacl) takes about 8 ms a phrase on the
 * page's thread, so 10,000 generated phrases pasted into a tool froze the page for over a
 * minute; the platform's SHA-512 behind noble's derivation is far quicker and yields meanwhile.
 */
async function mnemonicAddress(phrase: string): Promise<string | null> {
  let seed: Uint8Array;
  try {
    seed = seedFromMnemonic(phrase);
  } catch {
    return null;
  }
  try {
    return encodeAddress(await getPublicKeyAsync(seed));
  } finally {
    seed.fill(0);
  }
}

async function readMnemonic(line: string, words: string[]): Promise<BulkLine> {
  const phrase = words.slice(0, MNEMONIC_WORDS).join(' ');
  const address = await mnemonicAddress(phrase);
  if (address === null) {
    return {
      kind: 'error',
      line,
      reason: 'invalid-mnemonic',
      message: invalidMnemonicMessage(line),
    };
  }
  return { kind: 'mnemonic', line, phrase, address };
}

/** Opt in and pay from many: every line must be a 25-word phrase. */
export function parseMnemonicLines(text: string): Promise<BulkLine[]> {
  return Promise.all(
    lines(text).map((line): BulkLine | Promise<BulkLine> => {
      const words = line.split(/\s+/);
      if (words.length < MNEMONIC_WORDS) {
        return { kind: 'error', line, reason: 'not-mnemonic', message: notMnemonicMessage(line) };
      }
      return readMnemonic(line, words);
    }),
  );
}

/** Distribute: a single token is an address, 25 or more words a phrase, 2..24 words a bad line. */
export function parseDistributeLines(text: string): Promise<BulkLine[]> {
  return Promise.all(
    lines(text).map((line): BulkLine | Promise<BulkLine> => {
      const words = line.split(/\s+/);
      if (words.length === 1) {
        return isValidAddress(line)
          ? { kind: 'address', line, address: line }
          : {
              kind: 'error',
              line,
              reason: 'invalid-address',
              message: invalidAddressMessage(line),
            };
      }
      if (words.length < MNEMONIC_WORDS) {
        return { kind: 'error', line, reason: 'not-mnemonic', message: notMnemonicMessage(line) };
      }
      return readMnemonic(line, words);
    }),
  );
}

/**
 * One results line per send. Pay from many and opt in name the sender; distribute (one sender)
 * names only the receiver. `txId` null means the send failed.
 */
export function bulkResultLine(result: { from?: string; to: string; txId: string | null }): string {
  const who =
    result.from !== undefined
      ? `payment from ${result.from} to ${result.to}`
      : `payment to ${result.to}`;
  return result.txId !== null ? `${who} sent in tx ${result.txId}` : `${who} failed to be sent`;
}

/** A whole-coin amount typed in the tool as micro units, or null (negative, NaN, too precise). */
export function coinsToMicro(amount: number): bigint | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const micro = Math.round(amount * 1_000_000);
  if (!Number.isSafeInteger(micro)) return null;
  return BigInt(micro);
}

/**
 * A governance tool's amount field (whole coins as typed, or the number the field made of it) in
 * micro units, or null unless it is 0..1999999999 with at most 6 decimals. Read from the digits,
 * never rounded nor brought into range (issue 23): the field shows the range message instead.
 */
export function readToolAmount(value: number | string): bigint | null {
  // A number's shortest text; tiny or huge ones come out as "1e-7" / "1e+21" and are refused.
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const micro = parseUnits(text, 6);
  if (!micro.ok || micro.value > BigInt(MAX_TOOL_AMOUNT_COINS) * 1_000_000n) return null;
  return micro.value;
}

/** The opt-in note preview: `af/gov1:j{"com":<micro>}` ('' while the amount is invalid). */
export function governanceOptInNote(amountCoins: number): string {
  const com = coinsToMicro(amountCoins);
  return com === null ? '' : encodeGovernanceNote(com);
}

/** Generate accounts: a whole count in 1..10000, else null (the input shows its default 10). */
export function parseGenerateCount(value: number | string): number | null {
  const n = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= MIN_GENERATE_COUNT && n <= MAX_GENERATE_COUNT ? n : null;
}
