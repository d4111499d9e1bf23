import { OnApplicationComplete, type Transaction } from 'algosdk';
import { BASE_COIN } from '../transactions/review';

// The router's group must do what its quote said, and nothing else, before anything is signed
// (issue 14): the user's transactions are from the user, nothing closes or rekeys the account,
// and the simulated net effect stays within the quote and the slippage.

export interface SwapTerms {
  /** The account swapping. */
  address: string;
  fromAssetId: bigint;
  toAssetId: bigint;
  /** Base units of `fromAssetId` the quote was for. */
  amountIn: bigint;
  /** Base units of `toAssetId` quoted. */
  quotedOut: bigint;
  /** Percent, 0..1 in steps of 0.01 (spec 001 section 5). */
  slippagePercent: number;
}

export interface GroupEntry {
  txn: Transaction;
  /** Signed by the router (a pool's pre-signed transaction): passed through, never signed. */
  presigned: boolean;
}

export type SwapRefusal =
  | { code: 'empty' }
  | { code: 'foreign-sender'; index: number; sender: string }
  | { code: 'presigned-from-user'; index: number }
  | { code: 'closes'; index: number }
  | { code: 'rekeys'; index: number }
  | { code: 'not-grouped' }
  | { code: 'not-allowed'; index: number; reason: NotAllowedReason }
  | { code: 'simulation-failed'; message: string }
  | { code: 'not-simulated' }
  | { code: 'outflow'; assetId: bigint; sent: bigint; allowed: bigint }
  | { code: 'shortfall'; received: bigint; minimum: bigint }
  | { code: 'other-asset'; assetId: bigint; sent: bigint }
  | { code: 'fees'; fees: bigint; allowed: bigint };

/**
 * Why one of the user's own transactions has no place in a swap. A swap moves coins and calls
 * the route's apps; everything else a router might slip in (taking the account online with its
 * keys, handing over an asset's roles, deleting app state) moves nothing the simulation counts,
 * so only an allow-list of transaction shapes keeps it out.
 */
export type NotAllowedReason =
  | 'key-registration'
  | 'asset-configuration'
  | 'asset-freeze'
  | 'state-proof'
  | 'heartbeat'
  | 'unknown-type'
  | 'clawback'
  | 'app-create'
  | 'app-update'
  | 'app-delete'
  | 'app-clear'
  | 'app-close-out'
  | 'app-programs'
  | 'app-extra-pages';

/** The one allow-list for the user's own transactions in a router's group; null when allowed. */
export function notAllowedInSwap(txn: Transaction): NotAllowedReason | null {
  switch (txn.type) {
    case 'pay':
      return null;
    case 'axfer':
      // A clawback moves someone else's holding with the user's manager authority.
      return txn.assetTransfer?.assetSender ? 'clawback' : null;
    case 'appl': {
      const call = txn.applicationCall;
      if (!call) return 'unknown-type';
      if (call.appIndex === 0n) return 'app-create';
      switch (call.onComplete) {
        case OnApplicationComplete.NoOpOC:
        case OnApplicationComplete.OptInOC:
          break;
        case OnApplicationComplete.UpdateApplicationOC:
          return 'app-update';
        case OnApplicationComplete.DeleteApplicationOC:
          return 'app-delete';
        case OnApplicationComplete.ClearStateOC:
          return 'app-clear';
        case OnApplicationComplete.CloseOutOC:
          return 'app-close-out';
        default:
          return 'unknown-type';
      }
      if (call.approvalProgram.length > 0 || call.clearProgram.length > 0) return 'app-programs';
      if (call.extraPages > 0) return 'app-extra-pages';
      return null;
    }
    case 'keyreg':
      return 'key-registration';
    case 'acfg':
      return 'asset-configuration';
    case 'afrz':
      return 'asset-freeze';
    case 'stpf':
      return 'state-proof';
    case 'hb':
      return 'heartbeat';
    default:
      return 'unknown-type';
  }
}

/** What the group does to the user's account, as the shared review simulated it. */
export interface SimulatedEffect {
  /** Simulation result: undefined when the node could not simulate. */
  failure: string | null | undefined;
  /** Net change per asset (BASE_COIN for the base coin), fees included. */
  changes: ReadonlyMap<bigint, bigint>;
}

/** No honest route needs more: 16 transactions, each covering a few inner ones. */
export const MAX_SWAP_FEES = 100_000n;

const BPS = 10_000n;

/**
 * The least the user accepts: the quote less the slippage, rounded up to a base unit (a router
 * rounding its own minimum down gains nothing from it).
 */
export function minimumReceived(quotedOut: bigint, slippagePercent: number): bigint {
  const bps = BigInt(Math.min(100, Math.max(0, Math.round(slippagePercent * 100))));
  return (quotedOut * (BPS - bps) + BPS - 1n) / BPS;
}

/** Checks of the transactions themselves; the first problem found, or null. */
export function checkSwapTransactions(
  entries: readonly GroupEntry[],
  address: string,
): SwapRefusal | null {
  if (entries.length === 0) return { code: 'empty' };
  const group = entries[0]!.txn.group;
  for (const [index, { txn, presigned }] of entries.entries()) {
    const sender = txn.sender.toString();
    if (presigned && sender === address) return { code: 'presigned-from-user', index };
    if (!presigned && sender !== address) return { code: 'foreign-sender', index, sender };
    if (sender === address && txn.rekeyTo) return { code: 'rekeys', index };
    if (
      sender === address &&
      (txn.payment?.closeRemainderTo || txn.assetTransfer?.closeRemainderTo)
    )
      return { code: 'closes', index };
    if (sender === address) {
      const reason = notAllowedInSwap(txn);
      if (reason) return { code: 'not-allowed', index, reason };
    }
    const sameGroup =
      entries.length === 1 ||
      (group !== undefined &&
        txn.group !== undefined &&
        txn.group.length === group.length &&
        txn.group.every((byte, i) => byte === group[i]));
    if (!sameGroup) return { code: 'not-grouped' };
  }
  return null;
}

/**
 * The simulated effect against the quote: at most `amountIn` of the source asset leaves (plus
 * the user's fees, capped), at least the quote less slippage of the destination arrives, and
 * no other asset leaves. Fees are what the user's own transactions pay.
 */
export function checkSwapEffect(
  entries: readonly GroupEntry[],
  terms: SwapTerms,
  effect: SimulatedEffect,
): SwapRefusal | null {
  if (effect.failure === undefined) return { code: 'not-simulated' };
  if (effect.failure) return { code: 'simulation-failed', message: effect.failure };
  const fees = entries
    .filter((e) => e.txn.sender.toString() === terms.address)
    .reduce((sum, e) => sum + e.txn.fee, 0n);
  if (fees > MAX_SWAP_FEES) return { code: 'fees', fees, allowed: MAX_SWAP_FEES };
  // The net change without the fees: what the trade itself moves.
  const traded = new Map(effect.changes);
  traded.set(BASE_COIN, (traded.get(BASE_COIN) ?? 0n) + fees);
  for (const [assetId, delta] of traded) {
    if (delta >= 0n || assetId === terms.fromAssetId) continue;
    return { code: 'other-asset', assetId, sent: -delta };
  }
  const sent = -(traded.get(terms.fromAssetId) ?? 0n);
  if (sent > terms.amountIn)
    return { code: 'outflow', assetId: terms.fromAssetId, sent, allowed: terms.amountIn };
  const received = traded.get(terms.toAssetId) ?? 0n;
  const minimum = minimumReceived(terms.quotedOut, terms.slippagePercent);
  if (received < minimum) return { code: 'shortfall', received, minimum };
  return null;
}
