import { encodeUnsignedTransaction, type Algodv2 } from 'algosdk';
import { z } from 'zod';
import {
  addressParam,
  createSealer,
  HttpError,
  intParam,
  parse,
  readJson,
  startRouterServer,
  uint64Param,
  type SwapRouterStandIn,
} from './http';
import {
  algodClient,
  buildSwapGroup,
  findRoute,
  minOutputAt,
  optedIntoApp,
  type RouterPools,
} from './swap-group';

// A loopback stand-in for the Deflex order router (TxnLab's Haystack Router), speaking the
// shapes of @txnlab/deflex 1.5.0 (DeflexClient.fetchQuote / fetchSwapTransactions), whose real
// base URL is https://deflex.txnlab.dev/api:
//   GET  {url}/fetchQuote?apiKey&algodUri&algodToken&algodPort&feeBps&fromASAID&toASAID&amount
//        &type&disabledProtocols&maxGroupSize&maxDepth[&optIn][&referrerAddress]
//        -> FetchQuoteResponse (quote '' and txnPayload null: no route)
//   POST {url}/fetchExecuteSwapTxns {apiKey, address, txnPayloadJSON, slippage (percent)}
//        -> {txns: [{data, group, logicSigBlob, signature}], groupMetadata: [{labelText}]}
// Every `data` is the base64 unsigned transaction, with the group id; every entry is the user's
// to sign (`logicSigBlob` and `signature` false): the pool pays with an inner transaction. As
// with the real router's route apps, app opt-ins are sent in a group of their own first.
// The stand-in's own additions: `address` on fetchQuote (when given, requiredAppOptIns is []
// once that account has opted into the pool app; without it the route's apps are listed, as
// the real API does and the SDK filters), and `chain`/`atomicOnly` of the older API accepted.
// The quote is the best of `pools` for the pair, read from the pool apps' state (amm.ts);
// feeBps and referrerAddress are checked but change nothing.

export interface DeflexStandInOptions {
  algod: { url: string; token: string };
  pools: RouterPools;
  port?: number;
  host?: string;
}

/** The one "protocol" both stand-ins route through. */
export const POOL_PROTOCOL = 'DevnetPool';
/** A made-up USD price of 1 base coin, for the quote's usd fields. */
const BASE_COIN_USD = 0.2;

const quoteQuery = z.object({
  apiKey: z.string().min(1),
  algodUri: z.url().optional(),
  algodToken: z.string().optional(),
  algodPort: z
    .string()
    .regex(/^\d{0,5}$/, 'expected a port')
    .optional(),
  feeBps: intParam(0, 300).optional(),
  fromASAID: uint64Param,
  toASAID: uint64Param,
  amount: uint64Param.refine((amount) => amount > 0n, 'must be more than 0'),
  type: z.enum(['fixed-input', 'fixed-output']).default('fixed-input'),
  disabledProtocols: z.string().default(''),
  maxGroupSize: intParam(1, 16).default(16),
  maxDepth: intParam(1, 4).default(4),
  optIn: z.enum(['true', 'false']).optional(),
  referrerAddress: addressParam.optional(),
  address: addressParam.optional(),
  chain: z.string().optional(),
  atomicOnly: z.enum(['true', 'false']).optional(),
});

const executeBody = z.object({
  apiKey: z.string().min(1),
  address: addressParam,
  txnPayloadJSON: z.object({ iv: z.string(), data: z.string() }),
  slippage: z.number().min(0).max(100),
});

/** What the sealed txnPayload holds. */
const payloadContent = z.object({
  router: z.literal('deflex'),
  appId: uint64Param,
  from: uint64Param,
  to: uint64Param,
  amount: uint64Param,
  quote: uint64Param,
  optIn: z.boolean(),
});

interface DeflexAsset {
  id: number;
  decimals: number;
  unit_name: string;
  name: string;
  price_algo: number;
  price_usd: number;
}

/** JSON numbers lose precision above 2^53; the SDK types allow a string there. */
const jsonAmount = (value: bigint): number | string =>
  value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();

