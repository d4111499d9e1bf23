/**
 * The `txn` fields of an algosdk Transaction as the AVM sees them (the specs' txn field table).
 * Absent optional fields read as the zero value of their type, as algod gives them. Array fields
 * follow `txna`: `Accounts 0` is the sender and `Applications 0` the called app, their foreign
 * entries from index 1; `Assets` start at 0; program pages are 4,096-byte slices.
 */
import type algosdk from 'algosdk';
import type { StackValue, TxnView } from './ledger';
import { fail } from './machine';
import { TXN_TYPE_ENUM } from './opcodes';

const ZERO32 = new Uint8Array(32);
const PAGE = 4096;

export interface TxnViewExtras {
  groupIndex: number;
  /** `FirstValidTime`: the timestamp of the block before FirstValid, when the ledger has it. */
  firstValidTime?: bigint;
  /** Results of an executed inner transaction (`itxn`): logs and what it created. */
  logs?: readonly Uint8Array[];
  createdAssetId?: bigint;
  createdAppId?: bigint;
}

const text = (s: string | undefined) => new TextEncoder().encode(s ?? '');
const addr = (a: algosdk.Address | undefined) => a?.publicKey ?? ZERO32;
const pages = (program: Uint8Array) => {
  const out: Uint8Array[] = [];
  for (let at = 0; at < program.length; at += PAGE) out.push(program.slice(at, at + PAGE));
  return out;
};

export function algosdkTxnView(txn: algosdk.Transaction, extras: TxnViewExtras): TxnView {
  const pay = txn.payment;
  const keyreg = txn.keyreg;
  const acfg = txn.assetConfig;
  const axfer = txn.assetTransfer;
  const afrz = txn.assetFreeze;
  const appl = txn.applicationCall;
  const approval = appl?.approvalProgram ?? new Uint8Array();
  const clear = appl?.clearProgram ?? new Uint8Array();
  const scalars: Readonly<Record<string, () => StackValue | undefined>> = {
    Sender: () => txn.sender.publicKey,
    Fee: () => txn.fee,
    FirstValid: () => txn.firstValid,
    FirstValidTime: () => extras.firstValidTime,
    LastValid: () => txn.lastValid,
    Note: () => txn.note,
    Lease: () => txn.lease ?? ZERO32,
    Receiver: () => addr(pay?.receiver),
    Amount: () => pay?.amount ?? 0n,
    CloseRemainderTo: () => addr(pay?.closeRemainderTo),
    VotePK: () => keyreg?.voteKey ?? ZERO32,
    SelectionPK: () => keyreg?.selectionKey ?? ZERO32,
    VoteFirst: () => keyreg?.voteFirst ?? 0n,
    VoteLast: () => keyreg?.voteLast ?? 0n,
    VoteKeyDilution: () => keyreg?.voteKeyDilution ?? 0n,
    Type: () => text(txn.type),
    TypeEnum: () => TXN_TYPE_ENUM[txn.type] ?? 0n,
    XferAsset: () => axfer?.assetIndex ?? 0n,
    AssetAmount: () => axfer?.amount ?? 0n,
    AssetSender: () => addr(axfer?.assetSender),
    AssetReceiver: () => addr(axfer?.receiver),
    AssetCloseTo: () => addr(axfer?.closeRemainderTo),
    GroupIndex: () => BigInt(extras.groupIndex),
    TxID: () => txn.rawTxID(),
    ApplicationID: () => appl?.appIndex ?? 0n,
    OnCompletion: () => BigInt(appl?.onComplete ?? 0),
    NumAppArgs: () => BigInt(appl?.appArgs.length ?? 0),
    NumAccounts: () => BigInt(appl?.accounts.length ?? 0),
    ApprovalProgram: () => approval,
    ClearStateProgram: () => clear,
    RekeyTo: () => addr(txn.rekeyTo),
    ConfigAsset: () => acfg?.assetIndex ?? 0n,
    ConfigAssetTotal: () => acfg?.total ?? 0n,
    ConfigAssetDecimals: () => BigInt(acfg?.decimals ?? 0),
    ConfigAssetDefaultFrozen: () => (acfg?.defaultFrozen ? 1n : 0n),
    ConfigAssetUnitName: () => text(acfg?.unitName),
    ConfigAssetName: () => text(acfg?.assetName),
    ConfigAssetURL: () => text(acfg?.assetURL),
    ConfigAssetMetadataHash: () => acfg?.assetMetadataHash ?? new Uint8Array(),
    ConfigAssetManager: () => addr(acfg?.manager),
    ConfigAssetReserve: () => addr(acfg?.reserve),
    ConfigAssetFreeze: () => addr(acfg?.freeze),
    ConfigAssetClawback: () => addr(acfg?.clawback),
    FreezeAsset: () => afrz?.assetIndex ?? 0n,
    FreezeAssetAccount: () => addr(afrz?.freezeAccount),
    FreezeAssetFrozen: () => (afrz?.frozen ? 1n : 0n),
    NumAssets: () => BigInt(appl?.foreignAssets.length ?? 0),
    NumApplications: () => BigInt(appl?.foreignApps.length ?? 0),
    GlobalNumUint: () => BigInt(appl?.numGlobalInts ?? 0),
    GlobalNumByteSlice: () => BigInt(appl?.numGlobalByteSlices ?? 0),
    LocalNumUint: () => BigInt(appl?.numLocalInts ?? 0),
    LocalNumByteSlice: () => BigInt(appl?.numLocalByteSlices ?? 0),
    ExtraProgramPages: () => BigInt(appl?.extraPages ?? 0),
    Nonparticipation: () => (keyreg?.nonParticipation ? 1n : 0n),
    NumLogs: () => (extras.logs ? BigInt(extras.logs.length) : undefined),
    CreatedAssetID: () => extras.createdAssetId ?? (extras.logs ? 0n : undefined),
    CreatedApplicationID: () => extras.createdAppId ?? (extras.logs ? 0n : undefined),
    LastLog: () =>
      extras.logs ? (extras.logs[extras.logs.length - 1] ?? new Uint8Array()) : undefined,
    StateProofPK: () => keyreg?.stateProofKey ?? new Uint8Array(64),
    NumApprovalProgramPages: () => BigInt(pages(approval).length),
    NumClearStateProgramPages: () => BigInt(pages(clear).length),
    RejectVersion: () => BigInt(appl?.rejectVersion ?? 0),
  };
  const arrays: Readonly<Record<string, () => readonly StackValue[]>> = {
    ApplicationArgs: () => appl?.appArgs ?? [],
    Accounts: () => [txn.sender.publicKey, ...(appl?.accounts.map((a) => a.publicKey) ?? [])],
    Assets: () => appl?.foreignAssets ?? [],
    Applications: () => [appl?.appIndex ?? 0n, ...(appl?.foreignApps ?? [])],
    Logs: () => extras.logs ?? [],
    ApprovalProgramPages: () => pages(approval),
    ClearStateProgramPages: () => pages(clear),
  };
  return {
    field(name) {
      const value = scalars[name]?.();
      if (value === undefined) fail(`txn field ${name} is not available here`);
      return value;
    },
    arrayField: (name, index) => arrays[name]?.()[index],
    arrayLength: (name) => arrays[name]?.().length ?? 0,
  };
}
