/**
 * Inner transactions (the specs' "Inner Transactions"): a group a program built with itxn_begin
 * ... itxn_submit becomes algosdk transactions applied through applyTransaction, the path of
 * top-level transactions, so minimum balances, opt-ins and closing follow the same rules. What is
 * particular to inner groups is checked here, in algod's words: fees against the group's credit,
 * self-calls, re-entry, the depth of 8, old programs, and that the app authorizes every sender.
 */
import algosdk, {
  Address,
  computeGroupID,
  OnApplicationComplete,
  Transaction,
  TransactionType,
} from 'algosdk';
import { algosdkTxnView, decodeProgram, OpFailure, type StackValue, type TxnView } from './avm';
import type { InnerCaller, InnerTransaction } from './avm/ledger';
import { InnerTxnFailure } from './avm/machine';
import { AppCallError, type GroupRun, type RunArgs } from './app-call';
import { applyTransaction, ApplyError } from './apply';
import type { InnerTxnRecord } from './avm-ledger';
import { MIN_TXN_FEE } from './constants';

/** maxAppCallDepth: how many programs may be above one that calls another app. */
const MAX_APP_CALL_DEPTH = 8;
/** MinInnerApplVersion: older programs cannot be called by inner transactions. */
const MIN_INNER_APPL_VERSION = 4;

const ZERO = new Uint8Array(32);
const decoder = new TextDecoder();

function reader(inner: InnerTransaction) {
  const uint = (name: string): bigint => {
    const v = inner.fields.get(name);
    return typeof v === 'bigint' ? v : 0n;
  };
  const bytes = (name: string): Uint8Array | undefined => {
    const v = inner.fields.get(name);
    return v instanceof Uint8Array ? v : undefined;
  };
  const address = (name: string): Address | undefined => {
    const v = bytes(name);
    return v && v.some((b) => b !== 0) ? new Address(v) : undefined;
  };
  const text = (name: string): string | undefined => {
    const v = bytes(name);
    return v && v.length > 0 ? decoder.decode(v) : undefined;
  };
  const array = (name: string): StackValue[] => inner.arrays.get(name) ?? [];
  return { uint, bytes, address, text, array };
}

/** A program: the whole field, or its pages concatenated when the program set pages. */
function program(inner: InnerTransaction, whole: string, pages: string): Uint8Array | undefined {
  const parts = inner.arrays.get(pages);
  if (parts && parts.length > 0) return Buffer.concat(parts.map((p) => p as Uint8Array));
  const v = inner.fields.get(whole);
  return v instanceof Uint8Array ? v : undefined;
}

