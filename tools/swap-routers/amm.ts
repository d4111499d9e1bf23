import algosdk, { type Account, type Algodv2 } from 'algosdk';
import { assemble } from '../../devnet/avm';

// The constant-product pool both router stand-ins route through: one app per pair of base coin
// and one asset, its reserves in global state ("ra" base coin, "rb" the asset), paying out with
// an inner transaction. A swap group is
//   user -> app account: payment or asset transfer of the input (immediately before the call)
//   user: NoOp call ("swap", uint64 minimum output), with the asset in its foreign assets and a
//         fee that also covers the payout (2 x the minimum fee)
// and the app pays out = in * 997 * reserveOut / (reserveIn * 1000 + in * 997), rounded down (the
// pool keeps the remainder and the 0.3% fee), refusing a payout under the minimum. `quoteSwap`
// is the same integer math, so a quote read from the app's state is what the chain pays.

/** The fee the pool keeps, in thousandths of the input. */
export const POOL_FEE_PER_MILLE = 3n;

/** Global state keys. */
const KEY_ASSET = 'asset';
const KEY_BASE = 'ra';
const KEY_ASSET_RESERVE = 'rb';

/**
 * The pool's approval program. NoOp calls by name: "bootstrap" (creator: the app opts into its
 * asset), "add" (creator: the payment and asset transfer just before it become reserves),
 * "swap" (anyone: see above). OptIn and CloseOut pass (the route's opt-in); update and delete
 * never do, so nobody can change a pool people trade with.
 */
export const POOL_TEAL = `#pragma version 10
txn ApplicationID
bnz called
txna ApplicationArgs 0
btoi
byte "${KEY_ASSET}"
swap
app_global_put
int 1
return
called:
txn OnCompletion
int OptIn
==
txn OnCompletion
int CloseOut
==
||
bnz ok
txn OnCompletion
int NoOp
==
assert
txna ApplicationArgs 0
byte "swap"
==
bnz swap
txn Sender
global CreatorAddress
==
assert
txna ApplicationArgs 0
byte "add"
==
bnz add
txna ApplicationArgs 0
byte "bootstrap"
==
assert
itxn_begin
int axfer
itxn_field TypeEnum
byte "${KEY_ASSET}"
app_global_get
itxn_field XferAsset
global CurrentApplicationAddress
itxn_field AssetReceiver
int 0
itxn_field Fee
itxn_submit
b ok
add:
txn GroupIndex
int 2
-
dup
gtxns TypeEnum
int pay
==
assert
dup
gtxns Receiver
global CurrentApplicationAddress
==
assert
byte "${KEY_BASE}"
dup
app_global_get
uncover 2
gtxns Amount
+
app_global_put
txn GroupIndex
int 1
-
dup
gtxns TypeEnum
int axfer
==
assert
dup
gtxns XferAsset
byte "${KEY_ASSET}"
app_global_get
==
assert
dup
gtxns AssetReceiver
global CurrentApplicationAddress
==
assert
byte "${KEY_ASSET_RESERVE}"
dup
app_global_get
uncover 2
gtxns AssetAmount
+
app_global_put
b ok
swap:
txn NumAppArgs
int 2
==
assert
txn GroupIndex
int 1
>=
assert
txn GroupIndex
int 1
-
store 0
load 0
gtxns Sender
txn Sender
==
assert
load 0
gtxns TypeEnum
int pay
==
bnz base_in
load 0
gtxns TypeEnum
int axfer
==
assert
load 0
gtxns XferAsset
byte "${KEY_ASSET}"
app_global_get
==
assert
load 0
gtxns AssetReceiver
global CurrentApplicationAddress
==
assert
load 0
gtxns AssetCloseTo
global ZeroAddress
==
assert
load 0
gtxns AssetSender
global ZeroAddress
==
assert
load 0
gtxns AssetAmount
store 1
byte "${KEY_ASSET_RESERVE}"
app_global_get
store 2
byte "${KEY_BASE}"
app_global_get
store 3
callsub output
itxn_begin
int pay
itxn_field TypeEnum
txn Sender
itxn_field Receiver
load 4
itxn_field Amount
int 0
itxn_field Fee
itxn_submit
byte "${KEY_ASSET_RESERVE}"
load 2
load 1
+
app_global_put
byte "${KEY_BASE}"
load 3
load 4
-
app_global_put
b ok
base_in:
load 0
gtxns Receiver
global CurrentApplicationAddress
==
assert
load 0
gtxns CloseRemainderTo
global ZeroAddress
==
assert
load 0
gtxns Amount
store 1
byte "${KEY_BASE}"
app_global_get
store 2
byte "${KEY_ASSET_RESERVE}"
app_global_get
store 3
callsub output
itxn_begin
int axfer
itxn_field TypeEnum
byte "${KEY_ASSET}"
app_global_get
itxn_field XferAsset
txn Sender
itxn_field AssetReceiver
load 4
itxn_field AssetAmount
int 0
itxn_field Fee
itxn_submit
byte "${KEY_BASE}"
load 2
load 1
+
app_global_put
byte "${KEY_ASSET_RESERVE}"
load 3
load 4
-
app_global_put
b ok
output:
load 1
itob
int ${1000n - POOL_FEE_PER_MILLE}
itob
b*
store 5
load 5
load 3
itob
b*
load 2
itob
int 1000
itob
b*
load 5
b+
b/
btoi
dup
store 4
int 0
>
assert
load 4
txna ApplicationArgs 1
btoi
>=
assert
retsub
ok:
int 1
`;

