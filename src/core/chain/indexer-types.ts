import { z } from 'zod';

// Indexer v2 JSON (kebab-case, as in reference/indexer.oas3.yml), validated because it comes
// from a server the user may have typed in. Integers arrive as number or, beyond 2^53, bigint
// (parsed with a bigint-aware JSON reader) and are normalised to bigint.

const uint = z
  .union([z.number().int().nonnegative(), z.bigint().nonnegative()])
  .transform((v) => BigInt(v));
const address = z.string().length(58);
const base64 = z.string().max(1_000_000);

export const assetHoldingSchema = z.looseObject({
  'asset-id': uint,
  amount: uint,
  'is-frozen': z.boolean().optional(),
});

export const assetParamsSchema = z.looseObject({
  creator: z.string(),
  decimals: z.number().int().min(0).max(19),
  total: uint,
  'default-frozen': z.boolean().optional(),
  name: z.string().optional(),
  'unit-name': z.string().optional(),
  url: z.string().optional(),
  'metadata-hash': base64.optional(),
  manager: z.string().optional(),
  reserve: z.string().optional(),
  freeze: z.string().optional(),
  clawback: z.string().optional(),
});

export const assetSchema = z.looseObject({
  index: uint,
  params: assetParamsSchema,
  deleted: z.boolean().optional(),
});

const stateSchema = z.looseObject({ 'num-uint': z.number(), 'num-byte-slice': z.number() });

export const indexerAccountSchema = z.looseObject({
  address,
  amount: uint,
  'amount-without-pending-rewards': uint,
  'pending-rewards': uint,
  rewards: uint,
  round: uint,
  status: z.string(),
  'min-balance': uint.optional(),
  'reward-base': uint.optional(),
  'auth-addr': address.optional(),
  assets: z.array(assetHoldingSchema).optional(),
  'apps-local-state': z
    .array(z.looseObject({ id: uint, schema: stateSchema.optional() }))
    .optional(),
  'apps-total-schema': stateSchema.optional(),
  'created-apps': z.array(z.looseObject({ id: uint })).optional(),
  'created-assets': z.array(assetSchema).optional(),
  'sig-type': z.string().optional(),
});
export type IndexerAccount = z.infer<typeof indexerAccountSchema>;

export const accountResponseSchema = z.looseObject({
  account: indexerAccountSchema,
  'current-round': uint,
});

const signatureSchema = z.looseObject({
  sig: base64.optional(),
  multisig: z
    .looseObject({
      threshold: z.number().optional(),
      version: z.number().optional(),
      subsignature: z
        .array(z.looseObject({ 'public-key': base64.optional(), signature: base64.optional() }))
        .optional(),
    })
    .optional(),
  logicsig: z.unknown().optional(),
});

// Heartbeats (hb, consensus v40+): a node proving that an account it runs is still online.
// Lenient on purpose: fields this wallet only displays must never make a history page unreadable.
const heartbeatSchema = z.looseObject({
  'hb-address': address.optional(),
  'hb-key-dilution': uint.optional(),
  'hb-seed': base64.optional(),
  'hb-vote-id': base64.optional(),
  'hb-proof': z
    .looseObject({
      'hb-pk': base64.optional(),
      'hb-pk1sig': base64.optional(),
      'hb-pk2': base64.optional(),
      'hb-pk2sig': base64.optional(),
      'hb-sig': base64.optional(),
    })
    .optional(),
});

// One shape for a payment and an asset transfer, outer or inner.
const paymentSchema = z.looseObject({
  amount: uint,
  receiver: address,
  'close-remainder-to': address.optional(),
  'close-amount': uint.optional(),
});
const assetTransferSchema = z.looseObject({
  amount: uint,
  'asset-id': uint,
  receiver: address,
  sender: address.optional(),
  'close-to': address.optional(),
  'close-amount': uint.optional(),
});

/** What an app's inner transaction moved (indexer `inner-txns`; they have no id of their own). */
export interface IndexerInnerTransfer {
  'tx-type': string;
  sender: string;
  fee?: bigint;
  'payment-transaction'?: { amount: bigint; receiver: string; 'close-remainder-to'?: string };
  'asset-transfer-transaction'?: {
    amount: bigint;
    'asset-id': bigint;
    receiver: string;
    sender?: string;
    'close-to'?: string;
  };
  'rekey-to'?: string;
  'inner-txns'?: IndexerInnerTransfer[];
}