/** The algosdk transaction of an inner transaction as the program left it, with its fee. */
export function innerTransaction(inner: InnerTransaction, fee: bigint): Transaction {
  const r = reader(inner);
  const type = decoder.decode(r.bytes('Type')) as TransactionType;
  const receiver = (name: string) => r.address(name) ?? new Address(ZERO);
  return new Transaction({
    type,
    sender: new Address(r.bytes('Sender') ?? ZERO),
    note: r.bytes('Note'),
    rekeyTo: r.address('RekeyTo'),
    suggestedParams: {
      flatFee: true,
      fee,
      minFee: MIN_TXN_FEE,
      firstValid: r.uint('FirstValid'),
      lastValid: r.uint('LastValid'),
    },
    paymentParams:
      type === TransactionType.pay
        ? {
            receiver: receiver('Receiver'),
            amount: r.uint('Amount'),
            closeRemainderTo: r.address('CloseRemainderTo'),
          }
        : undefined,
    assetTransferParams:
      type === TransactionType.axfer
        ? {
            assetIndex: r.uint('XferAsset'),
            amount: r.uint('AssetAmount'),
            receiver: receiver('AssetReceiver'),
            assetSender: r.address('AssetSender'),
            closeRemainderTo: r.address('AssetCloseTo'),
          }
        : undefined,
    assetConfigParams:
      type === TransactionType.acfg
        ? {
            assetIndex: r.uint('ConfigAsset'),
            total: r.uint('ConfigAssetTotal'),
            decimals: r.uint('ConfigAssetDecimals'),
            defaultFrozen: r.uint('ConfigAssetDefaultFrozen') === 1n,
            unitName: r.text('ConfigAssetUnitName'),
            assetName: r.text('ConfigAssetName'),
            assetURL: r.text('ConfigAssetURL'),
            assetMetadataHash: r.bytes('ConfigAssetMetadataHash'),
            manager: r.address('ConfigAssetManager'),
            reserve: r.address('ConfigAssetReserve'),
            freeze: r.address('ConfigAssetFreeze'),
            clawback: r.address('ConfigAssetClawback'),
          }
        : undefined,
    assetFreezeParams:
      type === TransactionType.afrz
        ? {
            assetIndex: r.uint('FreezeAsset'),
            freezeTarget: receiver('FreezeAssetAccount'),
            frozen: r.uint('FreezeAssetFrozen') === 1n,
          }
        : undefined,
    keyregParams:
      type === TransactionType.keyreg
        ? {
            voteKey: r.bytes('VotePK'),
            selectionKey: r.bytes('SelectionPK'),
            stateProofKey: r.bytes('StateProofPK'),
            voteFirst: inner.fields.has('VoteFirst') ? r.uint('VoteFirst') : undefined,
            voteLast: inner.fields.has('VoteLast') ? r.uint('VoteLast') : undefined,
            voteKeyDilution: inner.fields.has('VoteKeyDilution')
              ? r.uint('VoteKeyDilution')
              : undefined,
            nonParticipation: r.uint('Nonparticipation') === 1n,
          }
        : undefined,
    appCallParams:
      type === TransactionType.appl
        ? {
            appIndex: r.uint('ApplicationID'),
            onComplete: Number(r.uint('OnCompletion')) as OnApplicationComplete,
            appArgs: r.array('ApplicationArgs') as Uint8Array[],
            accounts: (r.array('Accounts') as Uint8Array[]).map((a) => new Address(a)),
            foreignAssets: r.array('Assets') as bigint[],
            foreignApps: r.array('Applications') as bigint[],
            approvalProgram: program(inner, 'ApprovalProgram', 'ApprovalProgramPages'),
            clearProgram: program(inner, 'ClearStateProgram', 'ClearStateProgramPages'),
            numGlobalInts: r.uint('GlobalNumUint'),
            numGlobalByteSlices: r.uint('GlobalNumByteSlice'),
            numLocalInts: r.uint('LocalNumUint'),
            numLocalByteSlices: r.uint('LocalNumByteSlice'),
            extraPages: r.uint('ExtraProgramPages'),
            rejectVersion: r.uint('RejectVersion'),
          }
        : undefined,
  });
}

/**
 * The fees: each inner transaction whose program left Fee unset pays what the group still needs
 * beyond the credit (so nothing while the credit covers it, as algod fills the field in at
 * itxn_begin/itxn_next); then the group must pay the minimum for each member, its shortfall
 * taken from the credit, and what it pays beyond the minimum adds to the credit.
 */
function innerFees(group: readonly InnerTransaction[], credit: { value: bigint }): bigint[] {
  let paid = 0n;
  const fees = group.map((inner, i) => {
    const set = inner.fields.get('Fee');
    let fee: bigint;
    if (typeof set === 'bigint') fee = set;
    else {
      const needed = MIN_TXN_FEE * BigInt(i + 1) - paid - credit.value;
      fee = needed > 0n ? needed : 0n;
    }
    paid += fee;
    return fee;
  });
  const required = MIN_TXN_FEE * BigInt(group.length);
  if (paid < required) {
    const shortfall = required - paid;
    if (credit.value < shortfall) {
      // algod prints MicroAlgos structs ({1000}), then the whole inner group in Go syntax,
      // which the devnet leaves out.
      throw new OpFailure(
        `group fee {${paid}} too small (needs {${shortfall - credit.value}} more)`,
      );
    }
    credit.value -= shortfall;
  } else {
    credit.value += paid - required;
  }
  return fees;
}

