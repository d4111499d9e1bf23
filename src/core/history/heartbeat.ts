import type { IndexerTransaction } from '../chain/indexer-types';

// Heartbeat (hb) transactions, consensus v40 and later: a node shows that an account whose keys
// it runs is still online, so the account keeps its place in consensus (and its rewards). They
// move nothing; a person only needs to know which account was kept online.

export interface Heartbeat {
  /** The account shown to be online; null when the indexer did not say (or said it badly). */
  account: string | null;
  /** Technical fields in the indexer's words, in display order, only those present. */
  fields: readonly { key: HeartbeatFieldKey; value: string }[];
}

export const HEARTBEAT_FIELDS = [
  'hb-key-dilution',
  'hb-vote-id',
  'hb-seed',
  'hb-pk',
  'hb-pk2',
  'hb-sig',
  'hb-pk1sig',
  'hb-pk2sig',
] as const;
export type HeartbeatFieldKey = (typeof HEARTBEAT_FIELDS)[number];

/** The heartbeat inside `tx`, or null when `tx` is not one. */
export function heartbeatOf(tx: IndexerTransaction): Heartbeat | null {
  if (tx['tx-type'] !== 'hb') return null;
  const hb = tx['heartbeat-transaction'];
  const proof = hb?.['hb-proof'];
  const values: Record<HeartbeatFieldKey, string | undefined> = {
    'hb-key-dilution': hb?.['hb-key-dilution']?.toString(),
    'hb-vote-id': hb?.['hb-vote-id'],
    'hb-seed': hb?.['hb-seed'],
    'hb-pk': proof?.['hb-pk'],
    'hb-pk2': proof?.['hb-pk2'],
    'hb-sig': proof?.['hb-sig'],
    'hb-pk1sig': proof?.['hb-pk1sig'],
    'hb-pk2sig': proof?.['hb-pk2sig'],
  };
  return {
    account: hb?.['hb-address'] ?? null,
    fields: HEARTBEAT_FIELDS.flatMap((key) => {
      const value = values[key];
      return value === undefined || value === '' ? [] : [{ key, value }];
    }),
  };
}