export const POOL_CLEAR_TEAL = '#pragma version 10\nint 1\n';

/**
 * What the pool pays for `amountIn` against reserves `reserveIn` (of what is paid in) and
 * `reserveOut`: the approval program's integer math, exactly.
 */
export function swapOutput(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn < 0n || reserveOut <= 0n) return 0n;
  const taxed = amountIn * (1000n - POOL_FEE_PER_MILLE);
  return (taxed * reserveOut) / (reserveIn * 1000n + taxed);
}

export interface PoolState {
  appId: bigint;
  address: string;
  assetId: bigint;
  /** Base coin reserve, in base units. */
  baseReserve: bigint;
  assetReserve: bigint;
}

/** The output of swapping `amount` of `from` to `to` through `pool`; 0 when not its pair. */
export function quoteSwap(pool: PoolState, from: bigint, to: bigint, amount: bigint): bigint {
  if (from === 0n && to === pool.assetId)
    return swapOutput(amount, pool.baseReserve, pool.assetReserve);
  if (from === pool.assetId && to === 0n)
    return swapOutput(amount, pool.assetReserve, pool.baseReserve);
  return 0n;
}

/** The pool's reserves as algod shows its global state now. */
export async function readPoolState(algod: Algodv2, appId: bigint): Promise<PoolState> {
  const app = await algod.getApplicationByID(appId).do();
  const ints = new Map(
    (app.params?.globalState ?? []).map((entry) => [
      new TextDecoder().decode(entry.key),
      entry.value.uint,
    ]),
  );
  return {
    appId,
    address: algosdk.getApplicationAddress(appId).toString(),
    assetId: ints.get(KEY_ASSET) ?? 0n,
    baseReserve: ints.get(KEY_BASE) ?? 0n,
    assetReserve: ints.get(KEY_ASSET_RESERVE) ?? 0n,
  };
}

const encoder = new TextEncoder();
const uint64 = (value: bigint) => algosdk.bigIntToBytes(value, 8);

/** The swap call's arguments: the method and the least the caller accepts. */
export function swapArgs(minOutput: bigint): Uint8Array[] {
  return [encoder.encode('swap'), uint64(minOutput)];
}

async function send(algod: Algodv2, txns: algosdk.Transaction[], signer: Account) {
  if (txns.length > 1) algosdk.assignGroupID(txns);
  const { txid } = await algod.sendRawTransaction(txns.map((t) => t.signTxn(signer.sk))).do();
  return algosdk.waitForConfirmation(algod, txid, 4);
}

/** The pool app's account minimum: 0.1 Algo, plus 0.1 for its asset holding. */
const POOL_ACCOUNT_MINIMUM = 200_000n;

/**
 * Creates the pool for (base coin, `assetId`) from `creator`, who must hold `assetLiquidity`
 * of the asset, and adds the first liquidity. Three rounds: create, bootstrap, add.
 */
export async function createPool(options: {
  algod: Algodv2;
  creator: Account;
  assetId: bigint;
  baseLiquidity: bigint;
  assetLiquidity: bigint;
}): Promise<PoolState> {
  const { algod, creator, assetId } = options;
  const params = await algod.getTransactionParams().do();
  const fee = params.minFee;
  const suggestedParams = { ...params, flatFee: true, fee };
  const created = await send(
    algod,
    [
      algosdk.makeApplicationCreateTxnFromObject({
        sender: creator.addr,
        onComplete: algosdk.OnApplicationComplete.NoOpOC,
        approvalProgram: assemble(POOL_TEAL).program,
        clearProgram: assemble(POOL_CLEAR_TEAL).program,
        numGlobalInts: 3,
        numGlobalByteSlices: 0,
        // One local uint, so a route's opt-in costs the real local-state minimum balance.
        numLocalInts: 1,
        numLocalByteSlices: 0,
        appArgs: [uint64(assetId)],
        foreignAssets: [assetId],
        suggestedParams,
      }),
    ],
    creator,
  );
  const appId = created.applicationIndex ?? 0n;
  if (appId === 0n) throw new Error('the node reported no id for the pool app');
  const address = algosdk.getApplicationAddress(appId);
  const call = (name: string, callFee: bigint) =>
    algosdk.makeApplicationNoOpTxnFromObject({
      sender: creator.addr,
      appIndex: appId,
      appArgs: [encoder.encode(name)],
      foreignAssets: [assetId],
      suggestedParams: { ...suggestedParams, fee: callFee },
    });
  await send(
    algod,
    [
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: creator.addr,
        receiver: address,
        amount: POOL_ACCOUNT_MINIMUM,
        suggestedParams,
      }),
      call('bootstrap', fee * 2n),
    ],
    creator,
  );
  await send(
    algod,
    [
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: creator.addr,
        receiver: address,
        amount: options.baseLiquidity,
        suggestedParams,
      }),
      algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: creator.addr,
        receiver: address,
        amount: options.assetLiquidity,
        assetIndex: assetId,
        suggestedParams,
      }),
      call('add', fee),
    ],
    creator,
  );
  return readPoolState(algod, appId);
}
