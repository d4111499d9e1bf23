/**
 * Applies one transaction to a group's StateView, following go-algorand's ledger/apply package:
 * fee first, then rekey, then the type-specific effect. Error texts are algod's, because wallets
 * and scripts match on them (`overspend`, `must optin`, ...).
 */
import { TransactionType, type Transaction } from 'algosdk';
import { AppCallError, applicationCall, groupRun, type GroupRun } from './app-call';
import type { EvalDelta } from './avm-ledger';
import type { ProgramTrace } from './exec-trace';
import { FEE_SINK, GO_ONLINE_FEE, MIN_TXN_FEE } from './constants';
import { addressOrUndefined, ZERO_ADDRESS } from './encoding';
import {
  EMPTY_ACCOUNT,
  type AccountData,
  type AssetParams,
  type Holding,
  type StateView,
} from './ledger-state';

/** A rule of the ledger refused the transaction; the ledger prefixes the txid. */
export class ApplyError extends Error {}

/** What the ledger derived while applying (algod's ApplyData, rewards being always 0 here). */
export interface ApplyData {
  closingAmount: bigint;
  assetClosingAmount: bigint;
  createdAssetIndex: bigint | undefined;
  /** The id of the app an appl transaction created (algod's ApplicationID in ApplyData). */
  createdAppIndex: bigint | undefined;
  /** Opcode budget the transaction's program used (0 when none ran); simulate reports it. */
  appBudgetConsumed: number;
  /** What the app call's program changed and logged (algod's EvalDelta); undefined when none ran. */
  evalDelta: EvalDelta | undefined;
  /** Simulate's trace of the state changes its programs made, when it asked for one. */
  trace?: ProgramTrace;
}

export interface ApplyContext {
  readonly view: StateView;
  /** The round of the block being made. */
  readonly round: number;
  /** The group's shared program context (views, pooled budget); a group of one when absent. */
  readonly group?: GroupRun;
  readonly groupIndex?: number;
}

export function applyTransaction(txn: Transaction, ctx: ApplyContext): ApplyData {
  const ad: ApplyData = {
    closingAmount: 0n,
    assetClosingAmount: 0n,
    createdAssetIndex: undefined,
    createdAppIndex: undefined,
    appBudgetConsumed: 0,
    evalDelta: undefined,
  };
  const sender = txn.sender.toString();
  move(ctx.view, sender, FEE_SINK, txn.fee);
  rekey(ctx.view, sender, addressOrUndefined(txn.rekeyTo));
  switch (txn.type) {
    case TransactionType.pay:
      payment(txn, sender, ctx, ad);
      break;
    case TransactionType.axfer:
      assetTransfer(txn, sender, ctx, ad);
      break;
    case TransactionType.acfg:
      assetConfig(txn, sender, ctx, ad);
      break;
    case TransactionType.afrz:
      assetFreeze(txn, sender, ctx);
      break;
    case TransactionType.keyreg:
      keyreg(txn, sender, ctx);
      break;
    case TransactionType.appl:
      appl(txn, sender, ctx, ad);
      break;
    case TransactionType.hb:
      heartbeat(txn, ctx);
      break;
    default:
      // verify.ts refuses other types before they reach the ledger.
      throw new ApplyError(`unknown transaction type ${txn.type}`);
  }
  return ad;
}

function describeAccount(a: AccountData): string {
  // algod prints its AccountData struct with %+v; keep the same shape for the fields we have.
  return (
    `{_struct:{} Status:${a.status} MicroAlgos:{Raw:${a.microAlgos}} RewardsBase:0 ` +
    `RewardedMicroAlgos:{Raw:0} AuthAddr:${a.authAddr ?? ZERO_ADDRESS} ` +
    `TotalAppSchema:{_struct:{} NumUint:${a.totalAppSchema.numUint} NumByteSlice:${a.totalAppSchema.numByteSlice}} ` +
    `TotalExtraAppPages:${a.totalExtraAppPages} TotalAppParams:${a.createdApps.size} ` +
    `TotalAppLocalStates:${a.appLocalStates.size} ` +
    `TotalAssetParams:${a.createdAssets.size} TotalAssets:${a.holdings.size}}`
  );
}

