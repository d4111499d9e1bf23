/**
 * Transaction search as the indexer does it: filters, order and paging. Transactions come oldest
 * first, except when filtered by address (newest first); `next-token` is the position of the
 * last result (round and intra-round offset) and is present whenever there are results;
 * currency bounds are strict.
 */
import { TransactionType } from 'algosdk';
import { addressOrUndefined, parseBase64 } from './encoding';
import { badRequest } from './errors';
import { json, type Reply } from './http';
import { indexerTxnJson } from './indexer-views';
import { sigTypeOf, type Ledger, type TxnRecord } from './ledger';
import { boolQuery, parseAddress, roundQuery, stringQuery, uintQuery } from './params';

export const ERR_ADDRESS = 'unable to parse address';
const ERR_BASE64 = 'unable to parse base64 data';
const ERR_NEXT = 'unable to parse next token';
const TX_TYPES = ['acfg', 'afrz', 'appl', 'axfer', 'hb', 'keyreg', 'pay', 'stpf'];
const SIG_TYPES = ['lsig', 'msig', 'sig'];
const ADDRESS_ROLES = ['freeze-target', 'receiver', 'sender'];

/** The indexer's default and maximum page sizes. */
const LIMITS = {
  transactions: { default: 1000, max: 10_000 },
  assets: { default: 100, max: 1000 },
  applications: { default: 100, max: 1000 },
  accounts: { default: 100, max: 1000 },
  balances: { default: 1000, max: 10_000 },
} as const;

/** Query parameters of the transaction searches, per the indexer spec. */
export const TXN_SEARCH_PARAMS = [
  'limit',
  'next',
  'note-prefix',
  'tx-type',
  'sig-type',
  'txid',
  'round',
  'min-round',
  'max-round',
  'asset-id',
  'before-time',
  'after-time',
  'currency-greater-than',
  'currency-less-than',
  'address',
  'address-role',
  'exclude-close-to',
  'rekey-to',
  'group-id',
  'application-id',
];

interface TxnFilter {
  address?: string;
  role?: string;
  excludeCloseTo: boolean;
  notePrefix?: Uint8Array;
  txType?: string;
  sigType?: string;
  txid?: string;
  groupId?: Uint8Array;
  round?: number;
  minRound?: number;
  maxRound?: number;
  assetId?: bigint;
  beforeTime?: number;
  afterTime?: number;
  greaterThan?: bigint;
  lessThan?: bigint;
  rekeyTo?: boolean;
  applicationId?: bigint;
}

export function limitQuery(q: URLSearchParams, kind: keyof typeof LIMITS): number {
  const v = uintQuery(q, 'limit');
  const { default: def, max } = LIMITS[kind];
  if (v === undefined || v === 0n) return def;
  return v > BigInt(max) ? max : Number(v);
}

/** An enum parameter; a bad value is refused with the indexer's "unknown ... [valid ...]" text. */
function enumQuery(
  q: URLSearchParams,
  name: string,
  allowed: string[],
  what: string,
  kinds: string,
): string | undefined {
  const v = stringQuery(q, name);
  if (v !== undefined && !allowed.includes(v)) {
    throw badRequest(`unknown ${what} [valid ${kinds}: ${allowed.join(', ')}]`);
  }
  return v;
}

function timeQuery(q: URLSearchParams, name: string): number | undefined {
  const raw = q.get(name);
  if (raw === null) return undefined;
  const ms = Date.parse(raw);
  if (Number.isNaN(ms)) {
    throw badRequest(
      `Invalid format for parameter ${name}: expected an RFC 3339 time, got "${raw}"`,
    );
  }
  return Math.floor(ms / 1000);
}

