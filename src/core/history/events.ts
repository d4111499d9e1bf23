import { transferEvents, type TransferDirection } from '../arc200/events';
import type { IndexerInnerTransfer, IndexerTransaction } from '../chain/indexer-types';
import { base64ToBytes } from '../encoding/base64';
import { REWARDS_REGISTRATION_FEE } from '../participation/rewards';

// The activity as things a person did: a swap's three transactions are one trade, an opt-in is
// "Added dUSD", a key registration "Went online". Fail-safe by construction: a shape this module
// does not recognise in full stays as one plain event per transaction ('transaction'), which the
// activity shows in the chain's plain words; nothing is ever given a name it might not deserve.

/** Base units of one asset (null = the network's coin). */
export interface EventAmount {
  assetId: bigint | null;
  amount: bigint;
}

interface EventBase {
  /** The transaction a row opens: the one the person signed first (a swap's payment). */
  id: string;
  /** Every transaction of the event, in the order given. */
  txs: readonly IndexerTransaction[];
}

export type ActivityEvent = EventBase &
  (
    | { kind: 'swap'; paid: EventAmount; received: EventAmount }
    | { kind: 'assetAdded'; assetId: bigint }
    | { kind: 'assetRemoved'; assetId: bigint; closeTo: string; closed: bigint }
    | { kind: 'online'; rewards: boolean }
    | { kind: 'offline' }
    | { kind: 'assetCreated'; assetId: bigint | null; unitName: string | null }
    | { kind: 'rekeyed'; account: string; to: string }
    | { kind: 'appCall'; appId: bigint }
    /** An ARC-200 token's transfer (its event in the call's logs), in place of the app call. */
    | {
        kind: 'tokenTransfer';
        appId: bigint;
        direction: TransferDirection;
        /** The other side (the account itself for a transfer to itself). */
        counterparty: string;
        value: bigint;
      }
    | { kind: 'heartbeat' }
    /** A payment, an asset transfer, or anything not recognised: read as it is. */
    | { kind: 'transaction' }
  );

export type ActivityEventKind = ActivityEvent['kind'];

type Mine = string | ((address: string) => boolean);
/** Whether an app is an ARC-200 token the person listed (only theirs are read as tokens). */
export type IsToken = (appId: bigint) => boolean;
const NO_TOKENS: IsToken = () => false;
const mineTest = (mine: Mine) => (typeof mine === 'string' ? (a: string) => a === mine : mine);

/**
 * One event per thing the person did, from a history page (newest first, as the indexer lists
 * it) or a group's transactions. `mine` is the account whose history this is, or a test for
 * the wallet's accounts. Only neighbours sharing a group id are joined: a group cut by a page
 * boundary reads as its single transactions. A call to a listed token (`isToken`) that moved it
 * reads as the transfer.
 */
export function activityEvents(
  txs: readonly IndexerTransaction[],
  mine: Mine,
  isToken: IsToken = NO_TOKENS,
): ActivityEvent[] {
  const isMine = mineTest(mine);
  const events: ActivityEvent[] = [];
  for (let i = 0; i < txs.length;) {
    const group = txs[i]?.group;
    let end = i + 1;
    while (group && end < txs.length && txs[end]?.group === group) end++;
    const run = txs.slice(i, end);
    const swap = run.length > 1 ? swapOf(run, isMine) : null;
    if (swap) events.push(swap);
    else events.push(...run.map((tx) => singleEvent(tx, isMine, isToken)));
    i = end;
  }
  return events;
}