// Loose: the balance chart reads fees and rewards of inner transactions from the same objects.
const innerTransferSchema: z.ZodType<IndexerInnerTransfer> = z.lazy(() =>
  z.looseObject({
    'tx-type': z.string(),
    sender: address,
    fee: uint.optional(),
    'payment-transaction': paymentSchema.optional(),
    'asset-transfer-transaction': assetTransferSchema.optional(),
    'rekey-to': address.optional(),
    'inner-txns': z.array(innerTransferSchema).optional(),
  }),
);

export const indexerTransactionSchema = z.looseObject({
  id: z.string(),
  'tx-type': z.string(),
  sender: address,
  fee: uint,
  'first-valid': uint,
  'last-valid': uint,
  'confirmed-round': uint.optional(),
  'round-time': z.number().optional(),
  'intra-round-offset': z.number().optional(),
  'genesis-id': z.string().optional(),
  'genesis-hash': base64.optional(),
  group: base64.optional(),
  note: base64.optional(),
  'rekey-to': address.optional(),
  'auth-addr': address.optional(),
  'close-rewards': uint.optional(),
  'closing-amount': uint.optional(),
  'sender-rewards': uint.optional(),
  'receiver-rewards': uint.optional(),
  'created-asset-index': uint.optional(),
  signature: signatureSchema.optional(),
  'payment-transaction': paymentSchema.optional(),
  'asset-transfer-transaction': assetTransferSchema.optional(),
  'asset-config-transaction': z
    .looseObject({ 'asset-id': uint.optional(), params: assetParamsSchema.partial().optional() })
    .optional(),
  'asset-freeze-transaction': z
    .looseObject({ address, 'asset-id': uint, 'new-freeze-status': z.boolean() })
    .optional(),
  'keyreg-transaction': z
    .looseObject({
      'non-participation': z.boolean().optional(),
      // Present when the registration brings the account online; absent when it goes offline.
      'vote-participation-key': base64.optional(),
    })
    .optional(),
  // Only what the activity names ("Called app 1008"); lenient like the heartbeat.
  'application-transaction': z
    .looseObject({ 'application-id': uint, 'on-completion': z.string().optional() })
    .optional()
    .catch(undefined),
  'heartbeat-transaction': heartbeatSchema.optional().catch(undefined),
  // An app call's logs (base64), where an ARC-200 token's transfer event is read.
  logs: z.array(base64).max(64).optional().catch(undefined),
  // What an app paid inside its call (a pool's payout): unreadable ones read as none, and a swap
  // is then not recognised (the plain rows stay).
  'inner-txns': z.array(innerTransferSchema).optional().catch(undefined),
});
export type IndexerTransaction = z.infer<typeof indexerTransactionSchema>;

export const transactionsPageSchema = z.looseObject({
  transactions: z.array(indexerTransactionSchema),
  'current-round': uint,
  'next-token': z.string().optional(),
});
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

export const transactionResponseSchema = z.looseObject({
  transaction: indexerTransactionSchema,
  'current-round': uint,
});

export const assetResponseSchema = z.looseObject({ asset: assetSchema, 'current-round': uint });
export const assetsPageSchema = z.looseObject({
  assets: z.array(assetSchema).max(1000),
  'current-round': uint,
  'next-token': z.string().max(256).optional(),
});
export type IndexerAsset = z.infer<typeof assetSchema>;

/** An address the indexer has never seen (404): shown as an empty, offline account. */
export function emptyAccount(addr: string): IndexerAccount {
  return {
    address: addr,
    amount: 0n,
    'amount-without-pending-rewards': 0n,
    'pending-rewards': 0n,
    rewards: 0n,
    round: 0n,
    status: 'Offline',
    assets: [],
  };
}

/** The amount a transaction moved, in its own units (payment or asset transfer). */
export function transferredAmount(tx: IndexerTransaction): {
  amount: bigint;
  assetId: bigint | null;
  receiver: string | null;
} {
  if (tx['payment-transaction']) {
    return {
      amount: tx['payment-transaction'].amount,
      assetId: null,
      receiver: tx['payment-transaction'].receiver,
    };
  }
  if (tx['asset-transfer-transaction']) {
    const axfer = tx['asset-transfer-transaction'];
    return { amount: axfer.amount, assetId: axfer['asset-id'], receiver: axfer.receiver };
  }
  return { amount: 0n, assetId: null, receiver: null };
}

/** Every asset a transaction moves, those an app moves inside its call included. */
export function movedAssetIds(tx: IndexerTransaction | IndexerInnerTransfer): bigint[] {
  const own = tx['asset-transfer-transaction']?.['asset-id'];
  const inner = (tx['inner-txns'] ?? []).flatMap(movedAssetIds);
  return own === undefined ? inner : [own, ...inner];
}
