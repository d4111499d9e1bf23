import { transactionsPageSchema } from '../../core/chain/indexer-types';
import { gatewayNoteId } from '../../core/gateway/gateway-note';
import {
  findMatchingPayment,
  gatewayMinRound,
  paymentSearchParams,
  type GatewayExpectation,
} from '../../core/gateway/payment-match';
import { currentChain, indexerGet, type ChainContext } from '../chain/indexer-client';
import { currentRound } from '../transactions/node-calls';

// The merchant page's poll (spec 001 sections 2 and 7): one indexer search for the expected
// payment, re-checked in core (findMatchingPayment). The page calls this every GATEWAY_POLL_MS.

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
  signal?.throwIfAborted();
  const page = await indexerGet(
    '/v2/transactions',
    transactionsPageSchema,
    paymentSearchParams({ ...expectation, currentRound: round }),
    chain,
    signal,
  );
  return findMatchingPayment(page.transactions, expectation, gatewayMinRound(round));
}