/** What one transaction did on its own. */
export function singleEvent(
  tx: IndexerTransaction,
  isMine: (address: string) => boolean,
  isToken: IsToken = NO_TOKENS,
): ActivityEvent {
  const base = { id: tx.id, txs: [tx] };
  const plain: ActivityEvent = { ...base, kind: 'transaction' };
  const pay = tx['payment-transaction'];
  const axfer = tx['asset-transfer-transaction'];
  const rekeyTo = tx['rekey-to'];
  if (rekeyTo !== undefined) {
    // Only a rekey that moves nothing else is named a rekey; a payment carrying one stays a
    // payment row (its detail page shows the rekey).
    const bare =
      tx['tx-type'] === 'pay' &&
      pay !== undefined &&
      pay.amount === 0n &&
      pay.receiver === tx.sender &&
      pay['close-remainder-to'] === undefined;
    return bare && isMine(tx.sender)
      ? { ...base, kind: 'rekeyed', account: tx.sender, to: rekeyTo }
      : plain;
  }
  switch (tx['tx-type']) {
    case 'axfer': {
      if (!axfer || axfer.sender !== undefined || !isMine(tx.sender)) return plain;
      const assetId = axfer['asset-id'];
      const closeTo = axfer['close-to'];
      if (closeTo !== undefined) {
        const closed = axfer['close-amount'] ?? 0n;
        // An opt-out may send an amount to the receiver too: a plain row says that better.
        if (axfer.amount !== 0n) return plain;
        return { ...base, kind: 'assetRemoved', assetId, closeTo, closed };
      }
      if (axfer.amount === 0n && axfer.receiver === tx.sender) {
        return { ...base, kind: 'assetAdded', assetId };
      }
      return plain;
    }
    case 'keyreg': {
      const keyreg = tx['keyreg-transaction'];
      if (!keyreg || keyreg['non-participation'] === true || !isMine(tx.sender)) return plain;
      if (keyreg['vote-participation-key']) {
        return { ...base, kind: 'online', rewards: tx.fee >= REWARDS_REGISTRATION_FEE };
      }
      return { ...base, kind: 'offline' };
    }
    case 'acfg': {
      const acfg = tx['asset-config-transaction'];
      const creates = acfg !== undefined && !acfg['asset-id'] && acfg.params !== undefined;
      if (!creates || !isMine(tx.sender)) return plain;
      return {
        ...base,
        kind: 'assetCreated',
        assetId: tx['created-asset-index'] ?? null,
        unitName: acfg.params?.['unit-name'] || null,
      };
    }
    case 'appl': {
      const appId = tx['application-transaction']?.['application-id'];
      if (!appId || !isMine(tx.sender)) return plain;
      const transfer = isToken(appId) ? tokenTransferOf(tx, isMine) : null;
      // One transaction, one event: the token's transfer stands for the call that made it.
      if (transfer) return { ...base, kind: 'tokenTransfer', appId, ...transfer };
      return { ...base, kind: 'appCall', appId };
    }
    case 'hb':
      return { ...base, kind: 'heartbeat' };
    default:
      return plain;
  }
}

/**
 * The one arc200_Transfer event of the call's logs that the person is a party of; null when
 * there is none or more than one (the plain app call says that better), or when the call also
 * moved anything through inner transactions or was more than a plain call.
 */
function tokenTransferOf(tx: IndexerTransaction, isMine: (address: string) => boolean) {
  const onCompletion = tx['application-transaction']?.['on-completion'];
  if ((onCompletion ?? 'noop') !== 'noop' || (tx['inner-txns'] ?? []).length > 0) return null;
  const logs: Uint8Array[] = [];
  for (const log of tx.logs ?? []) {
    try {
      logs.push(base64ToBytes(log));
    } catch {
      return null;
    }
  }
  const mine = transferEvents(logs).filter((t) => isMine(t.from) || isMine(t.to));
  if (mine.length !== 1) return null;
  const { from, to, value } = mine[0]!;
  const direction: TransferDirection = from === to ? 'self' : isMine(from) ? 'sent' : 'received';
  return { direction, counterparty: direction === 'received' ? from : to, value };
}

/** A transfer's asset and amount, or null for any other transaction. */
function transferOf(tx: IndexerTransaction) {
  const pay = tx['payment-transaction'];
  if (tx['tx-type'] === 'pay' && pay) {
    return { assetId: null, amount: pay.amount, from: tx.sender, to: pay.receiver, pay };
  }
  const axfer = tx['asset-transfer-transaction'];
  if (tx['tx-type'] === 'axfer' && axfer) {
    const from = axfer.sender ?? tx.sender;
    return { assetId: axfer['asset-id'], amount: axfer.amount, from, to: axfer.receiver, pay };
  }
  return null;
}

