import type { PublicAccount } from '../../core/accounts/stored-account';
import type { RequestEntry } from '../../core/walletconnect/sign-request';
import { signGroup } from '../../infra/transactions/sign-group';

// Signing the entries of a dapp's request (spec section 4) through the pipeline: one vault
// opening for all of them, the signer chosen from each sender's auth address on chain (never
// the request's authAddr). A multisig entry is signed with every member key this wallet holds
// and counts as signed only once the threshold is reached. Devices and phones are asked one
// after another, 200 ms apart (spec section 9: sign-all gap).

export const SIGN_ALL_GAP_MS = 200;

export type EntrySigning =
  | { kind: 'signed'; bytes: Uint8Array }
  /** A multisig entry still short of its threshold with the keys held here. */
  | { kind: 'partial'; signatures: number; threshold: number };

/** Signs `entries` (all of one request); the result is keyed by txid. */
export async function signEntries(
  entries: readonly RequestEntry[],
  accounts: readonly PublicAccount[],
): Promise<Map<string, EntrySigning>> {
  const multisig = new Map(entries.flatMap((e, i) => (e.msig ? [[i, e.msig] as const] : [])));
  const signed = await signGroup({
    txns: entries.map((e) => e.txn),
    accounts,
    multisig,
    promptGapMs: SIGN_ALL_GAP_MS,
  });
  const result = new Map<string, EntrySigning>();
  signed.forEach((entry, i) => {
    const txid = entries[i]!.txid;
    if (entry.kind === 'signed') result.set(txid, { kind: 'signed', bytes: entry.bytes });
    if (entry.kind === 'partial') {
      result.set(txid, {
        kind: 'partial',
        signatures: entry.signatures,
        threshold: entry.threshold,
      });
    }
  });
  return result;
}