/** Moves Algos, as roundCowState.Move: the sender must hold the amount. */
function move(view: StateView, from: string, to: string, amount: bigint): void {
  const src = view.account(from);
  if (src.microAlgos < amount) {
    throw new ApplyError(
      `overspend (account ${from}, data ${describeAccount(src)}, tried to spend {${amount}})`,
    );
  }
  view.putAccount(from, { ...src, microAlgos: src.microAlgos - amount });
  const dst = view.account(to);
  view.putAccount(to, { ...dst, microAlgos: dst.microAlgos + amount });
}

function rekey(view: StateView, sender: string, rekeyTo: string | undefined): void {
  if (rekeyTo === undefined) return;
  const acct = view.account(sender);
  // Rekeying to oneself clears the auth address rather than storing it.
  view.putAccount(sender, { ...acct, authAddr: rekeyTo === sender ? undefined : rekeyTo });
}

function payment(txn: Transaction, sender: string, ctx: ApplyContext, ad: ApplyData): void {
  const p = txn.payment;
  if (!p) throw new ApplyError('payment transaction without payment fields');
  const receiver = addressOrUndefined(p.receiver);
  if (p.amount !== 0n || receiver !== undefined) {
    move(ctx.view, sender, receiver ?? ZERO_ADDRESS, p.amount);
  }
  const closeTo = addressOrUndefined(p.closeRemainderTo);
  if (closeTo === undefined) return;
  const closeAmount = ctx.view.account(sender).microAlgos;
  ad.closingAmount = closeAmount;
  move(ctx.view, sender, closeTo, closeAmount);
  const rec = ctx.view.account(sender);
  if (rec.holdings.size > 0) {
    throw new ApplyError(`cannot close: ${rec.holdings.size} outstanding assets`);
  }
  if (rec.createdAssets.size > 0) {
    throw new ApplyError(`cannot close: ${rec.createdAssets.size} outstanding created assets`);
  }
  if (rec.appLocalStates.size > 0) {
    throw new ApplyError(
      `cannot close: ${rec.appLocalStates.size} outstanding applications opted in. Please opt out or clear them`,
    );
  }
  if (rec.createdApps.size > 0) {
    throw new ApplyError(`cannot close: ${rec.createdApps.size} outstanding created applications`);
  }
  // Closing clears the whole record, the auth address and participation included.
  ctx.view.putAccount(sender, EMPTY_ACCOUNT);
}

function withHolding(a: AccountData, index: bigint, h: Holding | undefined): AccountData {
  const holdings = new Map(a.holdings);
  if (h) holdings.set(index, h);
  else holdings.delete(index);
  return { ...a, holdings };
}

function liveAsset(ctx: ApplyContext, index: bigint) {
  const asset = ctx.view.asset(index);
  if (!asset) throw new ApplyError(`asset ${index} does not exist or has been deleted`);
  return asset;
}

function takeOut(
  ctx: ApplyContext,
  addr: string,
  index: bigint,
  amount: bigint,
  bypassFreeze: boolean,
): void {
  if (amount === 0n) return;
  const acct = ctx.view.account(addr);
  const h = acct.holdings.get(index);
  if (!h) throw new ApplyError(`asset ${index} missing from ${addr}`);
  if (h.frozen && !bypassFreeze) throw new ApplyError(`asset ${index} frozen in ${addr}`);
  if (h.amount < amount) {
    throw new ApplyError(`underflow on subtracting ${amount} from sender amount ${h.amount}`);
  }
  ctx.view.putAccount(addr, withHolding(acct, index, { ...h, amount: h.amount - amount }));
}