/** The checks algod makes on an inner app call before the group runs. */
function checkAppCall(txn: Transaction, a: RunArgs): void {
  const call = txn.applicationCall;
  if (!call) return;
  const id = call.appIndex;
  if (id === a.app.index) throw new OpFailure('attempt to self-call');
  // The programs above the calling one, innermost first.
  for (const parent of [...a.run.callers].reverse()) {
    if (parent === id) throw new OpFailure(`attempt to re-enter ${id}`);
  }
  const depth = a.run.callers.length;
  if (depth >= MAX_APP_CALL_DEPTH) throw new OpFailure(`appl depth (${depth}) exceeded`);
  let approval = call.approvalProgram;
  let clear = call.clearProgram;
  if (id !== 0n) {
    const app = a.view.app(id);
    if (!app) throw new OpFailure(`app ${id} does not exist`);
    approval = app.params.approvalProgram;
    clear = app.params.clearStateProgram;
  }
  const versionOf = (p: Uint8Array) => {
    try {
      return decodeProgram(p).version;
    } catch (e) {
      throw new OpFailure(e instanceof Error ? e.message : String(e));
    }
  };
  const called = versionOf(
    call.onComplete === OnApplicationComplete.ClearStateOC ? clear : approval,
  );
  if (called < MIN_INNER_APPL_VERSION) {
    throw new OpFailure(`inner app call with version v${called} < v${MIN_INNER_APPL_VERSION}`);
  }
  if (call.onComplete === OnApplicationComplete.OptInOC) {
    const csp = versionOf(clear);
    if (csp < MIN_INNER_APPL_VERSION) {
      throw new OpFailure(`inner app call opt-in with CSP v${csp} < v${MIN_INNER_APPL_VERSION}`);
    }
  }
}

/**
 * Applies an inner group for the program of `a` (AvmLedger.submitInner): all of it or, by
 * throwing, none of it, since a failing inner transaction fails the program and with it the
 * top-level transaction, whose group view is then dropped.
 */
export function submitInnerGroup(
  a: RunArgs,
  group: readonly InnerTransaction[],
  caller: InnerCaller,
): { views: TxnView[]; records: InnerTxnRecord[] } {
  const fees = innerFees(group, a.run.feeCredit);
  const txns = group.map((inner, i) => {
    try {
      return innerTransaction(inner, fees[i] ?? 0n);
    } catch (e) {
      throw new OpFailure(e instanceof Error ? e.message : String(e));
    }
  });
  for (const txn of txns) checkAppCall(txn, a);
  if (txns.length > 1) {
    const id = computeGroupID(txns);
    for (const txn of txns) txn.group = id;
  }
  const run: GroupRun = {
    groupId: txns[0]?.group ?? new Uint8Array(32),
    views: txns.map((t, groupIndex) => algosdkTxnView(t, { groupIndex })),
    appBudget: caller.budget,
    results: txns.map(() => ({})),
    env: a.run.env,
    feeCredit: a.run.feeCredit,
    innerPool: caller.inner,
    callers: [...a.run.callers, a.app.index],
    resources: a.run.resources,
    traced: a.run.traced,
  };
  const appAddress = algosdk.getApplicationAddress(a.app.index).toString();
  const records: InnerTxnRecord[] = [];
  const views = txns.map((txn, i) => {
    const sender = txn.sender.toString();
    const authorizer = a.view.account(sender).authAddr ?? sender;
    if (authorizer !== appAddress) {
      throw new OpFailure(`app ${a.app.index} (addr ${appAddress}) unauthorized ${authorizer}`);
    }
    // Counted before it is applied, as algod does: the top-level transaction counts only once
    // it is done, so an inner creation never takes the id of the app the outer call creates.
    a.view.txnCounter += 1n;
    let applyData;
    try {
      applyData = applyTransaction(txn, {
        view: a.view,
        round: a.round,
        group: run,
        groupIndex: i,
      });
    } catch (e) {
      if (e instanceof ApplyError || e instanceof AppCallError) {
        throw new InnerTxnFailure(i, e.message);
      }
      throw e;
    }
    const member = run.results[i];
    const created = applyData.createdAssetIndex ?? applyData.createdAppIndex;
    if (member && created !== undefined) member.createdId = created;
    if (applyData.createdAssetIndex !== undefined) {
      run.resources.assetCreated(applyData.createdAssetIndex);
    }
    records.push({ txn, applyData });
    return algosdkTxnView(txn, {
      groupIndex: i,
      logs: applyData.evalDelta?.logs ?? [],
      createdAssetId: applyData.createdAssetIndex ?? 0n,
      createdAppId: applyData.createdAppIndex ?? 0n,
    });
  });
  return { views, records };
}
