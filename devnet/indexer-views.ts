/**
 * JSON shapes of indexer v2 responses (schemas Transaction, Account, Asset in the indexer
 * OpenAPI spec). Rewards do not exist on the devnet and are always 0.
 */
import { TransactionType } from 'algosdk';
import { assetParamsJson, participationJson, sortedIds } from './algod-views';
import { addressOrUndefined, toBase64 } from './encoding';
import type { AccountVersion, TxnRecord } from './ledger';
import { minBalance, type AssetRecord } from './ledger-state';

type JsonObject = Record<string, unknown>;

export function indexerTxnJson(rec: TxnRecord): JsonObject {
  const { stxn, applyData } = rec;
  const t = stxn.txn;
  const sender = t.sender.toString();
  const out: JsonObject = {
    'close-rewards': 0,
    'closing-amount': applyData.closingAmount,
    'confirmed-round': rec.round,
    fee: t.fee,
    'first-valid': t.firstValid,
    'intra-round-offset': rec.intra,
    id: rec.id,
    'last-valid': t.lastValid,
    'receiver-rewards': 0,
    'round-time': rec.roundTime,
    sender,
    'sender-rewards': 0,
    signature: signatureJson(rec),
    'tx-type': t.type,
  };
  if (t.genesisHash) out['genesis-hash'] = toBase64(t.genesisHash);
  if (t.genesisID) out['genesis-id'] = t.genesisID;
  if (t.note.length > 0) out.note = toBase64(t.note);
  if (t.group) out.group = toBase64(t.group);
  if (t.lease && t.lease.some((b) => b !== 0)) out.lease = toBase64(t.lease);
  const rekeyTo = addressOrUndefined(t.rekeyTo);
  if (rekeyTo) out['rekey-to'] = rekeyTo;
  if (stxn.sgnr) out['auth-addr'] = stxn.sgnr.toString();
  if (applyData.createdAssetIndex !== undefined) {
    out['created-asset-index'] = applyData.createdAssetIndex;
  }

  switch (t.type) {
    case TransactionType.pay: {
      const p = t.payment;
      if (!p) break;
      const pay: JsonObject = {
        amount: p.amount,
        'close-amount': applyData.closingAmount,
        receiver: p.receiver.toString(),
      };
      const close = addressOrUndefined(p.closeRemainderTo);
      if (close) pay['close-remainder-to'] = close;
      out['payment-transaction'] = pay;
      break;
    }
    case TransactionType.axfer: {
      const x = t.assetTransfer;
      if (!x) break;
      const xfer: JsonObject = {
        amount: x.amount,
        'asset-id': x.assetIndex,
        'close-amount': applyData.assetClosingAmount,
        receiver: x.receiver.toString(),
      };
      const close = addressOrUndefined(x.closeRemainderTo);
      if (close) xfer['close-to'] = close;
      const clawedFrom = addressOrUndefined(x.assetSender);
      if (clawedFrom) xfer.sender = clawedFrom;
      out['asset-transfer-transaction'] = xfer;
      break;
    }
    case TransactionType.acfg: {
      const c = t.assetConfig;
      if (!c) break;
      out['asset-config-transaction'] = {
        'asset-id': c.assetIndex,
        // The indexer reports the transaction's params with the sender as creator.
        params: assetParamsJson(sender, {
          total: c.total,
          decimals: c.decimals,
          defaultFrozen: c.defaultFrozen,
          unitName: c.unitName || undefined,
          name: c.assetName || undefined,
          url: c.assetURL || undefined,
          metadataHash: c.assetMetadataHash?.length ? c.assetMetadataHash : undefined,
          manager: addressOrUndefined(c.manager),
          reserve: addressOrUndefined(c.reserve),
          freeze: addressOrUndefined(c.freeze),
          clawback: addressOrUndefined(c.clawback),
        }),
      };
      break;
    }
    case TransactionType.afrz: {
      const f = t.assetFreeze;
      if (!f) break;
      out['asset-freeze-transaction'] = {
        address: f.freezeAccount.toString(),
        'asset-id': f.assetIndex,
        'new-freeze-status': f.frozen,
      };
      break;
    }
    case TransactionType.keyreg: {
      const k = t.keyreg;
      if (!k) break;
      const kr: JsonObject = { 'non-participation': k.nonParticipation };
      if (k.selectionKey) kr['selection-participation-key'] = toBase64(k.selectionKey);
      if (k.voteKey) kr['vote-participation-key'] = toBase64(k.voteKey);
      if (k.stateProofKey) kr['state-proof-key'] = toBase64(k.stateProofKey);
      if (k.voteFirst !== undefined) kr['vote-first-valid'] = k.voteFirst;
      if (k.voteLast !== undefined) kr['vote-last-valid'] = k.voteLast;
      if (k.voteKeyDilution !== undefined) kr['vote-key-dilution'] = k.voteKeyDilution;
      out['keyreg-transaction'] = kr;
      break;
    }
    default:
      break;
  }
  return out;
}

