import {
  decodeSignedTransaction,
  decodeUnsignedTransaction,
  LogicSigAccount,
  signLogicSigTransactionObject,
  signTransaction,
} from 'algosdk';
import { z } from 'zod';
import { base64ToBytes } from '../../core/encoding/base64';
import { baseUnits, type RouterGroupEntry, type SwapQuote } from '../../core/swap/quote';
import type { RouterEndpoint } from '../../core/swap/router-config';
import { parseAnswer, RouterError, routerJson } from './router-http';

// Router A: Deflex, now TxnLab's Haystack Router (HTTP shapes of @txnlab/deflex 1.5).

const MAX_GROUP_SIZE = 16;
const MAX_DEPTH = 4;

const integer = z.union([z.number(), z.string()]);
const payloadSchema = z.object({ iv: z.string().max(1024), data: z.string().max(200_000) });
const quoteSchema = z.object({
  quote: integer,
  userPriceImpact: z.optional(z.number()),
  requiredAppOptIns: z.optional(z.array(z.number().int().nonnegative()).max(16)),
  txnPayload: z.nullable(payloadSchema),
});

/** Byte arrays come as base64, an array, or an index-keyed object (JSON of a Uint8Array). */
const bytesSchema = z.union([
  z
    .string()
    .max(10_000)
    .transform((text) => base64ToBytes(text)),
  z
    .array(z.number().int().min(0).max(255))
    .max(10_000)
    .transform((a) => Uint8Array.from(a)),
  z
    .record(z.string(), z.number().int().min(0).max(255))
    .transform((o) => Uint8Array.from(Object.values(o))),
]);
const executeSchema = z.object({
  txns: z
    .array(
      z.object({
        data: z.string().max(10_000),
        group: z.optional(z.string()),
        logicSigBlob: z.union([z.literal(false), bytesSchema]),
        signature: z.union([
          z.literal(false),
          z.object({ type: z.enum(['secret_key', 'logic_signature']), value: bytesSchema }),
        ]),
      }),
    )
    .min(1)
    .max(MAX_GROUP_SIZE),
  groupMetadata: z.optional(z.array(z.object({ labelText: z.optional(z.string()) }))),
});

export interface DeflexQuoteRequest {
  endpoint: RouterEndpoint;
  /** The node the router should build for; its token is never sent. */
  algodUrl: string;
  fromAssetId: bigint;
  toAssetId: bigint;
  amount: bigint;
  signal?: AbortSignal;
}

function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

export async function fetchDeflexQuote(request: DeflexQuoteRequest): Promise<SwapQuote> {
  const algod = new URL(request.algodUrl);
  const url = new URL(`${request.endpoint.url}/fetchQuote`);
  const params: Record<string, string> = {
    apiKey: request.endpoint.apiKey,
    algodUri: `${algod.protocol}//${algod.hostname}${algod.pathname.replace(/\/+$/, '')}`,
    algodToken: '',
    algodPort: portOf(algod),
    feeBps: '0',
    fromASAID: request.fromAssetId.toString(),
    toASAID: request.toAssetId.toString(),
    amount: request.amount.toString(),
    type: 'fixed-input',
    disabledProtocols: '',
    maxGroupSize: MAX_GROUP_SIZE.toString(),
    maxDepth: MAX_DEPTH.toString(),
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.append(key, value);
  const answer = parseAnswer(quoteSchema, await routerJson(url.href, {}, request.signal));
  // '' is the router's "no route"; anything else must be an amount the chain can hold.
  if (answer.quote === '') throw new RouterError('no route');
  const quotedOut = baseUnits(answer.quote);
  if (quotedOut === null) throw new RouterError('unexpected answer');
  if (quotedOut === 0n || !answer.txnPayload) throw new RouterError('no route');
  return {
    router: 'deflex',
    fromAssetId: request.fromAssetId,
    toAssetId: request.toAssetId,
    amountIn: request.amount,
    quotedOut,
    priceImpact: answer.userPriceImpact,
    requiredAppOptIns: (answer.requiredAppOptIns ?? []).map(BigInt),
    payload: answer.txnPayload,
  };
}

/** The router's group for a quote; its own transactions come signed (or signed here). */
export async function fetchDeflexGroup(
  endpoint: RouterEndpoint,
  quote: SwapQuote,
  address: string,
  slippagePercent: number,
  signal?: AbortSignal,
): Promise<RouterGroupEntry[]> {
  const body = JSON.stringify({
    apiKey: endpoint.apiKey,
    address,
    txnPayloadJSON: quote.payload,
    slippage: slippagePercent,
  });
  const answer = await routerJson(
    `${endpoint.url}/fetchExecuteSwapTxns`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body },
    signal,
  );
  const parsed = parseAnswer(executeSchema, answer);
  const labels = parsed.groupMetadata ?? [];
  return parsed.txns.map((entry, i): RouterGroupEntry => {
    const label = labels[i]?.labelText?.slice(0, 200);
    try {
      if (entry.logicSigBlob !== false) {
        const presigned = entry.logicSigBlob;
        return { txn: decodeSignedTransaction(presigned).txn, presigned, label };
      }
      const txn = decodeUnsignedTransaction(base64ToBytes(entry.data));
      if (entry.signature === false) return { txn, label };
      // The router hands over the key or logic of its own escrow; the user's key is not involved.
      const presigned =
        entry.signature.type === 'secret_key'
          ? signTransaction(txn, entry.signature.value).blob
          : signLogicSigTransactionObject(txn, logicSigOf(entry.signature.value)).blob;
      return { txn, presigned, label };
    } catch {
      throw new RouterError('undecodable transaction');
    }
  });
}

function logicSigOf(blob: Uint8Array): LogicSigAccount {
  return LogicSigAccount.fromByte(blob);
}