function parseTxnFilter(
  q: URLSearchParams,
  fixed: { address?: string; assetId?: bigint },
): TxnFilter {
  const address = fixed.address ?? stringQuery(q, 'address');
  const notePrefix = stringQuery(q, 'note-prefix');
  const groupId = stringQuery(q, 'group-id');
  const f: TxnFilter = {
    address: address === undefined ? undefined : parseAddress(address, ERR_ADDRESS),
    role: enumQuery(q, 'address-role', ADDRESS_ROLES, 'address role', 'roles'),
    excludeCloseTo: boolQuery(q, 'exclude-close-to') ?? false,
    notePrefix:
      notePrefix === undefined ? undefined : (parseBase64(notePrefix) ?? fail(ERR_BASE64)),
    txType: enumQuery(q, 'tx-type', TX_TYPES, 'tx-type', 'types'),
    sigType: enumQuery(q, 'sig-type', SIG_TYPES, 'sig-type', 'types'),
    txid: stringQuery(q, 'txid'),
    groupId: groupId === undefined ? undefined : (parseBase64(groupId) ?? fail(ERR_BASE64)),
    round: roundQuery(q, 'round'),
    minRound: roundQuery(q, 'min-round'),
    maxRound: roundQuery(q, 'max-round'),
    assetId: fixed.assetId ?? uintQuery(q, 'asset-id'),
    beforeTime: timeQuery(q, 'before-time'),
    afterTime: timeQuery(q, 'after-time'),
    greaterThan: uintQuery(q, 'currency-greater-than'),
    lessThan: uintQuery(q, 'currency-less-than'),
    rekeyTo: boolQuery(q, 'rekey-to'),
    applicationId: uintQuery(q, 'application-id'),
  };
  if (f.groupId && f.groupId.length !== 32) throw badRequest('bad length for group ID');
  if (f.round !== undefined && (f.minRound !== undefined || f.maxRound !== undefined)) {
    throw badRequest('cannot specify round and min-round/max-round');
  }
  if (f.minRound !== undefined && f.maxRound !== undefined && f.minRound > f.maxRound) {
    throw badRequest('min-round must be less than max-round');
  }
  return f;
}

function fail(message: string): never {
  throw badRequest(message);
}

const startsWith = (bytes: Uint8Array, prefix: Uint8Array): boolean =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

type Roles = {
  sender: string[];
  receiver: string[];
  closeTo: string[];
  freeze: string[];
  heartbeat: string[];
};

/**
 * Every address a transaction involves, by the role the indexer gives it, its inner
 * transactions' included: the indexer finds the outer transaction by any address an inner one
 * involves (an app paying someone is found by that someone).
 */
function roles(rec: TxnRecord): Roles {
  const r: Roles = { sender: [], receiver: [], closeTo: [], freeze: [], heartbeat: [] };
  const push = (list: string[], a: Parameters<typeof addressOrUndefined>[0]): void => {
    const s = addressOrUndefined(a);
    if (s) list.push(s);
  };
  const add = (t: TxnRecord['stxn']['txn'], applyData: TxnRecord['applyData']): void => {
    r.sender.push(t.sender.toString());
    if (t.payment) {
      push(r.receiver, t.payment.receiver);
      push(r.closeTo, t.payment.closeRemainderTo);
    }
    if (t.assetTransfer) {
      push(r.receiver, t.assetTransfer.receiver);
      push(r.closeTo, t.assetTransfer.closeRemainderTo);
      push(r.sender, t.assetTransfer.assetSender);
    }
    if (t.assetFreeze) push(r.freeze, t.assetFreeze.freezeAccount);
    // A heartbeat involves the account it keeps online (no role of its own).
    if (t.heartbeat) push(r.heartbeat, t.heartbeat.address);
    for (const inner of applyData.evalDelta?.innerTxns ?? []) add(inner.txn, inner.applyData);
  };
  add(rec.stxn.txn, rec.applyData);
  return r;
}

function matchesAddress(rec: TxnRecord, f: TxnFilter, address: string): boolean {
  const r = roles(rec);
  const closeTo = f.excludeCloseTo ? [] : r.closeTo;
  switch (f.role) {
    case 'sender':
      return r.sender.includes(address);
    case 'receiver':
      return r.receiver.includes(address) || closeTo.includes(address);
    case 'freeze-target':
      return r.freeze.includes(address);
    default:
      return [...r.sender, ...r.receiver, ...closeTo, ...r.freeze, ...r.heartbeat].includes(
        address,
      );
  }
}

/**
 * The asset ids of any asset transaction (created ones included), inner ones too: the indexer
 * finds the outer transaction by an asset its inner transfers move.
 */
function assetIdsOf(rec: TxnRecord): bigint[] {
  const ids: bigint[] = [];
  const add = (t: TxnRecord['stxn']['txn'], applyData: TxnRecord['applyData']): void => {
    if (t.assetTransfer) ids.push(t.assetTransfer.assetIndex);
    else if (t.assetFreeze) ids.push(t.assetFreeze.assetIndex);
    else if (t.assetConfig) {
      const id =
        t.assetConfig.assetIndex === 0n ? applyData.createdAssetIndex : t.assetConfig.assetIndex;
      if (id !== undefined) ids.push(id);
    }
    for (const inner of applyData.evalDelta?.innerTxns ?? []) add(inner.txn, inner.applyData);
  };
  add(rec.stxn.txn, rec.applyData);
  return ids;
}

