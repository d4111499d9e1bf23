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
  type SignedTransaction,
} from 'algosdk';
import { toBase64 } from './encoding';
import type { ApplyData } from './apply';
import type { TxnRecord } from './ledger';
import { minBalance, type AccountData, type AssetParams, type Participation } from './ledger-state';

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

export interface AssetLookup {
  (index: bigint): { creator: string; params: AssetParams } | undefined;
}

/** `GET /v2/accounts/{address}`; `excludeAll` drops the asset and app lists (`exclude=all`). */
export function algodAccountJson(
  address: string,
  data: AccountData,
  round: number,
  assetOf: AssetLookup,
  excludeAll: boolean,
): JsonObject {
  const out: JsonObject = {
    address,
    amount: data.microAlgos,
    'amount-without-pending-rewards': data.microAlgos,
    'apps-total-schema': { 'num-byte-slice': 0, 'num-uint': 0 },
    'min-balance': minBalance(data),
    'pending-rewards': 0,
    'reward-base': 0,
    rewards: 0,
    round,
    status: data.status,
    'total-apps-opted-in': 0,
    'total-assets-opted-in': data.holdings.size,
    'total-box-bytes': 0,
    'total-boxes': 0,
    'total-created-apps': 0,
    'total-created-assets': data.createdAssets.size,
  };
  if (!excludeAll) {
    out.assets = sortedIds(data.holdings.keys()).map((id) => holdingJson(id, data));
    out['created-assets'] = sortedIds(data.createdAssets.values()).flatMap((id) => {
      const a = assetOf(id);
      return a ? [{ index: id, params: assetParamsJson(a.creator, a.params) }] : [];
    });
    out['apps-local-state'] = [];
    out['created-apps'] = [];
  }
  if (data.authAddr) out['auth-addr'] = data.authAddr;
  if (data.participation) out.participation = participationJson(data.participation);
  if (data.incentiveEligible) out['incentive-eligible'] = true;
  if (data.lastHeartbeat > 0n) out['last-heartbeat'] = data.lastHeartbeat;
  return out;
}

export function holdingJson(id: bigint, data: AccountData): JsonObject {
  const h = data.holdings.get(id);
  return { amount: h?.amount ?? 0n, 'asset-id': id, 'is-frozen': h?.frozen ?? false };
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
  return out;
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
