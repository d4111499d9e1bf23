/**
 * JSON shapes of algod v2 responses. Every field the OpenAPI spec marks required is written,
 * because algosdk silently fills a missing one with a default instead of failing.
 */
import {
  decodeJSON,
  encodeMsgpack,
  stringifyJSON,
  type Encodable,
  type EncodableClass,
  SignedTransaction,
} from 'algosdk';
import { toBase64 } from './encoding';
import type { ApplyData } from './apply';
import type { EvalDelta, ValueDelta } from './avm-ledger';
import type { TxnRecord } from './ledger';
import {
  minBalance,
  type AccountData,
  type AppParams,
  type AppRecord,
  type AssetParams,
  type KeyValue,
  type Participation,
  type StateSchema,
} from './ledger-state';

type JsonObject = Record<string, unknown>;

/** AssetParams as both APIs write them: required fields always, the rest only when set. */
export function assetParamsJson(creator: string, p: AssetParams): JsonObject {
  const out: JsonObject = {
    creator,
    decimals: p.decimals,
    'default-frozen': p.defaultFrozen,
    total: p.total,
  };
  // algosdk decodes these fields as UTF-8 strings, so the text and its -b64 twin always agree.
  const text = (key: string, value: string | undefined): void => {
    if (!value) return;
    out[key] = value;
    out[`${key}-b64`] = toBase64(new TextEncoder().encode(value));
  };
  text('name', p.name);
  text('unit-name', p.unitName);
  text('url', p.url);
  if (p.metadataHash) out['metadata-hash'] = toBase64(p.metadataHash);
  if (p.manager) out.manager = p.manager;
  if (p.reserve) out.reserve = p.reserve;
  if (p.freeze) out.freeze = p.freeze;
  if (p.clawback) out.clawback = p.clawback;
  return out;
}

export function participationJson(p: Participation): JsonObject {
  const out: JsonObject = {
    'selection-participation-key': toBase64(p.selectionKey),
    'vote-first-valid': p.voteFirst,
    'vote-key-dilution': p.voteKeyDilution,
    'vote-last-valid': p.voteLast,
    'vote-participation-key': toBase64(p.voteKey),
  };
  if (p.stateProofKey) out['state-proof-key'] = toBase64(p.stateProofKey);
  return out;
}

export function schemaJson(s: StateSchema): JsonObject {
  return { 'num-byte-slice': s.numByteSlice, 'num-uint': s.numUint };
}

const hexToBase64 = (key: string) => Buffer.from(key, 'hex').toString('base64');

/** A TealKeyValueStore (both APIs): key base64, value with type 1 bytes or 2 uint, sorted by key. */
export function keyValueJson(kv: KeyValue): JsonObject[] {
  return [...kv.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, v]) => ({
      key: hexToBase64(key),
      value:
        typeof v === 'bigint'
          ? { bytes: '', type: 2, uint: v }
          : { bytes: toBase64(v), type: 1, uint: 0 },
    }));
}

function stateDeltaJson(delta: ReadonlyMap<string, ValueDelta>): JsonObject[] {
  return [...delta.entries()].map(([key, d]) => {
    const value: JsonObject = { action: d.action };
    if (d.bytes) value.bytes = toBase64(d.bytes);
    if (d.uint !== undefined) value.uint = d.uint;
    return { key: hexToBase64(key), value };
  });
}

/** An EvalDelta's fields as both APIs write them on a transaction; empty parts left out. */
export function evalDeltaJson(d: EvalDelta | undefined): JsonObject {
  const out: JsonObject = {};
  if (!d) return out;
  if (d.globalDelta.size > 0) out['global-state-delta'] = stateDeltaJson(d.globalDelta);
  if (d.localDeltas.size > 0) {
    out['local-state-delta'] = [...d.localDeltas.entries()].map(([address, delta]) => ({
      address,
      delta: stateDeltaJson(delta),
    }));
  }
  if (d.logs.length > 0) out.logs = d.logs.map(toBase64);
  return out;
}

/** ApplicationParams as both APIs write them; `global-state` left out when empty, as algod does. */
export function appParamsJson(creator: string, p: AppParams): JsonObject {
  const out: JsonObject = {
    'approval-program': toBase64(p.approvalProgram),
    'clear-state-program': toBase64(p.clearStateProgram),
    creator,
    'global-state-schema': schemaJson(p.globalStateSchema),
    'local-state-schema': schemaJson(p.localStateSchema),
  };
  if (p.extraProgramPages > 0) out['extra-program-pages'] = p.extraProgramPages;
  if (p.globalState.size > 0) out['global-state'] = keyValueJson(p.globalState);
  if (p.version > 0) out.version = p.version;
  return out;
}

export interface AssetLookup {
  (index: bigint): { creator: string; params: AssetParams } | undefined;
}

export interface AppLookup {
  (index: bigint): AppRecord | undefined;
}