/**
 * A swap: one group where the person calls at least one app, pays one asset out to someone else
 * and receives one other asset from someone else, with nothing besides but opt-ins to the asset
 * received. Any other transaction (a rekey, a close-to, a key registration, a second asset out
 * or in, a clawback) and the group is not called a swap.
 */
function swapOf(
  run: readonly IndexerTransaction[],
  isMine: (address: string) => boolean,
): ActivityEvent | null {
  let paid: EventAmount | null = null;
  let received: EventAmount | null = null;
  let first: string | null = null;
  let calls = 0;
  const optIns: bigint[] = [];
  const add = (sum: EventAmount | null, assetId: bigint | null, amount: bigint) => {
    if (sum === null) return { assetId, amount };
    return sum.assetId === assetId ? { assetId, amount: sum.amount + amount } : undefined;
  };
  for (const tx of run) {
    if (tx['rekey-to'] !== undefined) return null;
    if (tx['tx-type'] === 'appl') {
      if (!isMine(tx.sender) || !tx['application-transaction']?.['application-id']) return null;
      calls++;
      // A pool pays out inside its call: what it sends the person counts as received; anything
      // else of theirs moving inside the call (a rekey, their own funds, a close) is no swap.
      for (const inner of flatInner(tx['inner-txns'])) {
        const move = innerMoveOf(inner);
        if (inner['rekey-to'] !== undefined) return null;
        if (!move) continue;
        if (isMine(move.from) || (move.closeTo !== undefined && isMine(move.closeTo))) return null;
        if (!isMine(move.to) || move.amount === 0n) continue;
        const next = add(received, move.assetId, move.amount);
        if (next === undefined) return null;
        received = next;
      }
      continue;
    }
    const move = transferOf(tx);
    if (!move) return null;
    const axfer = tx['asset-transfer-transaction'];
    if (move.pay?.['close-remainder-to'] !== undefined || axfer?.['close-to'] !== undefined) {
      return null;
    }
    if (axfer?.sender !== undefined) return null; // a clawback
    const fromMine = isMine(move.from);
    const toMine = isMine(move.to);
    if (fromMine && toMine) {
      if (move.amount !== 0n || move.from !== move.to || move.assetId === null) return null;
      optIns.push(move.assetId);
    } else if (fromMine) {
      if (move.amount === 0n) return null;
      const next = add(paid, move.assetId, move.amount);
      if (next === undefined) return null;
      paid = next;
      first ??= tx.id;
    } else if (toMine) {
      if (move.amount === 0n) return null;
      const next = add(received, move.assetId, move.amount);
      if (next === undefined) return null;
      received = next;
    } else return null;
  }
  if (calls === 0 || paid === null || received === null || first === null) return null;
  if (paid.assetId === received.assetId) return null;
  if (optIns.some((id) => id !== received.assetId)) return null;
  return { id: first, txs: run, kind: 'swap', paid, received };
}

function* flatInner(
  inner: readonly IndexerInnerTransfer[] | undefined,
): Generator<IndexerInnerTransfer> {
  for (const tx of inner ?? []) {
    yield tx;
    yield* flatInner(tx['inner-txns']);
  }
}

/** An inner payment or asset transfer; a clawback's sender is the account it takes from. */
function innerMoveOf(tx: IndexerInnerTransfer) {
  const pay = tx['payment-transaction'];
  if (tx['tx-type'] === 'pay' && pay) {
    const closeTo = pay['close-remainder-to'];
    return { assetId: null, amount: pay.amount, from: tx.sender, to: pay.receiver, closeTo };
  }
  const axfer = tx['asset-transfer-transaction'];
  if (tx['tx-type'] === 'axfer' && axfer) {
    const from = axfer.sender ?? tx.sender;
    return {
      assetId: axfer['asset-id'],
      amount: axfer.amount,
      from,
      to: axfer.receiver,
      closeTo: axfer['close-to'],
    };
  }
  return null;
}
