/**
 * JSON shapes of indexer v2 responses (schemas Transaction, Account, Asset in the indexer
 * OpenAPI spec). Rewards do not exist on the devnet and are always 0.
 */
import { OnApplicationComplete, SignedTransaction, TransactionType } from 'algosdk';
import {
  appParamsJson,
  assetParamsJson,
  evalDeltaJson,
  keyValueJson,
  participationJson,
  schemaJson,
  sortedIds,
} from './algod-views';
import { addressOrUndefined, toBase64 } from './encoding';
import type { AccountVersion, TxnRecord } from './ledger';
import { minBalance, type AccountData, type AppRecord, type AssetRecord } from './ledger-state';

/** The indexer's names of OnCompletion values. */
const ON_COMPLETION: Record<OnApplicationComplete, string> = {
  [OnApplicationComplete.NoOpOC]: 'noop',
  [OnApplicationComplete.OptInOC]: 'optin',
  [OnApplicationComplete.CloseOutOC]: 'closeout',
  [OnApplicationComplete.ClearStateOC]: 'clear',
  [OnApplicationComplete.UpdateApplicationOC]: 'update',
  [OnApplicationComplete.DeleteApplicationOC]: 'delete',
};

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
  if (applyData.createdAppIndex !== undefined) {
    out['created-application-index'] = applyData.createdAppIndex;
  }
  Object.assign(out, evalDeltaJson(applyData.evalDelta));
  const inner = applyData.evalDelta?.innerTxns ?? [];
  if (inner.length > 0) {
    // The indexer nests them with the root's round, time and offset; they have no id or signature.
    out['inner-txns'] = inner.map((i) => {
      const json = indexerTxnJson({
        ...rec,
        stxn: new SignedTransaction({ txn: i.txn }),
        applyData: i.applyData,
      });
      delete json.id;
      delete json.signature;
      return json;
    });
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
    case TransactionType.appl: {
      const a = t.applicationCall;
      if (!a) break;
      // The indexer writes the lists and schemas even when empty.
      const app: JsonObject = {
        accounts: a.accounts.map((x) => x.toString()),
        'application-args': a.appArgs.map(toBase64),
        'application-id': a.appIndex,
        'foreign-apps': [...a.foreignApps],
        'foreign-assets': [...a.foreignAssets],
        'global-state-schema': schemaJson({
          numUint: a.numGlobalInts,
          numByteSlice: a.numGlobalByteSlices,
        }),
        'local-state-schema': schemaJson({
          numUint: a.numLocalInts,
          numByteSlice: a.numLocalByteSlices,
        }),
        'on-completion': ON_COMPLETION[a.onComplete],
      };
      if (a.approvalProgram.length > 0) app['approval-program'] = toBase64(a.approvalProgram);
      if (a.clearProgram.length > 0) app['clear-state-program'] = toBase64(a.clearProgram);
      if (a.extraPages > 0) app['extra-program-pages'] = a.extraPages;
      if (a.rejectVersion > 0) app['reject-version'] = a.rejectVersion;
      if (a.boxes.length > 0) {
        app['box-references'] = a.boxes.map((b) => ({ app: b.appIndex, name: toBase64(b.name) }));
      }
      out['application-transaction'] = app;
      break;
    }
    case TransactionType.hb: {
      const hb = t.heartbeat;
      if (!hb) break;
      out['heartbeat-transaction'] = {
        'hb-address': hb.address.toString(),
        'hb-key-dilution': hb.keyDilution,
        'hb-proof': {
          'hb-pk': toBase64(hb.proof.pk),
          'hb-pk1sig': toBase64(hb.proof.pk1Sig),
          'hb-pk2': toBase64(hb.proof.pk2),
          'hb-pk2sig': toBase64(hb.proof.pk2Sig),
          'hb-sig': toBase64(hb.proof.sig),
        },
        'hb-seed': toBase64(hb.seed),
        'hb-vote-id': toBase64(hb.voteID),
      };
      break;
    }
    default:
      break;
  }
  return out;
}

function signatureJson(rec: TxnRecord): JsonObject {
  const { sig, msig, lsig } = rec.stxn;
  if (sig) return { sig: toBase64(sig) };
  // Only the devnet's own heartbeats carry a logic signature (submitted ones are refused).
  if (lsig) {
    const logicsig: JsonObject = { logic: toBase64(lsig.logic) };
    if (lsig.args.length > 0) logicsig.args = lsig.args.map(toBase64);
    return { logicsig };
  }
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

export function indexerAppJson(a: AppRecord): JsonObject {
  const out: JsonObject = {
    'created-at-round': a.createdAtRound,
    deleted: a.deletedAtRound !== undefined,
    id: a.index,
    params: appParamsJson(a.creator, a.params),
  };
  if (a.deletedAtRound !== undefined) out['deleted-at-round'] = a.deletedAtRound;
  return out;
}

/** The indexer's ApplicationLocalState (closed-out ones are not kept here). */
export function indexerLocalStateJson(id: bigint, data: AccountData): JsonObject {
  const local = data.appLocalStates.get(id);
  const out: JsonObject = {
    deleted: false,
    id,
    'opted-in-at-round': local?.optedInAtRound ?? 0,
    schema: schemaJson(local?.schema ?? { numUint: 0, numByteSlice: 0 }),
  };
  if (local && local.kv.size > 0) out['key-value'] = keyValueJson(local.kv);
  return out;
}

export interface IndexerAccountOptions {
  /** The round the answer describes (the indexer's `round` field). */
  round: number;
  /** Which lists to leave out (`exclude` parameter). */
  exclude: ReadonlySet<string>;
  assetOf: (index: bigint) => AssetRecord | undefined;
  appOf: (index: bigint) => AppRecord | undefined;
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
    'apps-total-schema': schemaJson(data.totalAppSchema),
    'created-at-round': meta.createdAtRound,
    deleted: meta.closedAtRound !== undefined,
    'min-balance': minBalance(data),
    'pending-rewards': 0,
    'reward-base': 0,
    rewards: 0,
    round: opts.round,
    status: data.status,
    'total-apps-opted-in': data.appLocalStates.size,
    'total-assets-opted-in': data.holdings.size,
    'total-box-bytes': data.totalBoxBytes,
    'total-boxes': data.totalBoxes,
    'total-created-apps': data.createdApps.size,
    'total-created-assets': data.createdAssets.size,
  };
  if (data.totalExtraAppPages > 0) out['apps-total-extra-pages'] = data.totalExtraAppPages;
  if (meta.sigType) out['sig-type'] = meta.sigType;
  if (meta.closedAtRound !== undefined) out['closed-at-round'] = meta.closedAtRound;
  if (data.authAddr) out['auth-addr'] = data.authAddr;
  if (data.participation) out.participation = participationJson(data.participation);
  // The indexer writes these with omitEmpty: absent when false or 0.
  if (data.incentiveEligible) out['incentive-eligible'] = true;
  if (data.lastHeartbeat > 0n) out['last-heartbeat'] = data.lastHeartbeat;
  if (data.lastProposed > 0n) out['last-proposed'] = data.lastProposed;
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
  if (!excluded('apps-local-state') && data.appLocalStates.size > 0) {
    out['apps-local-state'] = sortedIds(data.appLocalStates.keys()).map((id) =>
      indexerLocalStateJson(id, data),
    );
  }
  if (!excluded('created-apps') && data.createdApps.size > 0) {
    out['created-apps'] = sortedIds(data.createdApps.values()).flatMap((id) => {
      const a = opts.appOf(id);
      return a ? [indexerAppJson(a)] : [];
    });
  }
  return out;
}
