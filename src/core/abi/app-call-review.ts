import { getApplicationAddress, OnApplicationComplete, type Transaction } from 'algosdk';
import { bytesToHex } from '../encoding/hex';
import {
  balanceChanges,
  BASE_COIN,
  type AppliedEffects,
  type BoxEffects,
  type InnerTransaction,
  type StateKeys,
} from '../transactions/review';
import type { Arc200Review, DecimalsProblem } from '../arc200/call-review';
import { eventSelectorHex } from './app-spec';
import {
  decodeAbiReturn,
  decodeAppCall,
  decodeTupleValues,
  type AbiValue,
  type DecodedArg,
  type DecodedCall,
  type MalformedReason,
} from './decode-call';
import { identifyApp, type AppIdentity, type SpecSources } from './spec-registry';

// An application call in the review's terms (issue 39): who the app is, the method and its
// arguments by name, what the simulation says it did (inner transactions in words, events, the
// state it wrote), and every danger as a warning row. Pure: specs and simulation come in.

export type OnComplete = 'noop' | 'opt-in' | 'close-out' | 'clear-state' | 'update' | 'delete';

export type AppWarning =
  /** No spec names the app or its method: the plain warning, never presented as known. */
  | { code: 'unknown-app' }
  | { code: 'malformed'; reason: MalformedReason; arg?: string }
  /** `cost`: the minimum balance the opt-in locks, when the app's local schema is known. */
  | { code: 'opt-in'; cost?: bigint }
  | { code: 'close-out' }
  | { code: 'clear-state' }
  | { code: 'update'; ownApp: boolean }
  | { code: 'delete'; ownApp: boolean }
  /** An inner transaction rekeys `address` (to `to`). */
  | { code: 'inner-rekey'; address: string; to: string }
  /** The app's inner transactions take `amount` from an own account, beyond the review's rows. */
  | { code: 'spends-beyond'; address: string; assetId: bigint; amount: bigint }
  /** An ARC-200 approval of the maximum uint256: `spender` may take every unit, for good. */
  | { code: 'unlimited-allowance'; spender: string }
  /** An ARC-200 call whose token did not prove its decimals: the amount is in base units. */
  | { code: 'token-unreadable'; reason: DecimalsProblem };

export type WarningCode = AppWarning['code'];

/** Warnings Send waits on until the person has read them: they can move money or control. */
export const READ_BEFORE_SEND: ReadonlySet<WarningCode> = new Set([
  'close-out',
  'clear-state',
  'delete',
  'inner-rekey',
  'spends-beyond',
  'unlimited-allowance',
  'token-unreadable',
]);

/** An inner transaction in words, from the person's side. */
export type InnerEffect =
  | { kind: 'pays-you'; to: string; amount: bigint; assetId: bigint }
  | { kind: 'takes'; from: string; amount: bigint; assetId: bigint }
  | { kind: 'pays'; to: string; amount: bigint; assetId: bigint }
  | { kind: 'calls'; appId: bigint }
  | { kind: 'other'; type: string };

export interface DecodedEvent {
  name: string;
  args: DecodedArg[];
}

export interface AppCallReview {
  appId: bigint;
  /** Creates the app (id 0 in the transaction). */
  creating: boolean;
  onComplete: OnComplete;
  app: AppIdentity;
  call: DecodedCall;
  /** The app arguments as sent, for "Technical details". */
  rawArgs: readonly Uint8Array[];
  warnings: AppWarning[];
  returned?: AbiValue;
  events: DecodedEvent[];
  inner: InnerEffect[];
  state?: { global: readonly Uint8Array[]; local: readonly StateKeys[] };
  /** The boxes it and its inner app calls wrote or deleted (simulate's trace). */
  boxes?: BoxEffects;
  /** An ARC-200 transfer, transferFrom or approve, with its token's metadata as read. */
  arc200?: Arc200Review;
}

/** What the node says about the app now (GET /v2/applications/{id}), when it could be read. */
export interface AppInfo {
  creator?: string;
  localSchema?: { uints: bigint; bytes: bigint };
}

const ON_COMPLETE: Record<number, OnComplete> = {
  [OnApplicationComplete.NoOpOC]: 'noop',
  [OnApplicationComplete.OptInOC]: 'opt-in',
  [OnApplicationComplete.CloseOutOC]: 'close-out',
  [OnApplicationComplete.ClearStateOC]: 'clear-state',
  [OnApplicationComplete.UpdateApplicationOC]: 'update',
  [OnApplicationComplete.DeleteApplicationOC]: 'delete',
};

// The protocol's minimum balance of an opt-in (AppFlatOptInMinBalance and the schema costs).
const OPT_IN_FLAT = 100_000n;
const PER_ENTRY = 25_000n;
const PER_UINT = 3_500n;
const PER_BYTES = 25_000n;

export function optInCost(schema: { uints: bigint; bytes: bigint }): bigint {
  return (
    OPT_IN_FLAT +
    PER_ENTRY * (schema.uints + schema.bytes) +
    PER_UINT * schema.uints +
    PER_BYTES * schema.bytes
  );
}

/** Inner transactions nest; a deeper answer than this is not walked. */
const MAX_DEPTH = 8;

function flatten(inner: readonly InnerTransaction[] | undefined, depth = 0): InnerTransaction[] {
  if (!inner || depth >= MAX_DEPTH) return [];
  return inner.flatMap((i) => [i, ...flatten(i.effects.inner, depth + 1)]);
}

