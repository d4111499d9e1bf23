import algosdk, { type Account, type Algodv2 } from 'algosdk';
import { quoteSwap, readPoolState, swapArgs, type PoolState } from './amm';

// What both stand-ins share: quotes read from the constant-product pools of amm.ts on the
// devnet, and the group that carries out a swap. A group for swapping `amount` of X to Y for
// `address` through the pool for the pair (one of X, Y is base coin):
//   [user asset opt-in to Y, only when asked for]
//   user -> pool app's account: payment (X = 0) or asset transfer of exactly `amount`
//   user: NoOp call to the pool app ("swap", the least the user accepts), Y in its foreign
//         assets, its fee covering the app's inner payout
// The app pays Y to the user with an inner transaction; nobody else signs anything. A quote is
// the app's own integer math over its global state, so when nobody trades in between, the chain
// pays exactly the quote.
// The modes other than `honest` plant one defect each, for the wallet's checks to catch:
// `short-output` trades ahead of the user (the pools' creator swaps 2% of the input reserve the
// same way, so the user's price is worse) and asks the pool for no minimum, as a router that
// ignores slippage would; `key-registration` and `asset-reconfiguration` add a transaction of the
// user's own that moves no coins (taking the account online with the router's keys; handing the
// asset's roles to the pool), `execute-fails` answers the execute call with a 500 (see http.ts).

export const STAND_IN_MODES = [
  'honest',
  'close-to',
  'rekey',
  'larger-outflow',
  'other-sender',
  'short-output',
  'key-registration',
  'asset-reconfiguration',
  'execute-fails',
] as const;
export type StandInMode = (typeof STAND_IN_MODES)[number];

/** The pools a stand-in routes through and the key that trades ahead in `short-output` mode. */
export interface RouterPools {
  /** Pool apps (amm.ts) on the devnet. */
  appIds: readonly bigint[];
  /** The pools' creator: it holds base coin and each pool's asset. */
  trader: Account;
}

export interface Route {
  pool: PoolState;
  /** Base units of `to` the pool pays now. */
  quote: bigint;
}

/** The pool paying the most for `amount` of `from` in `to` now; undefined when none pays. */
export async function findRoute(
  algod: Algodv2,
  appIds: readonly bigint[],
  from: bigint,
  to: bigint,
  amount: bigint,
): Promise<Route | undefined> {
  const pools = await Promise.all(appIds.map((appId) => readPoolState(algod, appId)));
  let best: Route | undefined;
  for (const pool of pools) {
    const quote = quoteSwap(pool, from, to, amount);
    if (quote > 0n && (!best || quote > best.quote)) best = { pool, quote };
  }
  return best;
}

/** Whether `address` has opted into `appId` (algod's `apps-local-state`). */
export async function optedIntoApp(
  algod: Algodv2,
  address: string,
  appId: bigint,
): Promise<boolean> {
  const info = await algod.accountInformation(address).do();
  return (info.appsLocalState ?? []).some((local) => local.id === appId);
}

export interface SwapOrder {
  /** The pool app quoted. */
  appId: bigint;
  from: bigint;
  to: bigint;
  amount: bigint;
  quote: bigint;
  /** quote * (1 - slippage): the least the router promises to pay. */
  minOutput: bigint;
  address: string;
  /** Put the user's opt-in to `to` at the head of the group (Deflex `optIn=true`). */
  optIn: boolean;
}

function transfer(
  sender: string | algosdk.Address,
  receiver: string,
  asset: bigint,
  amount: bigint,
  suggestedParams: algosdk.SuggestedParams,
  closeTo?: string,
): algosdk.Transaction {
  if (asset === 0n) {
    return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender,
      receiver,
      amount,
      closeRemainderTo: closeTo,
      suggestedParams,
    });
  }
  return algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender,
    receiver,
    amount,
    assetIndex: asset,
    closeRemainderTo: closeTo,
    suggestedParams,
  });
}

/** What a hostile router changes in the input and the call (see the modes). */
interface Defects {
  closeTo?: string;
  rekeyTo?: string;
  callSender?: string | algosdk.Address;
}

/** The input and the swap call: the two transactions of a swap through `pool`. */
export function swapPair(
  pool: PoolState,
  sender: string | algosdk.Address,
  from: bigint,
  amount: bigint,
  minOutput: bigint,
  suggestedParams: algosdk.SuggestedParams,
  defects: Defects = {},
): [algosdk.Transaction, algosdk.Transaction] {
  const input = transfer(sender, pool.address, from, amount, suggestedParams, defects.closeTo);
  const call = algosdk.makeApplicationNoOpTxnFromObject({
    sender: defects.callSender ?? sender,
    appIndex: pool.appId,
    appArgs: swapArgs(minOutput),
    foreignAssets: [pool.assetId],
    rekeyTo: defects.rekeyTo,
    // The call pays for the pool's inner payout too.
    suggestedParams: { ...suggestedParams, fee: BigInt(suggestedParams.fee) * 2n },
  });
  return [input, call];
}