export async function startDeflexStandIn(
  options: DeflexStandInOptions,
): Promise<SwapRouterStandIn> {
  const algod: Algodv2 = algodClient(options.algod);
  const { pools } = options;
  const sealer = createSealer();
  const assetInfo = new Map<bigint, Omit<DeflexAsset, 'price_algo' | 'price_usd'>>();

  /** Price of one whole unit in base coin: what the best pool pays for it (0 if none). */
  async function priceAlgo(id: bigint, decimals: number): Promise<number> {
    if (id === 0n) return 1;
    const sell = await findRoute(algod, pools.appIds, id, 0n, 10n ** BigInt(decimals));
    return Number(sell?.quote ?? 0n) / 1e6;
  }

  /** Asset 0 and the node's assets; an unknown one gets a blank entry (it has no rate anyway). */
  async function describe(id: bigint): Promise<Omit<DeflexAsset, 'price_algo' | 'price_usd'>> {
    if (id === 0n) return { id: 0, decimals: 6, unit_name: 'ALGO', name: 'Algo' };
    const cached = assetInfo.get(id);
    if (cached) return cached;
    try {
      const { params } = await algod.getAssetByID(id).do();
      if (!params) throw new Error('no params');
      const found = {
        id: Number(id),
        decimals: params.decimals,
        unit_name: params.unitName ?? '',
        name: params.name ?? '',
      };
      assetInfo.set(id, found);
      return found;
    } catch {
      return { id: Number(id), decimals: 0, unit_name: '', name: '' };
    }
  }

  async function asset(id: bigint): Promise<DeflexAsset> {
    const known = await describe(id);
    const price_algo = await priceAlgo(id, known.decimals);
    return { ...known, price_algo, price_usd: price_algo * BASE_COIN_USD };
  }

  async function fetchQuote(url: URL) {
    const query = parse(quoteQuery, Object.fromEntries(url.searchParams));
    if (query.type !== 'fixed-input') {
      throw new HttpError(400, 'This stand-in quotes fixed-input swaps only');
    }
    const from = query.fromASAID;
    const to = query.toASAID;
    const optIn = query.optIn === 'true' && to !== 0n;
    const disabled = query.disabledProtocols.split(',').includes(POOL_PROTOCOL);
    const groupSize = optIn ? 3 : 2;
    const found = disabled
      ? undefined
      : await findRoute(algod, pools.appIds, from, to, query.amount);
    const route = found && groupSize <= query.maxGroupSize ? found : undefined;
    const [fromAsset, toAsset] = await Promise.all([asset(from), asset(to)]);
    const common = {
      fromASAID: Number(from),
      toASAID: Number(to),
      type: query.type,
      profit: { amount: 0, asa: toAsset },
    };
    if (!route) {
      return {
        ...common,
        quote: '',
        priceBaseline: 0,
        userPriceImpact: 0,
        marketPriceImpact: 0,
        usdIn: 0,
        usdOut: 0,
        route: [],
        flattenedRoute: {},
        quotes: [],
        requiredAppOptIns: [],
        txnPayload: null,
        protocolFees: {},
      };
    }
    const { quote, pool } = route;
    const optedIn =
      query.address !== undefined && (await optedIntoApp(algod, query.address, pool.appId));
    const wholeIn = Number(query.amount) / 10 ** fromAsset.decimals;
    const wholeOut = Number(quote) / 10 ** toAsset.decimals;
    return {
      ...common,
      quote: jsonAmount(quote),
      priceBaseline: wholeOut / wholeIn,
      userPriceImpact: 0,
      marketPriceImpact: 0,
      usdIn: wholeIn * fromAsset.price_usd,
      usdOut: wholeOut * toAsset.price_usd,
      route: [
        {
          percentage: 100,
          path: [{ name: POOL_PROTOCOL, class: [[POOL_PROTOCOL]], in: fromAsset, out: toAsset }],
        },
      ],
      flattenedRoute: { [POOL_PROTOCOL]: 100 },
      quotes: [{ name: POOL_PROTOCOL, class: POOL_PROTOCOL, value: Number(quote) }],
      requiredAppOptIns: optedIn ? [] : [Number(pool.appId)],
      txnPayload: sealer.seal({
        router: 'deflex',
        appId: pool.appId.toString(),
        from: from.toString(),
        to: to.toString(),
        amount: query.amount.toString(),
        quote: quote.toString(),
        optIn,
      }),
      protocolFees: { [POOL_PROTOCOL]: 0 },
    };
  }

  return startRouterServer({
    port: options.port,
    host: options.host,
    errorBody: (_status, message) => ({ message }),
    routes: {
      '/fetchQuote': { method: 'GET', handle: (url) => fetchQuote(url) },
      '/fetchExecuteSwapTxns': {
        method: 'POST',
        execute: true,
        async handle(_url, req, mode) {
          const body = parse(executeBody, await readJson(req));
          const { iv, data } = body.txnPayloadJSON;
          const order = parse(payloadContent, sealer.open(iv, data));
          const slippageBps = BigInt(Math.round(body.slippage * 100));
          const group = await buildSwapGroup(
            algod,
            pools,
            {
              ...order,
              minOutput: minOutputAt(order.quote, slippageBps),
              address: body.address,
            },
            mode,
          );
          const groupId = Buffer.from(group[0]?.group ?? new Uint8Array()).toString('base64');
          return {
            txns: group.map((txn) => ({
              data: Buffer.from(encodeUnsignedTransaction(txn)).toString('base64'),
              group: groupId,
              logicSigBlob: false,
              signature: false,
            })),
            groupMetadata: [{ labelText: `Swap through ${POOL_PROTOCOL}` }],
          };
        },
      },
    },
  });
}
