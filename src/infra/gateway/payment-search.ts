import { transactionsPageSchema } from '../../core/chain/indexer-types';
import { gatewayNoteId } from '../../core/gateway/gateway-note';
import {
  findMatchingPayment,
  GATEWAY_SEARCH_LIMIT,
  GATEWAY_SEARCH_MAX_PAGES,
  gatewayMinRound,
  paymentSearchParams,
  type GatewayExpectation,
} from '../../core/gateway/payment-match';
import { currentChain, indexerGet, type ChainContext } from '../chain/indexer-client';
import { currentRound } from '../transactions/node-calls';

// The merchant page's poll (spec 001 sections 2 and 7): an indexer search for the expected
// payment, re-checked in core (findMatchingPayment). The page calls this every GATEWAY_POLL_MS.
// The search is by note prefix, so payments for other orders whose notes start with this one's
// (`INV-10`.. for `INV-1`) come back too; the next page is read while a page is full of them.

/** A fresh id for a generated gateway note (`a-wallet/<id>`), from the platform's CSPRNG. */
export function randomGatewayNoteId(): string {
  return gatewayNoteId(crypto.getRandomValues(new Uint8Array(12)));
}

/**
 * The id of a confirmed payment that matches `expectation`, or null while there is none.
 * Throws ChainDataError, HttpError or NodeCallError when the chain cannot be asked.
 */
export async function searchGatewayPayment(
  expectation: GatewayExpectation,
  signal?: AbortSignal,
  chain: ChainContext = currentChain(),
): Promise<string | null> {
  const round = await currentRound(chain);
  let next: string | undefined;
  for (let pages = 0; pages < GATEWAY_SEARCH_MAX_PAGES; pages++) {
    signal?.throwIfAborted();
    const page = await indexerGet(
      '/v2/transactions',
      transactionsPageSchema,
      paymentSearchParams({ ...expectation, currentRound: round, next }),
      chain,
      signal,
    );
    const found = findMatchingPayment(page.transactions, expectation, gatewayMinRound(round));
    if (found !== null) return found;
    next = page['next-token'];
    if (!next || page.transactions.length < GATEWAY_SEARCH_LIMIT) return null;
  }
  return null;
}