function innerEffect(txn: Transaction, own: ReadonlySet<string>): InnerEffect {
  const pay = txn.payment;
  const axfer = txn.assetTransfer;
  if (pay || axfer) {
    const amount = pay?.amount ?? axfer!.amount;
    const assetId = axfer?.assetIndex ?? BASE_COIN;
    const from = (axfer?.assetSender ?? txn.sender).toString();
    const to = (pay?.receiver ?? axfer!.receiver).toString();
    if (own.has(from)) return { kind: 'takes', from, amount, assetId };
    if (own.has(to)) return { kind: 'pays-you', to, amount, assetId };
    return { kind: 'pays', to, amount, assetId };
  }
  if (txn.applicationCall) return { kind: 'calls', appId: txn.applicationCall.appIndex };
  return { kind: 'other', type: String(txn.type) };
}

/** What the app's inner transactions take from own accounts, net, per account and asset. */
function spentBeyond(inner: readonly InnerTransaction[], own: ReadonlySet<string>): AppWarning[] {
  const changes = balanceChanges(
    inner.map((i) => i.txn),
    inner.map((i) => i.effects),
  );
  const warnings: AppWarning[] = [];
  for (const [address, byAsset] of changes) {
    if (!own.has(address)) continue;
    for (const [assetId, delta] of byAsset)
      if (delta < 0n) warnings.push({ code: 'spends-beyond', address, assetId, amount: -delta });
  }
  return warnings;
}

const RETURN_PREFIX = '151f7c75';

function eventsOf(logs: readonly Uint8Array[], app: AppIdentity): DecodedEvent[] {
  if (app.kind === 'unknown') return [];
  const bySelector = new Map(app.spec.events.map((e) => [eventSelectorHex(e), e]));
  const events: DecodedEvent[] = [];
  for (const log of logs) {
    const event = log.length >= 4 ? bySelector.get(bytesToHex(log.subarray(0, 4))) : undefined;
    if (!event) continue;
    const values = decodeTupleValues(
      event.args.map((a) => a.type),
      log.subarray(4),
    );
    if (!values) continue;
    events.push({
      name: event.name,
      args: event.args.map((a, i) => ({
        name: a.name ?? `arg${i + 1}`,
        type: a.type,
        value: values[i]!,
      })),
    });
  }
  return events;
}

/**
 * The review of app call `index` of `group`, with its simulated effects when there are any.
 * `own` are the wallet's addresses: what the app does is told from their side.
 */
export function reviewAppCall(
  group: readonly Transaction[],
  index: number,
  sources: SpecSources,
  own: ReadonlySet<string>,
  applied?: AppliedEffects,
  info: AppInfo = {},
): AppCallReview | undefined {
  const txn = group[index];
  const appl = txn?.applicationCall;
  if (!txn || !appl) return undefined;
  const rawArgs = appl.appArgs;
  const selector = rawArgs[0] ? bytesToHex(rawArgs[0]) : '';
  const app = identifyApp(appl.appIndex, selector, sources);
  const sender = txn.sender.toString();
  const call = decodeAppCall(
    rawArgs,
    {
      sender,
      appId: appl.appIndex,
      accounts: appl.accounts.map((a) => a.toString()),
      assets: appl.foreignAssets,
      apps: appl.foreignApps,
      groupIndex: index,
    },
    app.kind === 'unknown' ? [] : app.spec.methods,
  );
  const onComplete = ON_COMPLETE[appl.onComplete] ?? 'noop';
  const warnings: AppWarning[] = [];
  if (app.kind !== 'known' || call.kind === 'unknown') warnings.push({ code: 'unknown-app' });
  if (call.kind === 'malformed')
    warnings.push({
      code: 'malformed',
      reason: call.reason,
      ...(call.arg ? { arg: call.arg } : {}),
    });
  const ownApp = info.creator === sender;
  if (onComplete === 'opt-in')
    warnings.push({
      code: 'opt-in',
      ...(info.localSchema ? { cost: optInCost(info.localSchema) } : {}),
    });
  if (onComplete === 'close-out') warnings.push({ code: 'close-out' });
  if (onComplete === 'clear-state') warnings.push({ code: 'clear-state' });
  if (onComplete === 'update') warnings.push({ code: 'update', ownApp });
  if (onComplete === 'delete') warnings.push({ code: 'delete', ownApp });
  const inner = flatten(applied?.inner);
  // Control handed to the called app itself stays where the review already is (ARC-59 makes
  // each inbox this way); control handed to anyone else is what the person must read.
  const appAddress = appl.appIndex > 0n ? getApplicationAddress(appl.appIndex).toString() : '';
  for (const { txn: i } of inner)
    if (i.rekeyTo && i.rekeyTo.toString() !== appAddress)
      warnings.push({
        code: 'inner-rekey',
        address: i.sender.toString(),
        to: i.rekeyTo.toString(),
      });
  warnings.push(...spentBeyond(inner, own));
  const logs = applied?.logs ?? [];
  const last = logs.at(-1);
  const returned =
    call.kind === 'call' && last && bytesToHex(last.subarray(0, 4)) === RETURN_PREFIX
      ? decodeAbiReturn(call.method, last.subarray(4))
      : undefined;
  return {
    appId: appl.appIndex,
    creating: appl.appIndex === 0n,
    onComplete,
    app,
    call,
    rawArgs,
    warnings,
    ...(returned ? { returned } : {}),
    events: eventsOf(logs, app),
    inner: inner.map((i) => innerEffect(i.txn, own)),
    ...(applied?.stateKeys ? { state: applied.stateKeys } : {}),
    ...(applied?.boxes ? { boxes: applied.boxes } : {}),
  };
}

/** Whether the review must be read before Send: a warning that moves money or control. */
export const mustRead = (review: AppCallReview | undefined): boolean =>
  review?.warnings.some((w) => READ_BEFORE_SEND.has(w.code)) ?? false;