function signatureJson(rec: TxnRecord): JsonObject {
  const { sig, msig } = rec.stxn;
  if (sig) return { sig: toBase64(sig) };
  if (msig) {
    return {
      multisig: {
        subsignature: msig.subsig.map((s) =>
          s.s
            ? { 'public-key': toBase64(s.pk), signature: toBase64(s.s) }
            : { 'public-key': toBase64(s.pk) },
        ),
        threshold: msig.thr,
        version: msig.v,
      },
    };
  }
  return {};
}

export function indexerAssetJson(a: AssetRecord): JsonObject {
  const out: JsonObject = {
    'created-at-round': a.createdAtRound,
    deleted: a.destroyedAtRound !== undefined,
    index: a.index,
    params: assetParamsJson(a.creator, a.params),
  };
  if (a.destroyedAtRound !== undefined) out['destroyed-at-round'] = a.destroyedAtRound;
  return out;
}

export interface IndexerAccountOptions {
  /** The round the answer describes (the indexer's `round` field). */
  round: number;
  /** Which lists to leave out (`exclude` parameter). */
  exclude: ReadonlySet<string>;
  assetOf: (index: bigint) => AssetRecord | undefined;
}

export function indexerAccountJson(
  address: string,
  v: AccountVersion,
  opts: IndexerAccountOptions,
): JsonObject {
  const { data, meta } = v;
  const out: JsonObject = {
    address,
    amount: data.microAlgos,
    'amount-without-pending-rewards': data.microAlgos,
    'apps-total-schema': { 'num-byte-slice': 0, 'num-uint': 0 },
    'created-at-round': meta.createdAtRound,
    deleted: meta.closedAtRound !== undefined,
    'incentive-eligible': data.incentiveEligible,
    'min-balance': minBalance(data),
    'pending-rewards': 0,
    'reward-base': 0,
    rewards: 0,
    round: opts.round,
    status: data.status,
    'total-apps-opted-in': 0,
    'total-assets-opted-in': data.holdings.size,
    'total-box-bytes': 0,
    'total-boxes': 0,
    'total-created-apps': 0,
    'total-created-assets': data.createdAssets.size,
  };
  if (meta.sigType) out['sig-type'] = meta.sigType;
  if (meta.closedAtRound !== undefined) out['closed-at-round'] = meta.closedAtRound;
  if (data.authAddr) out['auth-addr'] = data.authAddr;
  if (data.participation) out.participation = participationJson(data.participation);
  if (data.lastHeartbeat > 0n) out['last-heartbeat'] = data.lastHeartbeat;
  const excluded = (what: string): boolean => opts.exclude.has('all') || opts.exclude.has(what);
  if (!excluded('assets') && data.holdings.size > 0) {
    out.assets = sortedIds(data.holdings.keys()).map((id) => {
      const h = data.holdings.get(id);
      return {
        amount: h?.amount ?? 0n,
        'asset-id': id,
        deleted: false,
        'is-frozen': h?.frozen ?? false,
        'opted-in-at-round': h?.optedInAtRound ?? 0,
      };
    });
  }
  if (!excluded('created-assets') && data.createdAssets.size > 0) {
    out['created-assets'] = sortedIds(data.createdAssets.values()).flatMap((id) => {
      const a = opts.assetOf(id);
      return a ? [indexerAssetJson(a)] : [];
    });
  }
  return out;
}
