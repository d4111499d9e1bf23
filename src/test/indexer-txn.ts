import { indexerTransactionSchema, type IndexerTransaction } from '../core/chain/indexer-types';

/** A confirmed indexer transaction as the activity reads it: round 5, fee 0.001, over `json`. */
export const indexerTxn = (id: string, json: Record<string, unknown>): IndexerTransaction =>
  indexerTransactionSchema.parse({
    id,
    fee: 1000,
    'first-valid': 1,
    'last-valid': 2,
    'confirmed-round': 5,
    'round-time': 1_700_000_000,
    ...json,
  });
