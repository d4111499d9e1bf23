import { decodeSignedTransaction, decodeUnsignedTransaction } from 'algosdk';
import { z } from 'zod';
import { base64ToBytes } from '../../core/encoding/base64';
import { baseUnits, type RouterGroupEntry, type SwapQuote } from '../../core/swap/quote';
import type { RouterEndpoint } from '../../core/swap/router-config';
import { parseAnswer, RouterError, routerJson } from './router-http';

// Router B: Folks Router, through its HTTP API behind our own interface rather than its SDK
// (@folks-router/js-sdk 0.4 hard-codes its base URL and its mainnet/testnet router app). The
// base URL is configured whole, e.g. "https://api.folksrouter.io/v2"; with an API key the SDK
// adds "/pro", so a configured URL for a key includes it. The same shapes as the SDK:
//   GET {base}/fetch/quote   -> { success, result: { quoteAmount, priceImpact, microalgoTxnsFee, txnPayload } }
//   GET {base}/prepare/swap  -> { success, result: [base64 unsigned transaction] }
// Extension: an entry that decodes as a signed transaction is the router's own and is passed
// through unsigned by us (the devnet stand-in's pool pays that way: the devnet runs no AVM).

const MAX_GROUP_SIZE = 16;

const failure = z.object({ success: z.literal(false), errors: z.optional(z.unknown()) });
const quoteSchema = z.union([
  z.object({
    success: z.literal(true),
    result: z.object({
      quoteAmount: z.union([z.number(), z.string()]),
      priceImpact: z.optional(z.number()),
      microalgoTxnsFee: z.optional(z.number().int().nonnegative()),
      txnPayload: z.string().min(1).max(200_000),
    }),
  }),
  failure,
]);
const prepareSchema = z.union([
  z.object({
    success: z.literal(true),
    result: z.array(z.string().max(10_000)).min(1).max(MAX_GROUP_SIZE),
  }),
  failure,
]);

function headersOf(endpoint: RouterEndpoint): Record<string, string> {
  return endpoint.apiKey ? { 'x-api-key': endpoint.apiKey } : {};
}

function failed(errors: unknown): RouterError {
  return new RouterError(typeof errors === 'string' ? errors.slice(0, 300) : 'no route');
}

export interface FolksQuoteRequest {
  endpoint: RouterEndpoint;
  /** The router's network name ("mainnet", "testnet"; the environment id otherwise). */
  network: string;
  fromAssetId: bigint;
  toAssetId: bigint;
  amount: bigint;
  signal?: AbortSignal;
}

export async function fetchFolksQuote(request: FolksQuoteRequest): Promise<SwapQuote> {
  const url = new URL(`${request.endpoint.url}/fetch/quote`);
  const params: Record<string, string> = {
    network: request.network,
    fromAsset: request.fromAssetId.toString(),
    toAsset: request.toAssetId.toString(),
    amount: request.amount.toString(),
    type: 'FIXED_INPUT',
    maxGroupSize: MAX_GROUP_SIZE.toString(),
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.append(key, value);
  const answer = parseAnswer(
    quoteSchema,
    await routerJson(url.href, { headers: headersOf(request.endpoint) }, request.signal),
  );
  if (!answer.success) throw failed(answer.errors);
  const quotedOut = baseUnits(answer.result.quoteAmount);
  if (quotedOut === null) throw new RouterError('unexpected answer');
  if (quotedOut === 0n) throw new RouterError('no route');
  return {
    router: 'folks',
    fromAssetId: request.fromAssetId,
    toAssetId: request.toAssetId,
    amountIn: request.amount,
    quotedOut,
    priceImpact: answer.result.priceImpact,
    fee:
      answer.result.microalgoTxnsFee === undefined
        ? undefined
        : BigInt(answer.result.microalgoTxnsFee),
    requiredAppOptIns: [],
    payload: answer.result.txnPayload,
  };
}

export async function prepareFolksGroup(
  endpoint: RouterEndpoint,
  quote: SwapQuote,
  address: string,
  slippagePercent: number,
  signal?: AbortSignal,
): Promise<RouterGroupEntry[]> {
  const url = new URL(`${endpoint.url}/prepare/swap`);
  url.searchParams.append('userAddress', address);
  url.searchParams.append('slippageBps', Math.round(slippagePercent * 100).toString());
  url.searchParams.append('txnPayload', String(quote.payload));
  const answer = parseAnswer(
    prepareSchema,
    await routerJson(url.href, { headers: headersOf(endpoint) }, signal),
  );
  if (!answer.success) throw failed(answer.errors);
  return answer.result.map((text): RouterGroupEntry => {
    let bytes: Uint8Array;
    try {
      bytes = base64ToBytes(text);
    } catch {
      throw new RouterError('undecodable transaction');
    }
    try {
      return { txn: decodeUnsignedTransaction(bytes) };
    } catch {
      try {
        return { txn: decodeSignedTransaction(bytes).txn, presigned: bytes };
      } catch {
        throw new RouterError('undecodable transaction');
      }
    }
  });
}