/** Sends signed transactions (one group) and waits for them as a wallet would. */
export async function sendGroup(algod: Algodv2, signed: Uint8Array[]): Promise<void> {
  const { txid } = await algod.sendRawTransaction(signed).do();
  await algosdk.waitForConfirmation(algod, txid, 4);
}

async function flatParams(algod: Algodv2): Promise<algosdk.SuggestedParams> {
  const params = await algod.getTransactionParams().do();
  return { ...params, flatFee: true, fee: params.minFee };
}

/** The trader swaps 2% of the pool's `from` reserve the same way, moving the price. */
async function tradeAhead(algod: Algodv2, pool: PoolState, trader: Account, from: bigint) {
  const reserve = from === 0n ? pool.baseReserve : pool.assetReserve;
  const txns = swapPair(pool, trader.addr, from, reserve / 50n, 0n, await flatParams(algod));
  algosdk.assignGroupID(txns);
  await sendGroup(
    algod,
    txns.map((t) => t.signTxn(trader.sk)),
  );
}

/** The swap group for `order`, one group id, every transaction the user's to sign. */
export async function buildSwapGroup(
  algod: Algodv2,
  pools: RouterPools,
  order: SwapOrder,
  mode: StandInMode,
): Promise<algosdk.Transaction[]> {
  if (!pools.appIds.includes(order.appId)) throw new Error(`no pool app ${order.appId}`);
  const pool = await readPoolState(algod, order.appId);
  if (mode === 'short-output') await tradeAhead(algod, pool, pools.trader, order.from);
  const suggestedParams = await flatParams(algod);
  const { address } = order;
  const [input, call] = swapPair(
    pool,
    address,
    order.from,
    mode === 'larger-outflow' ? order.amount * 2n : order.amount,
    mode === 'short-output' ? 0n : order.minOutput,
    suggestedParams,
    {
      closeTo: mode === 'close-to' ? pool.address : undefined,
      rekeyTo: mode === 'rekey' ? pool.address : undefined,
      callSender: mode === 'other-sender' ? algosdk.generateAccount().addr : undefined,
    },
  );
  const optIn =
    order.optIn && order.to !== 0n
      ? [transfer(address, address, order.to, 0n, suggestedParams)]
      : [];
  const txns = [...optIn, input, call, ...planted(mode, address, pool, order, suggestedParams)];
  algosdk.assignGroupID(txns);
  return txns;
}

/** The user's own transaction a hostile router slips in: it moves nothing the balances show. */
function planted(
  mode: StandInMode,
  address: string,
  pool: PoolState,
  order: SwapOrder,
  suggestedParams: algosdk.SuggestedParams,
): algosdk.Transaction[] {
  if (mode === 'key-registration') {
    return [
      algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
        sender: address,
        voteKey: algosdk.generateAccount().addr.publicKey,
        selectionKey: algosdk.generateAccount().addr.publicKey,
        stateProofKey: new Uint8Array(64).fill(7),
        voteFirst: suggestedParams.firstValid,
        voteLast: BigInt(suggestedParams.firstValid) + 100_000n,
        voteKeyDilution: 100,
        suggestedParams,
      }),
    ];
  }
  if (mode === 'asset-reconfiguration') {
    const asset = order.to !== 0n ? order.to : order.from;
    return [
      algosdk.makeAssetConfigTxnWithSuggestedParamsFromObject({
        sender: address,
        assetIndex: asset,
        manager: pool.address,
        reserve: pool.address,
        freeze: pool.address,
        clawback: pool.address,
        strictEmptyAddressChecking: false,
        suggestedParams,
      }),
    ];
  }
  return [];
}

/** An algod client for `{url, token}`: algosdk wants the port apart from the URL. */
export function algodClient(algod: { url: string; token: string }): Algodv2 {
  const url = new URL(algod.url);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return new algosdk.Algodv2(algod.token, `${url.protocol}//${url.hostname}`, port);
}

/** Base units of `quote` the router still pays at `slippageBps` (as Folks' mulScale rounds). */
export const minOutputAt = (quote: bigint, slippageBps: bigint): bigint =>
  quote - (quote * slippageBps) / 10_000n;
