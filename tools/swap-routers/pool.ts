import algosdk, { type Account, type Algodv2 } from 'algosdk';
import { assemble } from '../../devnet/avm';

// The old swap group's pool, before the router stand-ins routed through the constant-product
// app of amm.ts: an ordinary devnet account holding base coin and a stock of each asset, plus a
// "pool app" whose NoOp call the group carries; the payout is a plain transaction the pool key
// signs. Only e2e/activity-events.spec.ts still uses it, as the activity does not yet read an app
// pool's inner payout as a swap.

/**
 * The pool app's approval program. A NoOp (the swap) passes when the transaction before it pays
 * the pool (the app's creator) and the one after is sent by the pool; opt-in and close-out pass;
 * update and delete only from the pool.
 */
export const POOL_APP_TEAL = `#pragma version 10
txn ApplicationID
bz ok
txn OnCompletion
int NoOp
==
bnz swap
txn OnCompletion
int OptIn
==
txn OnCompletion
int CloseOut
==
||
bnz ok
txn Sender
global CreatorAddress
==
return
swap:
txn GroupIndex
int 1
>=
assert
txn GroupIndex
int 1
+
global GroupSize
<
assert
txn GroupIndex
int 1
-
dup
gtxns TypeEnum
int pay
==
bnz paid
gtxns AssetReceiver
b paid_to
paid:
gtxns Receiver
paid_to:
global CreatorAddress
==
assert
txn GroupIndex
int 1
+
gtxns Sender
global CreatorAddress
==
return
ok:
int 1
`;

/** The pool app's clear-state program: leaving is always allowed. */
const CLEAR_TEAL = '#pragma version 10\nint 1\n';

export interface SwapPool {
  poolAddress: string;
  poolAppId: bigint;
  /** The pool key: the stand-ins sign the pool's payouts with it. */
  poolAccount: Account;
}

export interface CreateSwapPoolOptions {
  algod: Algodv2;
  /** Pays the pool's base coin and hands over its asset stock; must hold every asset. */
  funder: Account;
  /** Asset ids to stock (base coin, 0, is always there). */
  assets: bigint[];
  /** Base coin given to the pool, in base units (default 1,000 Algo). */
  baseStock?: bigint;
  /** Stock of each asset, in base units (default half of what the funder holds of it). */
  assetStock?: bigint;
}

const DEFAULT_BASE_STOCK = 1_000_000_000n;
/** algod's maximum group size: opt-ins and stock transfers go in groups of this many. */
const MAX_GROUP = 16;

/** Sends signed transactions (one group) and waits for them as a wallet would. */
export async function sendGroup(algod: Algodv2, signed: Uint8Array[]): Promise<bigint> {
  const { txid } = await algod.sendRawTransaction(signed).do();
  const confirmed = await algosdk.waitForConfirmation(algod, txid, 4);
  return confirmed.applicationIndex ?? 0n;
}

async function sendEach(algod: Algodv2, txns: algosdk.Transaction[], signer: Account) {
  for (let start = 0; start < txns.length; start += MAX_GROUP) {
    const group = txns.slice(start, start + MAX_GROUP);
    if (group.length > 1) algosdk.assignGroupID(group);
    await sendGroup(
      algod,
      group.map((txn) => txn.signTxn(signer.sk)),
    );
  }
}

async function flatParams(algod: Algodv2): Promise<algosdk.SuggestedParams> {
  const params = await algod.getTransactionParams().do();
  return { ...params, flatFee: true, fee: params.minFee };
}

/** A funded pool account opted into `assets` and holding a stock of each. */
export async function stockSwapPool(options: CreateSwapPoolOptions): Promise<Account> {
  const { algod, funder, assets } = options;
  const pool = algosdk.generateAccount();
  const suggestedParams = await flatParams(algod);
  await sendEach(
    algod,
    [
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: funder.addr,
        receiver: pool.addr,
        amount: options.baseStock ?? DEFAULT_BASE_STOCK,
        suggestedParams,
      }),
    ],
    funder,
  );
  const optIns = assets.map((assetIndex) =>
    algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: pool.addr,
      receiver: pool.addr,
      amount: 0,
      assetIndex,
      suggestedParams,
    }),
  );
  await sendEach(algod, optIns, pool);
  const held = await algod.accountInformation(funder.addr).do();
  const stock = assets.map((assetIndex) => {
    const holding = held.assets?.find((asset) => asset.assetId === assetIndex)?.amount ?? 0n;
    const amount = options.assetStock ?? holding / 2n;
    if (amount <= 0n || amount > holding) {
      throw new Error(`the funder holds ${holding} of asset ${assetIndex}, not enough to stock`);
    }
    return algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: funder.addr,
      receiver: pool.addr,
      amount,
      assetIndex,
      suggestedParams,
    });
  });
  await sendEach(algod, stock, funder);
  return pool;
}

/**
 * Creates the pool app from the pool account. One local uint, so a user's
 * opt-in costs the real local-state minimum balance (0.1 + 0.0285 Algo).
 */
export async function createPoolApp(algod: Algodv2, pool: Account): Promise<bigint> {
  const txn = algosdk.makeApplicationCreateTxnFromObject({
    sender: pool.addr,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    approvalProgram: assemble(POOL_APP_TEAL).program,
    clearProgram: assemble(CLEAR_TEAL).program,
    numGlobalInts: 0,
    numGlobalByteSlices: 0,
    numLocalInts: 1,
    numLocalByteSlices: 0,
    suggestedParams: await flatParams(algod),
  });
  const appId = await sendGroup(algod, [txn.signTxn(pool.sk)]);
  if (appId === 0n) throw new Error('the devnet reported no id for the pool app');
  return appId;
}

/** Makes the pool account, stocks it and creates its app. */
export async function createSwapPool(options: CreateSwapPoolOptions): Promise<SwapPool> {
  const poolAccount = await stockSwapPool(options);
  const poolAppId = await createPoolApp(options.algod, poolAccount);
  return { poolAddress: poolAccount.addr.toString(), poolAppId, poolAccount };
}