/** The app an appl transaction calls, or the one it created. */
function appIdOf(rec: TxnRecord): bigint | undefined {
  const a = rec.stxn.txn.applicationCall;
  if (!a) return undefined;
  return a.appIndex === 0n ? rec.applyData.createdAppIndex : a.appIndex;
}

/** The amount the currency bounds compare: the asset's when asset-id is given, else microAlgos. */
function amountOf(rec: TxnRecord, assetId: bigint | undefined): bigint | undefined {
  const t = rec.stxn.txn;
  if (assetId !== undefined) {
    return t.type === TransactionType.axfer ? t.assetTransfer?.amount : undefined;
  }
  return t.type === TransactionType.pay ? t.payment?.amount : undefined;
}

function matches(rec: TxnRecord, f: TxnFilter): boolean {
  const t = rec.stxn.txn;
  if (f.address !== undefined && !matchesAddress(rec, f, f.address)) return false;
  if (f.notePrefix && !startsWith(t.note, f.notePrefix)) return false;
  if (f.txType !== undefined && t.type !== f.txType) return false;
  if (f.sigType !== undefined && sigTypeOf(rec.stxn) !== f.sigType) return false;
  if (f.txid !== undefined && rec.id !== f.txid) return false;
  if (f.groupId && !(t.group && Buffer.from(t.group).equals(Buffer.from(f.groupId)))) return false;
  if (f.round !== undefined && rec.round !== f.round) return false;
  if (f.minRound !== undefined && rec.round < f.minRound) return false;
  if (f.maxRound !== undefined && rec.round > f.maxRound) return false;
  if (f.assetId !== undefined && !assetIdsOf(rec).includes(f.assetId)) return false;
  if (f.beforeTime !== undefined && !(rec.roundTime < f.beforeTime)) return false;
  if (f.afterTime !== undefined && !(rec.roundTime > f.afterTime)) return false;
  if (f.rekeyTo === true && addressOrUndefined(t.rekeyTo) === undefined) return false;
  if (f.applicationId !== undefined && appIdOf(rec) !== f.applicationId) return false;
  if (f.greaterThan !== undefined || f.lessThan !== undefined) {
    const amount = amountOf(rec, f.assetId);
    if (amount === undefined) return false;
    if (f.greaterThan !== undefined && !(amount > f.greaterThan)) return false;
    if (f.lessThan !== undefined && !(amount < f.lessThan)) return false;
  }
  return true;
}

/** The indexer's next token: round (uint64) and intra-round offset (uint32), little endian, base64url. */
function encodeNext(rec: TxnRecord): string {
  const b = Buffer.alloc(12);
  b.writeBigUInt64LE(BigInt(rec.round), 0);
  b.writeUInt32LE(rec.intra, 8);
  return b.toString('base64url');
}

function decodeNext(token: string): { round: number; intra: number } {
  const b = /^[A-Za-z0-9_-]*={0,2}$/.test(token)
    ? Buffer.from(token, 'base64url')
    : Buffer.alloc(0);
  if (b.length !== 12) throw badRequest(ERR_NEXT);
  return { round: Number(b.readBigUInt64LE(0)), intra: b.readUInt32LE(8) };
}

/** `GET /v2/transactions` and the per-account and per-asset searches: one page of results. */
export function searchTransactions(
  ledger: Ledger,
  q: URLSearchParams,
  fixed: { address?: string; assetId?: bigint },
): Reply {
  const f = parseTxnFilter(q, fixed);
  const limit = limitQuery(q, 'transactions');
  const nextRaw = stringQuery(q, 'next');
  const next = nextRaw === undefined || nextRaw === '' ? undefined : decodeNext(nextRaw);
  const descending = f.address !== undefined;
  const all = ledger.transactions();
  const page: TxnRecord[] = [];
  // Walk in result order, skipping up to the token's position.
  for (let i = 0; i < all.length && page.length < limit; i++) {
    const rec = all[descending ? all.length - 1 - i : i];
    if (!rec) continue;
    if (next) {
      const after = rec.round > next.round || (rec.round === next.round && rec.intra > next.intra);
      const before = rec.round < next.round || (rec.round === next.round && rec.intra < next.intra);
      if (descending ? !before : !after) continue;
    }
    if (matches(rec, f)) page.push(rec);
  }
  const body: Record<string, unknown> = {
    'current-round': ledger.currentRound,
    transactions: page.map(indexerTxnJson),
  };
  const last = page.at(-1);
  if (last) body['next-token'] = encodeNext(last);
  return json(body);
}
