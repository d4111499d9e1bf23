import { encodeUnsignedTransaction, type Algodv2 } from 'algosdk';
import { z } from 'zod';
import {
  addressParam,
  createSealer,
  HttpError,
  intParam,
  parse,
  startRouterServer,
  uint64Param,
  type SwapRouterStandIn,
} from './http';
import {
  algodClient,
  buildSwapGroup,
  findRoute,
  minOutputAt,
  type RouterPools,
  type StandInMode,
} from './swap-group';

// A loopback stand-in for Folks Router, speaking the shapes of @folks-router/js-sdk 0.4.0
// (FolksRouterClient), whose real base URL is https://api.folksrouter.io/v2 (testnet:
// .../testnet/v2; with an API key .../v2/pro and an `x-api-key` header). Every answer is
// wrapped as {success: true, result} or {success: false, errors}:
//   GET {url}/fetch/quote?network&fromAsset&toAsset&amount&type[&maxGroupSize][&feeBps]
//       [&userFeeDiscount][&referrer]
//       -> {quoteAmount, priceImpact, microalgoTxnsFee, txnPayload}
//   GET {url}/prepare/swap?userAddress&slippageBps&txnPayload -> [base64 transaction, ...]
//   GET {url}/fetch/discount?network&userAddress -> 0 (the user's fee discount)
// As the real router's, every transaction is unsigned, the output arriving through the pool
// app's inner transaction. The quote is the best of `pools` for the pair, read from the pool
// apps' state (amm.ts). An unknown pair (or one no pool pays) is HTTP 200
// {success: false, errors}. feeBps, userFeeDiscount and referrer are checked but change nothing.

export interface FolksStandInOptions {
  algod: { url: string; token: string };
  pools: RouterPools;
  port?: number;
  host?: string;
}

// The real API knows mainnet and testnet; a sandbox wallet names its own network.
const network = z.enum(['mainnet', 'testnet', 'sandbox']);

const quoteQuery = z.object({
  network,
  fromAsset: uint64Param,
  toAsset: uint64Param,
  amount: uint64Param.refine((amount) => amount > 0n, 'must be more than 0'),
  type: z.enum(['FIXED_INPUT', 'FIXED_OUTPUT']),
  maxGroupSize: intParam(1, 16).optional(),
  feeBps: intParam(0, 10_000).optional(),
  userFeeDiscount: intParam(0, 10_000).optional(),
  referrer: addressParam.optional(),
});

const prepareQuery = z.object({
  userAddress: addressParam,
  slippageBps: intParam(0, 10_000),
  txnPayload: z.string().min(1),
});

const discountQuery = z.object({ network, userAddress: addressParam });

/** What the sealed txnPayload holds. */
const payloadContent = z.object({
  router: z.literal('folks'),
  appId: uint64Param,
  from: uint64Param,
  to: uint64Param,
  amount: uint64Param,
  quote: uint64Param,
});

/** Transactions the user signs: input and app call. */
const USER_TXNS = 2;
/** The fees they pay, in minimum fees: the call also covers the pool's inner payout. */
const USER_FEES = 3n;

export async function startFolksStandIn(options: FolksStandInOptions): Promise<SwapRouterStandIn> {
  const algod: Algodv2 = algodClient(options.algod);
  const { pools } = options;
  const sealer = createSealer();
  const query = (url: URL) => Object.fromEntries(url.searchParams);

  async function fetchQuote(url: URL) {
    const params = parse(quoteQuery, query(url));
    if (params.type !== 'FIXED_INPUT') {
      throw new HttpError(400, 'This stand-in quotes FIXED_INPUT swaps only');
    }
    const { fromAsset: from, toAsset: to, amount } = params;
    const route =
      (params.maxGroupSize ?? 16) >= USER_TXNS
        ? await findRoute(algod, pools.appIds, from, to, amount)
        : undefined;
    if (!route) return { success: false, errors: [`No route from ${from} to ${to}`] };
    const { minFee } = await algod.getTransactionParams().do();
    const sealed = sealer.seal({
      router: 'folks',
      appId: route.pool.appId.toString(),
      from: from.toString(),
      to: to.toString(),
      amount: amount.toString(),
      quote: route.quote.toString(),
    });
    return {
      success: true,
      result: {
        // A string: the SDK takes BigInt(quoteAmount), and a JSON number would lose precision.
        quoteAmount: route.quote.toString(),
        priceImpact: 0,
        microalgoTxnsFee: Number(minFee * USER_FEES),
        // One opaque string, as the real API's.
        txnPayload: `${sealed.iv}.${sealed.data}`,
      },
    };
  }

  async function prepareSwap(url: URL, mode: StandInMode) {
    const params = parse(prepareQuery, query(url));
    const [iv = '', data = ''] = params.txnPayload.split('.');
    const order = parse(payloadContent, sealer.open(iv, data));
    const group = await buildSwapGroup(
      algod,
      pools,
      {
        ...order,
        minOutput: minOutputAt(order.quote, BigInt(params.slippageBps)),
        address: params.userAddress,
        optIn: false,
      },
      mode,
    );
    return {
      success: true,
      result: group.map((txn) => Buffer.from(encodeUnsignedTransaction(txn)).toString('base64')),
    };
  }

  return startRouterServer({
    port: options.port,
    host: options.host,
    errorBody: (_status, message) => ({ success: false, errors: [message], message }),
    routes: {
      '/fetch/quote': { method: 'GET', handle: (url) => fetchQuote(url) },
      '/prepare/swap': {
        method: 'GET',
        execute: true,
        handle: (url, _req, mode) => prepareSwap(url, mode),
      },
      '/fetch/discount': {
        method: 'GET',
        handle: async (url) => {
          parse(discountQuery, query(url));
          return { success: true, result: 0 };
        },
      },
    },
  });
}
