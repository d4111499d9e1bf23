import { transactionsPageSchema, type IndexerTransaction } from '../../core/chain/indexer-types';
import { currentChain, indexerGet, type ChainContext } from './indexer-client';

// Whom an account has paid (issue 26): "first payment to this address" in the review and the
// look-alike guard. The indexer is asked for the account's outgoing payments and asset transfers
// separately (tx-type takes one value), newest first, at most MAX_PAGES pages of PAGE_SIZE each.
// An account with more outgoing transactions than that of one type is judged on its latest ones
// only: an address last paid long before them counts as never paid, so the review says "first
// payment" once more. That errs on the careful side and keeps one review to a few requests.

export const PAID_RECEIVERS_PAGE_SIZE = 500;
export const PAID_RECEIVERS_MAX_PAGES = 2;

const TYPES = ['pay', 'axfer'] as const;

/** Who received Algo or an asset from `sender` in this transaction (its own top-level fields). */
function receiversOf(tx: IndexerTransaction, sender: string): string[] {
  // address-role=sender also matches a clawback's asset-sender: the account whose assets were
  // taken did not pay anyone, so only transactions it sent itself count.
  if (tx.sender !== sender) return [];
  const pay = tx['payment-transaction'];
  const axfer = tx['asset-transfer-transaction'];
  if (pay) return [pay.receiver, pay['close-remainder-to']].filter((a) => a !== undefined);
  if (axfer && axfer.sender === undefined) {
    return [axfer.receiver, axfer['close-to']].filter((a) => a !== undefined);
  }
  return [];
}

/**
 * Every address `sender` has sent Algo or assets to (receivers and close-to addresses), as far
 * as its latest outgoing transactions tell. Opting in to an asset (a transfer to oneself) does
 * not make the account "paid" by itself.
 */
export async function paidReceivers(
  sender: string,
  signal?: AbortSignal,
  chain: ChainContext = currentChain(),
  { pageSize = PAID_RECEIVERS_PAGE_SIZE, maxPages = PAID_RECEIVERS_MAX_PAGES } = {},
): Promise<ReadonlySet<string>> {
  const paid = new Set<string>();
  const path = '/v2/transactions';
  await Promise.all(
    TYPES.map(async (type) => {
      let next: string | undefined;
      for (let page = 0; page < maxPages; page++) {
        const answer = await indexerGet(
          path,
          transactionsPageSchema,
          {
            address: sender,
            'address-role': 'sender',
            'tx-type': type,
            limit: pageSize,
            next,
          },
          chain,
          signal,
        );
        for (const tx of answer.transactions) {
          for (const receiver of receiversOf(tx, sender)) paid.add(receiver);
        }
        next = answer['next-token'];
        if (!next || answer.transactions.length < pageSize) break;
      }
    }),
  );
  paid.delete(sender);
  return paid;
}