function putIn(
  ctx: ApplyContext,
  addr: string,
  index: bigint,
  amount: bigint,
  bypassFreeze: boolean,
): void {
  if (amount === 0n) return;
  const acct = ctx.view.account(addr);
  const h = acct.holdings.get(index);
  if (!h) throw new ApplyError(`receiver error: must optin, asset ${index} missing from ${addr}`);
  if (h.frozen && !bypassFreeze) throw new ApplyError('asset frozen in recipient');
  const sum = h.amount + amount;
  if (sum > 0xffff_ffff_ffff_ffffn) {
    throw new ApplyError(`overflow on adding ${amount} to receiver amount ${h.amount}`);
  }
  ctx.view.putAccount(addr, withHolding(acct, index, { ...h, amount: sum }));
}

function assetTransfer(txn: Transaction, sender: string, ctx: ApplyContext, ad: ApplyData): void {
  const x = txn.assetTransfer;
  if (!x) throw new ApplyError('asset transfer without asset transfer fields');
  const index = x.assetIndex;
  const receiver = addressOrUndefined(x.receiver) ?? ZERO_ADDRESS;
  const assetSender = addressOrUndefined(x.assetSender);
  let source = sender;
  let clawback = false;
  if (assetSender !== undefined) {
    const asset = liveAsset(ctx, index);
    if (asset.params.clawback === undefined || asset.params.clawback !== sender) {
      throw new ApplyError(
        `clawback not allowed: sender ${sender}, clawback ${asset.params.clawback ?? ZERO_ADDRESS}`,
      );
    }
    source = assetSender;
    clawback = true;
  }

  // A zero transfer to oneself is the opt-in: it allocates the holding.
  if (x.amount === 0n && receiver === source && !clawback) {
    const acct = ctx.view.account(source);
    if (!acct.holdings.has(index)) {
      const asset = liveAsset(ctx, index);
      ctx.view.putAccount(
        source,
        withHolding(acct, index, {
          amount: 0n,
          frozen: asset.params.defaultFrozen,
          optedInAtRound: ctx.round,
        }),
      );
    }
  }

  takeOut(ctx, source, index, x.amount, clawback);
  putIn(ctx, receiver, index, x.amount, clawback);

  const closeTo = addressOrUndefined(x.closeRemainderTo);
  if (closeTo === undefined) return;
  if (clawback) throw new ApplyError('cannot close asset by clawback');
  const snd = ctx.view.account(source);
  if (snd.createdAssets.has(index)) {
    throw new ApplyError('cannot close asset ID in allocating account');
  }
  const holding = snd.holdings.get(index);
  if (!holding) throw new ApplyError(`asset ${index} not present in account ${source}`);
  // Closing out to the creator is allowed even when frozen.
  const bypassFreeze = ctx.view.account(closeTo).createdAssets.has(index);
  ad.assetClosingAmount = holding.amount;
  takeOut(ctx, source, index, holding.amount, bypassFreeze);
  putIn(ctx, closeTo, index, holding.amount, bypassFreeze);
  const after = ctx.view.account(source);
  const left = after.holdings.get(index)?.amount ?? 0n;
  if (left !== 0n) throw new ApplyError(`asset ${index} not zero (${left}) after closing`);
  ctx.view.putAccount(source, withHolding(after, index, undefined));
}

function isDestroy(p: NonNullable<Transaction['assetConfig']>): boolean {
  return (
    p.total === 0n &&
    p.decimals === 0 &&
    !p.defaultFrozen &&
    !p.unitName &&
    !p.assetName &&
    !p.assetURL &&
    !p.assetMetadataHash &&
    addressOrUndefined(p.manager) === undefined &&
    addressOrUndefined(p.reserve) === undefined &&
    addressOrUndefined(p.freeze) === undefined &&
    addressOrUndefined(p.clawback) === undefined
  );
}