/** `GET /v2/accounts/{address}`; `excludeAll` drops the asset and app lists (`exclude=all`). */
export function algodAccountJson(
  address: string,
  data: AccountData,
  round: number,
  lookups: { assetOf: AssetLookup; appOf: AppLookup },
  excludeAll: boolean,
): JsonObject {
  const { assetOf, appOf } = lookups;
  const out: JsonObject = {
    address,
    amount: data.microAlgos,
    'amount-without-pending-rewards': data.microAlgos,
    'apps-total-schema': schemaJson(data.totalAppSchema),
    'min-balance': minBalance(data),
    'pending-rewards': 0,
    'reward-base': 0,
    rewards: 0,
    round,
    status: data.status,
    'total-apps-opted-in': data.appLocalStates.size,
    'total-assets-opted-in': data.holdings.size,
    'total-box-bytes': data.totalBoxBytes,
    'total-boxes': data.totalBoxes,
    'total-created-apps': data.createdApps.size,
    'total-created-assets': data.createdAssets.size,
  };
  if (data.totalExtraAppPages > 0) out['apps-total-extra-pages'] = data.totalExtraAppPages;
  if (!excludeAll) {
    out.assets = sortedIds(data.holdings.keys()).map((id) => holdingJson(id, data));
    out['created-assets'] = sortedIds(data.createdAssets.values()).flatMap((id) => {
      const a = assetOf(id);
      return a ? [{ index: id, params: assetParamsJson(a.creator, a.params) }] : [];
    });
    out['apps-local-state'] = sortedIds(data.appLocalStates.keys()).map((id) =>
      localStateJson(id, data),
    );
    out['created-apps'] = sortedIds(data.createdApps.values()).flatMap((id) => {
      const app = appOf(id);
      return app ? [{ id, params: appParamsJson(app.creator, app.params) }] : [];
    });
  }
  if (data.authAddr) out['auth-addr'] = data.authAddr;
  if (data.participation) out.participation = participationJson(data.participation);
  if (data.incentiveEligible) out['incentive-eligible'] = true;
  if (data.lastHeartbeat > 0n) out['last-heartbeat'] = data.lastHeartbeat;
  if (data.lastProposed > 0n) out['last-proposed'] = data.lastProposed;
  return out;
}

export function holdingJson(id: bigint, data: AccountData): JsonObject {
  const h = data.holdings.get(id);
  return { amount: h?.amount ?? 0n, 'asset-id': id, 'is-frozen': h?.frozen ?? false };
}

/** algod's ApplicationLocalState; `key-value` left out when empty. */
export function localStateJson(id: bigint, data: AccountData): JsonObject {
  const local = data.appLocalStates.get(id);
  const out: JsonObject = {
    id,
    schema: schemaJson(local?.schema ?? { numUint: 0, numByteSlice: 0 }),
  };
  if (local && local.kv.size > 0) out['key-value'] = keyValueJson(local.kv);
  return out;
}

export function sortedIds(ids: Iterable<bigint>): bigint[] {
  return [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A signed transaction in the wire's JSON form (addresses base32, bytes base64), as algod writes it. */
export function signedTxnJson(stxn: SignedTransaction): unknown {
  return stxn.getEncodingSchema().prepareJSON(stxn.toEncodingData(), {});
}

/** `GET /v2/transactions/pending/{txid}` for a confirmed or a pending transaction. */
export function pendingJson(stxn: SignedTransaction, confirmed: TxnRecord | undefined): JsonObject {
  if (!confirmed) return { 'pool-error': '', txn: signedTxnJson(stxn) };
  return { 'confirmed-round': confirmed.round, ...appliedTxnJson(stxn, confirmed.applyData) };
}

/**
 * A transaction's PendingTransactionResponse once applied, without a confirmed round: the pending
 * endpoint adds the round, a simulation's `txn-result` is exactly this.
 */
export function appliedTxnJson(stxn: SignedTransaction, applyData: ApplyData): JsonObject {
  const out: JsonObject = {
    'pool-error': '',
    txn: signedTxnJson(stxn),
    'closing-amount': applyData.closingAmount,
    'asset-closing-amount': applyData.assetClosingAmount,
    'sender-rewards': 0,
    'receiver-rewards': 0,
    'close-rewards': 0,
  };
  if (applyData.createdAssetIndex !== undefined) out['asset-index'] = applyData.createdAssetIndex;
  if (applyData.createdAppIndex !== undefined) {
    out['application-index'] = applyData.createdAppIndex;
  }
  const inner = applyData.evalDelta?.innerTxns ?? [];
  // algod's inner transactions: each a PendingTransactionResponse of its own, unsigned.
  if (inner.length > 0) {
    out['inner-txns'] = inner.map((i) =>
      appliedTxnJson(new SignedTransaction({ txn: i.txn }), i.applyData),
    );
  }
  return { ...out, ...evalDeltaJson(applyData.evalDelta) };
}

/**
 * The msgpack form of a JSON response. Going through algosdk's own model keeps the two formats
 * identical field for field, and is exactly what algosdk decodes on the other side.
 */
export function asMsgpack<T extends Encodable>(
  model: EncodableClass<T>,
  body: unknown,
): Uint8Array {
  return encodeMsgpack(decodeJSON(stringifyJSON(body), model));
}
