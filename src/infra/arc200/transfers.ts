import { z } from 'zod';
import { base64ToBytes } from '../../core/encoding/base64';
import { directionFor, transferEvents, type TransferDirection } from '../../core/arc200/events';
import { indexerGet } from '../chain/indexer-client';

// An account's transfers of one ARC-200 token, from the arc200_Transfer events (ARC-28) in the
// logs the indexer keeps of the token's app calls. A receiver is not a party of the transfer's
// transaction, so the account's own history never lists what it received: the token's calls
// are searched instead, a few pages at most.

const PAGE = 1000;
const MAX_PAGES = 5;

const page = z.looseObject({
  transactions: z.array(
    z.looseObject({
      id: z.string(),
      sender: z.string().max(64).optional(),
      'round-time': z.number().optional(),
      'confirmed-round': z.union([z.number(), z.bigint()]).optional(),
      logs: z.array(z.string()).max(64).optional(),
    }),
  ),
  'next-token': z.string().optional(),
});

export interface AccountTokenTransfer {
  txId: string;
  direction: TransferDirection;
  /** The other side (the account itself for a transfer to itself). */
  counterparty: string;
  value: bigint;
  /** Who sent the call: the account itself means its own history lists it already. */
  sender?: string;
  /** Seconds since 1970, when the indexer says. */
  time?: number;
}

/** `address`'s transfers of token `appId`, newest first. */
export async function searchTokenTransfers(
  appId: bigint,
  address: string,
): Promise<AccountTokenTransfer[]> {
  const found: AccountTokenTransfer[] = [];
  let next: string | undefined;
  for (let i = 0; i < MAX_PAGES; i++) {
    const answer = await indexerGet('/v2/transactions', page, {
      'application-id': appId.toString(),
      limit: PAGE,
      next,
    });
    for (const txn of answer.transactions) {
      const logs = (txn.logs ?? []).flatMap((log) => {
        try {
          return [base64ToBytes(log)];
        } catch {
          return [];
        }
      });
      for (const transfer of transferEvents(logs)) {
        const direction = directionFor(transfer, address);
        if (!direction) continue;
        found.push({
          txId: txn.id,
          direction,
          counterparty: direction === 'sent' ? transfer.to : transfer.from,
          value: transfer.value,
          sender: txn.sender,
          time: txn['round-time'],
        });
      }
    }
    next = answer['next-token'];
    if (!next || answer.transactions.length < PAGE) break;
  }
  return found.reverse();
}