export function assetParamsOf(p: NonNullable<Transaction['assetConfig']>): AssetParams {
  return {
    total: p.total,
    decimals: p.decimals,
    defaultFrozen: p.defaultFrozen,
    unitName: p.unitName || undefined,
    name: p.assetName || undefined,
    url: p.assetURL || undefined,
    metadataHash:
      p.assetMetadataHash && p.assetMetadataHash.length > 0 ? p.assetMetadataHash : undefined,
    manager: addressOrUndefined(p.manager),
    reserve: addressOrUndefined(p.reserve),
    freeze: addressOrUndefined(p.freeze),
    clawback: addressOrUndefined(p.clawback),
  };
}

function assetConfig(txn: Transaction, sender: string, ctx: ApplyContext, ad: ApplyData): void {
  const c = txn.assetConfig;
  if (!c) throw new ApplyError('asset config without asset config fields');
  const view = ctx.view;
  if (c.assetIndex === 0n) {
    // Creation: the new id is the ledger's transaction counter + 1, as in algod.
    const index = view.txnCounter + 1n;
    const params = assetParamsOf(c);
    const acct = view.account(sender);
    const created = new Set(acct.createdAssets);
    created.add(index);
    view.putAccount(sender, {
      ...withHolding(acct, index, {
        amount: params.total,
        frozen: false,
        optedInAtRound: ctx.round,
      }),
      createdAssets: created,
    });
    view.putAsset({
      index,
      creator: sender,
      params,
      createdAtRound: ctx.round,
      destroyedAtRound: undefined,
    });
    ad.createdAssetIndex = index;
    return;
  }

  const asset = liveAsset(ctx, c.assetIndex);
  const manager = asset.params.manager;
  if (manager === undefined || manager !== sender) {
    throw new ApplyError(
      `this transaction should be issued by the manager. It is issued by ${sender}, manager key ${manager ?? ZERO_ADDRESS}`,
    );
  }
  if (isDestroy(c)) {
    const creator = view.account(asset.creator);
    const held = creator.holdings.get(asset.index)?.amount ?? 0n;
    if (held !== asset.params.total) {
      throw new ApplyError(
        `cannot destroy asset: creator is holding only ${held}/${asset.params.total}`,
      );
    }
    const created = new Set(creator.createdAssets);
    created.delete(asset.index);
    view.putAccount(asset.creator, {
      ...withHolding(creator, asset.index, undefined),
      createdAssets: created,
    });
    view.putAsset({ ...asset, destroyedAtRound: ctx.round });
    return;
  }
  // Reconfiguration may only change (or clear) addresses that are still set.
  const next = assetParamsOf(c);
  const p = asset.params;
  view.putAsset({
    ...asset,
    params: {
      ...p,
      manager: p.manager === undefined ? undefined : next.manager,
      reserve: p.reserve === undefined ? undefined : next.reserve,
      freeze: p.freeze === undefined ? undefined : next.freeze,
      clawback: p.clawback === undefined ? undefined : next.clawback,
    },
  });
}

function assetFreeze(txn: Transaction, sender: string, ctx: ApplyContext): void {
  const f = txn.assetFreeze;
  if (!f) throw new ApplyError('asset freeze without asset freeze fields');
  const asset = liveAsset(ctx, f.assetIndex);
  const freeze = asset.params.freeze;
  if (freeze === undefined || freeze !== sender) {
    throw new ApplyError(`freeze not allowed: sender ${sender}, freeze ${freeze ?? ZERO_ADDRESS}`);
  }
  const target = f.freezeAccount.toString();
  const acct = ctx.view.account(target);
  const h = acct.holdings.get(f.assetIndex);
  if (!h) throw new ApplyError('asset not found in account');
  ctx.view.putAccount(target, withHolding(acct, f.assetIndex, { ...h, frozen: f.frozen }));
}

