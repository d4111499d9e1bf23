import algosdk, { type Algodv2 } from 'algosdk';
import type { SwapPool } from './pool';

// What both stand-ins share: fixed rates, the liquidity check, and the group that carries out a
// swap. A group for swapping `amount` of X to Y for `address`:
//   [user asset opt-in to Y, only when asked for]
//   user -> pool: payment (X = 0) or asset transfer of exactly `amount`
//   user: NoOp call to the pool app
//   pool -> user: payment or asset transfer of the quoted output, signed by the pool key
// The modes other than `honest` plant one defect each, for the wallet's checks to catch:
// `key-registration` and `asset-reconfiguration` add a transaction of the user's own that moves
// no coins (taking the account online with the router's keys; handing the pool asset's roles to
// the pool), `execute-fails` answers the execute call with a 500 (see http.ts).

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

/** `inUnits` base units of `from` buy `outUnits` base units of `to` (asset 0 is base coin). */
export interface SwapRate {
  from: bigint;
  to: bigint;
  inUnits: bigint;
  outUnits: bigint;
}

/** The output for `amount` at the pair's rate; undefined when there is no route (or it is 0). */
export function quoteFor(
  rates: readonly SwapRate[],
  from: bigint,
  to: bigint,
  amount: bigint,
): bigint | undefined {
  const rate = rates.find((r) => r.from === from && r.to === to);
  if (!rate || rate.inUnits <= 0n) return undefined;
  const out = (amount * rate.outUnits) / rate.inUnits;
  return out > 0n ? out : undefined;
}

/** Whether the pool can pay `amount` of `asset` now (its own fee and minimum balance kept). */
export async function poolCanPay(
  algod: Algodv2,
  pool: SwapPool,
  asset: bigint,
  amount: bigint,
): Promise<boolean> {
  const info = await algod.accountInformation(pool.poolAddress).do();
  if (asset === 0n) return info.amount - info.minBalance - 1000n >= amount;
  const holding = info.assets?.find((a) => a.assetId === asset);
  return (holding?.amount ?? 0n) >= amount && info.amount - info.minBalance >= 1000n;
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

export interface SwapGroupTxn {
  txn: algosdk.Transaction;
  /** The pool's transaction, signed; undefined for those the user signs. */
  signed?: Uint8Array;
}

function transfer(
  sender: string,
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

/** The swap group for `order`, one group id, with the pool's payout signed. */
export async function buildSwapGroup(
  algod: Algodv2,
  pool: SwapPool,
  order: SwapOrder,
  mode: StandInMode,
): Promise<SwapGroupTxn[]> {
  const params = await algod.getTransactionParams().do();
  const suggestedParams = { ...params, flatFee: true, fee: params.minFee };
  const { address } = order;
  const { poolAddress } = pool;
  const input = transfer(
    address,
    poolAddress,
    order.from,
    mode === 'larger-outflow' ? order.amount * 2n : order.amount,
    suggestedParams,
    mode === 'close-to' ? poolAddress : undefined,
  );
  const call = algosdk.makeApplicationNoOpTxnFromObject({
    sender: mode === 'other-sender' ? algosdk.generateAccount().addr : address,
    appIndex: pool.poolAppId,
    suggestedParams,
    rekeyTo: mode === 'rekey' ? poolAddress : undefined,
  });
  const short = order.minOutput > 0n ? order.minOutput - 1n : 0n;
  const output = transfer(
    poolAddress,
    address,
    order.to,
    mode === 'short-output' ? short : order.quote,
    suggestedParams,
  );
  const optIn =
    order.optIn && order.to !== 0n
      ? [transfer(address, address, order.to, 0n, suggestedParams)]
      : [];
  const txns = [
    ...optIn,
    input,
    call,
    output,
    ...planted(mode, address, pool, order, suggestedParams),
  ];
  algosdk.assignGroupID(txns);
  return txns.map((txn) =>
    txn === output ? { txn, signed: txn.signTxn(pool.poolAccount.sk) } : { txn },
  );
}

/** The user's own transaction a hostile router slips in: it moves nothing the balances show. */
function planted(
  mode: StandInMode,
  address: string,
  pool: SwapPool,
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
        manager: pool.poolAddress,
        reserve: pool.poolAddress,
        freeze: pool.poolAddress,
        clawback: pool.poolAddress,
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
