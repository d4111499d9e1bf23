import { IntDecoding, parseJSON } from 'algosdk';
import { transactionsPageSchema } from '../../core/chain/indexer-types';
import { gatewayNoteId } from '../../core/gateway/gateway-note';
import {
  findMatchingPayment,
  gatewayMinRound,
  paymentSearchParams,
  type GatewayExpectation,
} from '../../core/gateway/payment-match';
import { ChainDataError, currentChain, type ChainContext } from '../chain/indexer-client';
import { request } from '../http/http-client';
import { currentRound } from '../transactions/node-calls';

// The merchant page's poll (spec 001 sections 2 and 7): one indexer search for the expected
// payment, re-checked in core (findMatchingPayment). The page calls this every GATEWAY_POLL_MS.

/** A fresh id for a generated gateway note (`a-wallet/<id>`), from the platform's CSPRNG. */
export function randomGatewayNoteId(): string {
  return gatewayNoteId(crypto.getRandomValues(new Uint8Array(12)));
}

const parseBigJson = (text: string): unknown => parseJSON(text, { intDecoding: IntDecoding.MIXED });

/**
 * `GET /v2/transactions` with the chain's indexer token. Own call rather than the indexer
 * client's private helper, because the page's poll must be abortable when it unmounts.
 */
async function searchTransactions(
  query: Record<string, string>,
  chain: ChainContext,
  signal?: AbortSignal,
) {
  if (!chain.indexerUrl) throw new ChainDataError();
  const url = new URL(`${chain.indexerUrl}/v2/transactions`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const headers: Record<string, string> = {};
  if (chain.indexerToken) headers['X-Indexer-API-Token'] = chain.indexerToken;
  const body = await request<unknown>(url.toString(), { headers, signal, parse: parseBigJson });
  const parsed = transactionsPageSchema.safeParse(body);
  if (!parsed.success) throw new ChainDataError();
  return parsed.data;
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
  const page = await searchTransactions(
    paymentSearchParams({ ...expectation, currentRound: round }),
    chain,
    signal,
  );
  return findMatchingPayment(page.transactions, expectation, gatewayMinRound(round));
}