function keyreg(txn: Transaction, sender: string, ctx: ApplyContext): void {
  const k = txn.keyreg;
  if (!k) throw new ApplyError('keyreg without keyreg fields');
  const acct = ctx.view.account(sender);
  if (acct.status === 'NotParticipating') {
    throw new ApplyError(
      `cannot change online/offline status of non-participating account ${sender}`,
    );
  }
  const round = BigInt(ctx.round);
  if (!k.voteKey || !k.selectionKey) {
    ctx.view.putAccount(sender, {
      ...acct,
      status: k.nonParticipation ? 'NotParticipating' : 'Offline',
      participation: undefined,
      // Not reset, as in algod: an account that went offline gracefully may come back online
      // without paying the go-online fee again.
    });
    return;
  }
  const voteFirst = k.voteFirst ?? 0n;
  const voteLast = k.voteLast ?? 0n;
  if (voteLast <= round) {
    throw new ApplyError(
      'transaction tries to mark an account as online with last voting round in the past',
    );
  }
  if (voteFirst > round + 1n) {
    throw new ApplyError(
      'transaction tries to mark an account as online with first voting round beyond the next voting round',
    );
  }
  ctx.view.putAccount(sender, {
    ...acct,
    status: 'Online',
    participation: {
      selectionKey: k.selectionKey,
      voteKey: k.voteKey,
      stateProofKey: k.stateProofKey,
      voteFirst,
      voteLast,
      voteKeyDilution: k.voteKeyDilution ?? 0n,
    },
    // algod (payouts enabled) takes the transaction's first valid round, not the block's.
    lastHeartbeat: txn.firstValid,
    // Only set, never cleared, by a registration: a cheaper one keeps an earlier eligibility.
    incentiveEligible: acct.incentiveEligible || txn.fee >= GO_ONLINE_FEE,
  });
}

/** algod's basics.Status names, as its messages print them. */
const STATUS_TEXT = { Offline: 'Offline', Online: 'Online', NotParticipating: 'Not Participating' };

/**
 * ledger/apply/heartbeat.go. Only the devnet makes heartbeats (verify.ts refuses submitted ones,
 * whose proof it could not check), so the seed, vote id and key dilution are its own and right.
 * A free (underpaid, ungrouped) heartbeat needs an online, incentive-eligible account under
 * challenge; the devnet has no challenges and takes every such account as challenged.
 */
function heartbeat(txn: Transaction, ctx: ApplyContext): void {
  const hb = txn.heartbeat;
  if (!hb) throw new ApplyError('heartbeat without heartbeat fields');
  const address = hb.address.toString();
  const acct = ctx.view.account(address);
  if (txn.fee < MIN_TXN_FEE && txn.group === undefined) {
    const kind = txn.fee > 0n ? 'cheap' : 'free';
    if (acct.status !== 'Online') {
      throw new ApplyError(
        `${kind} heartbeat is not allowed for ${STATUS_TEXT[acct.status]} ${address}`,
      );
    }
    if (!acct.incentiveEligible) {
      throw new ApplyError(
        `${kind} heartbeat is not allowed when not IncentiveEligible ${address}`,
      );
    }
  }
  ctx.view.putAccount(address, { ...acct, lastHeartbeat: BigInt(ctx.round) });
}

/** The app call (app-call.ts), its refusals turned into ApplyErrors. */
function appl(txn: Transaction, sender: string, ctx: ApplyContext, ad: ApplyData): void {
  const run =
    ctx.group ??
    groupRun([txn], { round: ctx.round, latestTimestamp: BigInt(Math.floor(Date.now() / 1000)) });
  try {
    const r = applicationCall(
      txn,
      sender,
      ctx.view,
      ctx.round,
      run,
      ctx.group ? (ctx.groupIndex ?? 0) : 0,
    );
    ad.createdAppIndex = r.createdAppIndex;
    ad.appBudgetConsumed = r.budgetConsumed;
    ad.evalDelta = r.evalDelta;
    if (r.trace) ad.trace = r.trace;
  } catch (e) {
    if (e instanceof AppCallError) throw new ApplyError(e.message);
    throw e;
  }
}
