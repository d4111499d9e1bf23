/**
 * `GET /v2/blocks/{round}`: a block as algod encodes it (the `block` of a BlockResponse, with
 * codec names), built through algosdk's own Block model so JSON and msgpack agree field for
 * field and algosdk's `algod.block(round)` decodes it. The payset carries each transaction's
 * apply data, inner transactions included (EvalDelta `itx`). The devnet keeps no block hashes,
 * seeds or commitments: those read as zero.
 */
import {
  Address,
  ApplyData,
  Block,
  EvalDelta,
  SignedTransaction,
  SignedTxnInBlock,
  SignedTxnWithAD,
  ValueDelta,
  type Transaction,
} from 'algosdk';
import type { ApplyData as DevnetApplyData } from './apply';
import type { InnerTxnRecord, ValueDelta as DevnetValueDelta } from './avm-ledger';
import { CONSENSUS_VERSION, GENESIS_HASH, GENESIS_ID } from './constants';
import type { TxnRecord } from './ledger';

const fromHex = (key: string) => Uint8Array.from(Buffer.from(key, 'hex'));

function valueDeltas(deltas: ReadonlyMap<string, DevnetValueDelta>): Map<Uint8Array, ValueDelta> {
  const out = new Map<Uint8Array, ValueDelta>();
  for (const [key, d] of deltas) {
    out.set(
      fromHex(key),
      new ValueDelta({ action: d.action, bytes: d.bytes ?? new Uint8Array(), uint: d.uint ?? 0n }),
    );
  }
  return out;
}

/**
 * algod's EvalDelta: local deltas keyed by the account's offset in [Sender, Accounts...]; an
 * account the transaction does not list goes into SharedAccts (v9), numbered after Accounts.
 */
function evalDelta(txn: Transaction, a: DevnetApplyData): EvalDelta | undefined {
  const d = a.evalDelta;
  if (!d) return undefined;
  const listed = [txn.sender.toString(), ...(txn.applicationCall?.accounts ?? []).map(String)];
  const shared: Address[] = [];
  const localDeltas = new Map<number, Map<Uint8Array, ValueDelta>>();
  for (const [address, delta] of d.localDeltas) {
    let index = listed.indexOf(address);
    if (index < 0) {
      shared.push(Address.fromString(address));
      index = listed.length + shared.length - 1;
    }
    localDeltas.set(index, valueDeltas(delta));
  }
  return new EvalDelta({
    globalDelta: valueDeltas(d.globalDelta),
    localDeltas,
    sharedAccts: shared,
    logs: [...d.logs],
    innerTxns: d.innerTxns.map(innerWithAD),
  });
}

function applyData(txn: Transaction, a: DevnetApplyData): ApplyData {
  return new ApplyData({
    closingAmount: a.closingAmount,
    assetClosingAmount: a.assetClosingAmount,
    senderRewards: 0n,
    receiverRewards: 0n,
    closeRewards: 0n,
    evalDelta: evalDelta(txn, a),
    configAsset: a.createdAssetIndex ?? 0n,
    applicationID: a.createdAppIndex ?? 0n,
  });
}

function innerWithAD(inner: InnerTxnRecord): SignedTxnWithAD {
  return new SignedTxnWithAD({
    signedTxn: new SignedTransaction({ txn: inner.txn }),
    applyData: applyData(inner.txn, inner.applyData),
  });
}

/**
 * The block of `round`: `records` are its transactions in order, `txnCounter` the transactions
 * (inner ones included) the chain had counted when it ended.
 */
export function blockOf(
  round: number,
  timestamp: number,
  records: readonly TxnRecord[],
  txnCounter: bigint,
): Block {
  const defaults = Block.encodingSchema.defaultValue() as Map<string, unknown>;
  const header = Block.fromEncodingData(defaults).header;
  header.round = BigInt(round);
  header.timestamp = BigInt(timestamp);
  header.genesisID = GENESIS_ID;
  header.genesisHash = GENESIS_HASH;
  header.upgradeState.currentProtocol = CONSENSUS_VERSION;
  header.txnCounter = txnCounter;
  const payset = records.map(
    (r) =>
      new SignedTxnInBlock({
        signedTxn: new SignedTxnWithAD({
          signedTxn: r.stxn,
          applyData: applyData(r.stxn.txn, r.applyData),
        }),
        hasGenesisID: false,
        hasGenesisHash: false,
      }),
  );
  return new Block({ header, payset });
}

/** A transaction and its inner transactions, as the chain's counter counts them. */
export function countTxns(a: DevnetApplyData): bigint {
  return (a.evalDelta?.innerTxns ?? []).reduce((n, i) => n + countTxns(i.applyData), 1n);
}
