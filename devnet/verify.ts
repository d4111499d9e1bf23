/**
 * Stateless checks algod runs on a submitted group before its pool sees it (verify.TxnGroup):
 * each transaction well-formed, exactly one kind of signature, signatures valid for the
 * authorizer (the `sgnr` auth address when set, else the sender), and fees pooled over the group.
 */
import { createHash } from 'node:crypto';
import { OnApplicationComplete, TransactionType, type Transaction } from 'algosdk';
import {
  FEE_SINK,
  GENESIS_HASH,
  LOGIC_SIG_BUDGET,
  MAX_APP_ARGS,
  MAX_APP_BOX_REFERENCES,
  MAX_APP_KEY_LEN,
  MAX_APP_TOTAL_ARG_LEN,
  MAX_APP_TOTAL_TXN_REFERENCES,
  MAX_APP_TXN_ACCOUNTS,
  MAX_APP_TXN_FOREIGN_APPS,
  MAX_APP_TXN_FOREIGN_ASSETS,
  MAX_EXTRA_APP_PROGRAM_PAGES,
  MAX_GLOBAL_SCHEMA_ENTRIES,
  MAX_LOCAL_SCHEMA_ENTRIES,
  MAX_ASSET_DECIMALS,
  MAX_ASSET_NAME_BYTES,
  MAX_ASSET_UNIT_NAME_BYTES,
  MAX_ASSET_URL_BYTES,
  MAX_KEYREG_VALID_PERIOD,
  MAX_TXN_LIFE,
  MAX_TXN_NOTE_BYTES,
  MIN_BALANCE,
  MIN_TXN_FEE,
} from './constants';
import { concatBytes } from '@noble/hashes/utils.js';
import { algosdkTxnView, AvmError, evaluate, programHash, type StackValue } from './avm';
import { ed25519Verify } from './ed25519';
import { addressOrUndefined } from './encoding';
import { badRequest, TxnError } from './errors';
import type { DecodedTxn } from './txn-decode';

interface PendingSignature {
  /** The group member the signature belongs to. */
  index: number;
  publicKey: Uint8Array;
  message: Uint8Array;
  signature: Uint8Array;
}

/** Thrown by the per-transaction checks; turned into algod's "transaction X invalid : ..." text. */
class TxnInvalid extends Error {}

export interface VerifyOptions {
  /**
   * Simulation's `allow-empty-signatures`: a member with no sig, msig or lsig is taken as
   * correctly signed (its authorizer is still checked against the ledger later).
   */
  readonly allowEmptySignatures?: boolean;
  /** The minimum fee per transaction (the devnet's `minFee` knob); MIN_TXN_FEE by default. */
  readonly minFee?: bigint;
}

export function verifyGroup(group: readonly DecodedTxn[], options: VerifyOptions = {}): void {
  const signatures: PendingSignature[] = [];
  let feesPaid = 0n;
  group.forEach((d, index) => {
    try {
      wellFormed(d.stxn.txn);
      if (!(options.allowEmptySignatures && isUnsigned(d))) {
        signatures.push(...signatureChecks(d, index));
      }
    } catch (err) {
      if (err instanceof TxnInvalid) {
        throw new TxnError(`transaction ${d.id} invalid : ${err.message}`, index);
      }
      throw err;
    }
    feesPaid += d.stxn.txn.fee;
  });
  // Fee pooling: the group as a whole must pay the minimum fee for each of its transactions.
  const minFee = options.minFee ?? MIN_TXN_FEE;
  const needed = minFee * BigInt(group.length);
  if (feesPaid < needed) {
    throw badRequest(
      `txgroup had ${feesPaid} in fees, which is less than the minimum ${group.length} * ${minFee}`,
    );
  }
  // algod verifies the whole group as one batch and reports a single failure for it.
  for (const s of signatures) {
    if (!ed25519Verify(s.publicKey, s.message, s.signature)) {
      throw new TxnError("At least one signature didn't pass verification", s.index);
    }
  }
  runLogicSigs(group);
}

/** Sig-mode globals: the chain's constants and the group's id. */
function sigGlobals(group: readonly DecodedTxn[]): (name: string) => StackValue | undefined {
  const values: Record<string, StackValue> = {
    MinTxnFee: MIN_TXN_FEE,
    MinBalance: MIN_BALANCE,
    MaxTxnLife: MAX_TXN_LIFE,
    GenesisHash: GENESIS_HASH,
    GroupID: group[0]?.stxn.txn.group ?? new Uint8Array(32),
  };
  return (name) => values[name];
}

/**
 * Runs each logic signature's program in signature mode with its arguments. The budget is pooled:
 * 20,000 for each logic signature in the group. A failure or a rejection refuses the group.
 */
function runLogicSigs(group: readonly DecodedTxn[]): void {
  const signed = group.filter((d) => d.stxn.lsig !== undefined);
  if (signed.length === 0) return;
  const budget = { remaining: LOGIC_SIG_BUDGET * signed.length };
  const views = group.map((d, groupIndex) => algosdkTxnView(d.stxn.txn, { groupIndex }));
  const globals = sigGlobals(group);
  group.forEach((d, groupIndex) => {
    const lsig = d.stxn.lsig;
    if (!lsig) return;
    let pass: boolean;
    try {
      pass = evaluate(lsig.logic, {
        mode: 'sig',
        group: views,
        groupIndex,
        budget,
        args: lsig.args,
        globals,
      }).pass;
    } catch (e) {
      const reason =
        e instanceof AvmError
          ? e.algodText()
          : `rejected by logic err=${e instanceof Error ? e.message : String(e)}`;
      throw new TxnError(`transaction ${d.id}: ${reason}`, groupIndex);
    }
    if (!pass) throw new TxnError(`transaction ${d.id}: rejected by logic`, groupIndex);
  });
}

/** No signature of any kind (simulate's notion of an empty signature). */
export function isUnsigned(d: DecodedTxn): boolean {
  const { stxn } = d;
  return !stxn.sig && !stxn.msig && !stxn.lsig && !stxn.pqsig;
}

const utf8Length = (s: string | undefined): number => (s ? Buffer.byteLength(s, 'utf8') : 0);

/** Transaction.WellFormed in go-algorand, for the types the devnet supports. */
function wellFormed(txn: Transaction): void {
  switch (txn.type) {
    case TransactionType.pay: {
      const sender = txn.sender.toString();
      const closeTo = addressOrUndefined(txn.payment?.closeRemainderTo);
      if (closeTo === sender) {
        throw new TxnInvalid(`transaction cannot close account to its sender ${sender}`);
      }
      if (sender === FEE_SINK) {
        throw new TxnInvalid(`cannot spend from fee sink's address ${sender}`);
      }
      break;
    }
    case TransactionType.keyreg:
      keyregWellFormed(txn);
      break;
    case TransactionType.acfg: {
      const p = txn.assetConfig;
      if (p) {
        const name = utf8Length(p.assetName);
        const unit = utf8Length(p.unitName);
        const url = utf8Length(p.assetURL);
        if (name > MAX_ASSET_NAME_BYTES) {
          throw new TxnInvalid(`transaction asset name too big: ${name} > ${MAX_ASSET_NAME_BYTES}`);
        }
        if (unit > MAX_ASSET_UNIT_NAME_BYTES) {
          throw new TxnInvalid(
            `transaction asset unit name too big: ${unit} > ${MAX_ASSET_UNIT_NAME_BYTES}`,
          );
        }
        if (url > MAX_ASSET_URL_BYTES) {
          throw new TxnInvalid(`transaction asset url too big: ${url} > ${MAX_ASSET_URL_BYTES}`);
        }
        if (p.decimals > MAX_ASSET_DECIMALS) {
          throw new TxnInvalid(
            `transaction asset decimals is too high (max is ${MAX_ASSET_DECIMALS})`,
          );
        }
      }
      break;
    }
    case TransactionType.axfer: {
      const x = txn.assetTransfer;
      if (x && x.assetIndex === 0n) throw new TxnInvalid('asset ID cannot be zero');
      break;
    }
    case TransactionType.afrz: {
      const f = txn.assetFreeze;
      if (f && f.assetIndex === 0n) throw new TxnInvalid('asset ID cannot be zero');
      if (f && addressOrUndefined(f.freezeAccount) === undefined) {
        throw new TxnInvalid('freeze account cannot be empty');
      }
      break;
    }
    case TransactionType.appl:
      applicationWellFormed(txn);
      break;
    default:
      throw new TxnInvalid(`transactions of type ${txn.type} are not supported by this devnet`);
  }
  if (txn.lastValid < txn.firstValid) {
    throw new TxnInvalid(`transaction invalid range (${txn.firstValid}--${txn.lastValid})`);
  }
  if (txn.lastValid - txn.firstValid > MAX_TXN_LIFE) {
    throw new TxnInvalid(`transaction window size excessive (${txn.firstValid}--${txn.lastValid})`);
  }
  if (txn.note.length > MAX_TXN_NOTE_BYTES) {
    throw new TxnInvalid(`transaction note too big: ${txn.note.length} > ${MAX_TXN_NOTE_BYTES}`);
  }
  if (addressOrUndefined(txn.sender) === undefined) {
    throw new TxnInvalid('transaction cannot have zero sender');
  }
}

function keyregWellFormed(txn: Transaction): void {
  const k = txn.keyreg;
  if (!k) return;
  if (txn.sender.toString() === FEE_SINK) {
    throw new TxnInvalid(`cannot register participation key for fee sink's address ${FEE_SINK}`);
  }
  const voteFirst = k.voteFirst ?? 0n;
  const voteLast = k.voteLast ?? 0n;
  const dilution = k.voteKeyDilution ?? 0n;
  if (voteFirst > voteLast) {
    throw new TxnInvalid(
      'transaction first voting round need to be less than its last voting round',
    );
  }
  const allSet = k.voteKey !== undefined && k.selectionKey !== undefined && dilution !== 0n;
  const noneSet = k.voteKey === undefined && k.selectionKey === undefined && dilution === 0n;
  if (!allSet && !noneSet) {
    throw new TxnInvalid(
      'the following transaction fields need to be clear/set together : votekey, selkey, votekd',
    );
  }
  if (noneSet) {
    if (voteFirst !== 0n || voteLast !== 0n) {
      throw new TxnInvalid(
        'on going offline transactions, the fields VoteFirst and VoteLast should both be clear',
      );
    }
    if (k.stateProofKey !== undefined) {
      throw new TxnInvalid(
        'transaction tries to register keys to go offline, but stateproof key is non-zero',
      );
    }
  } else {
    if (k.nonParticipation) {
      throw new TxnInvalid(
        'transaction tries to register keys to go online, but nonparticipatory flag is set',
      );
    }
    if (k.stateProofKey === undefined) {
      throw new TxnInvalid(
        'transaction tries to register keys to go online, but stateproof key is zero',
      );
    }
    if (voteLast - voteFirst > MAX_KEYREG_VALID_PERIOD) {
      throw new TxnInvalid('validity period for keyreg transaction is too long');
    }
  }
}

/** MaxAppProgramLen and MaxAppTotalProgramLen, per page. */
const APP_PAGE_LEN = 2048;
/** logic.syncProgramsVersion: from this version on, approval and clear versions must match. */
const SYNC_PROGRAMS_VERSION = 6n;

/** logic.ProgramVersion: the program's leading uvarint. */
function programVersion(program: Uint8Array, which: string): bigint {
  const fail = (why: string): never => {
    throw new TxnInvalid(`bad ${which}: ${why}`);
  };
  if (program.length === 0) fail('invalid program (empty)');
  let version = 0n;
  for (let i = 0; i < program.length && i < 10; i++) {
    const b = program[i] ?? 0;
    version |= BigInt(b & 0x7f) << BigInt(7 * i);
    if (b < 0x80) return version;
  }
  return fail('invalid version');
}

/**
 * ApplicationCallTxnFields.wellFormed (data/transactions/application.go) in algod's order and
 * words, for the current protocol (no size updates). The programs themselves are checked and run
 * when the ledger applies the call (app-call.ts).
 */
function applicationWellFormed(txn: Transaction): void {
  const a = txn.applicationCall;
  if (!a) return;
  const oc = a.onComplete as number;
  if (!Number.isInteger(oc) || oc < 0 || oc > OnApplicationComplete.DeleteApplicationOC) {
    throw new TxnInvalid(`invalid application OnCompletion (${oc})`);
  }
  if (a.rejectVersion > 0 && a.appIndex === 0n) {
    throw new TxnInvalid('tx.RejectVersion cannot be set during creation');
  }
  const setsPrograms =
    a.appIndex === 0n || a.onComplete === OnApplicationComplete.UpdateApplicationOC;
  if (!setsPrograms) {
    if (a.approvalProgram.length !== 0 || a.clearProgram.length !== 0) {
      throw new TxnInvalid('programs may only be specified during application creation or update');
    }
  } else {
    const av = programVersion(a.approvalProgram, 'ApprovalProgram');
    const cv = programVersion(a.clearProgram, 'ClearStateProgram');
    if ((av >= SYNC_PROGRAMS_VERSION || cv >= SYNC_PROGRAMS_VERSION) && av !== cv) {
      throw new TxnInvalid(`program version mismatch: ${av} != ${cv}`);
    }
  }
  if (a.extraPages > MAX_EXTRA_APP_PROGRAM_PAGES) {
    throw new TxnInvalid(
      `tx.ExtraProgramPages exceeds MaxExtraAppProgramPages = ${MAX_EXTRA_APP_PROGRAM_PAGES}`,
    );
  }
  let effectivePages = a.extraPages;
  if (a.appIndex !== 0n) {
    // Go's %v of a StateSchema: {{} NumUint NumByteSlice}.
    if (a.numGlobalInts !== 0 || a.numGlobalByteSlices !== 0) {
      throw new TxnInvalid(
        `inappropriate non-zero tx.GlobalStateSchema ({{} ${a.numGlobalInts} ${a.numGlobalByteSlices}})`,
      );
    }
    if (a.numLocalInts !== 0 || a.numLocalByteSlices !== 0) {
      throw new TxnInvalid(
        `inappropriate non-zero tx.LocalStateSchema ({{} ${a.numLocalInts} ${a.numLocalByteSlices}})`,
      );
    }
    if (a.extraPages !== 0) {
      throw new TxnInvalid(`inappropriate non-zero tx.ExtraProgramPages (${a.extraPages})`);
    }
    effectivePages = MAX_EXTRA_APP_PROGRAM_PAGES;
  }
  const maxLen = (1 + effectivePages) * APP_PAGE_LEN;
  if (a.approvalProgram.length > maxLen) {
    throw new TxnInvalid(`approval program too long. max len ${maxLen} bytes`);
  }
  if (a.clearProgram.length > maxLen) {
    throw new TxnInvalid(`clear state program too long. max len ${maxLen} bytes`);
  }
  if (a.approvalProgram.length + a.clearProgram.length > maxLen) {
    throw new TxnInvalid(`app programs too long. max total len ${maxLen} bytes`);
  }
  if (a.appArgs.length > MAX_APP_ARGS) {
    throw new TxnInvalid(
      `tx.ApplicationArgs has too many arguments. ${a.appArgs.length} > ${MAX_APP_ARGS}`,
    );
  }
  const argSum = a.appArgs.reduce((sum, arg) => sum + arg.length, 0);
  if (argSum > MAX_APP_TOTAL_ARG_LEN) {
    throw new TxnInvalid(
      `tx.ApplicationArgs total length is too long. ${argSum} > ${MAX_APP_TOTAL_ARG_LEN}`,
    );
  }
  if (a.access.length > 0) {
    throw new TxnInvalid('resource access lists (tx.Access) are not supported by this devnet');
  }
  if (a.accounts.length > MAX_APP_TXN_ACCOUNTS) {
    throw new TxnInvalid(`tx.Accounts too long, max number of accounts is ${MAX_APP_TXN_ACCOUNTS}`);
  }
  if (a.foreignApps.length > MAX_APP_TXN_FOREIGN_APPS) {
    throw new TxnInvalid(
      `tx.ForeignApps too long, max number of foreign apps is ${MAX_APP_TXN_FOREIGN_APPS}`,
    );
  }
  if (a.foreignAssets.length > MAX_APP_TXN_FOREIGN_ASSETS) {
    throw new TxnInvalid(
      `tx.ForeignAssets too long, max number of foreign assets is ${MAX_APP_TXN_FOREIGN_ASSETS}`,
    );
  }
  if (a.boxes.length > MAX_APP_BOX_REFERENCES) {
    throw new TxnInvalid(
      `tx.Boxes too long, max number of box references is ${MAX_APP_BOX_REFERENCES}`,
    );
  }
  const references =
    a.accounts.length + a.foreignApps.length + a.foreignAssets.length + a.boxes.length;
  if (references > MAX_APP_TOTAL_TXN_REFERENCES) {
    throw new TxnInvalid(
      `tx references exceed MaxAppTotalTxnReferences = ${MAX_APP_TOTAL_TXN_REFERENCES}`,
    );
  }
  a.boxes.forEach((box, i) => {
    if (box.name.length > MAX_APP_KEY_LEN) {
      throw new TxnInvalid(`tx.Boxes[${i}].Name too long, max len ${MAX_APP_KEY_LEN} bytes`);
    }
  });
  const local = a.numLocalInts + a.numLocalByteSlices;
  if (local > MAX_LOCAL_SCHEMA_ENTRIES) {
    throw new TxnInvalid(
      `tx.LocalStateSchema is too large. ${local} > ${MAX_LOCAL_SCHEMA_ENTRIES}`,
    );
  }
  const global = a.numGlobalInts + a.numGlobalByteSlices;
  if (global > MAX_GLOBAL_SCHEMA_ENTRIES) {
    throw new TxnInvalid(
      `tx.GlobalStateSchema is too large. ${global} > ${MAX_GLOBAL_SCHEMA_ENTRIES}`,
    );
  }
}

/** checkTxnSigTypeCounts + stxnCoreChecks: collects the signatures to verify. */
function signatureChecks(d: DecodedTxn, index: number): PendingSignature[] {
  const { stxn } = d;
  const kinds = [stxn.sig, stxn.msig, stxn.lsig, stxn.pqsig].filter((s) => s !== undefined).length;
  if (kinds === 0) throw new TxnInvalid('signedtxn has no sig');
  if (kinds > 1) throw new TxnInvalid('signedtxn should only have one of Sig or Msig or LogicSig');
  if (stxn.pqsig) {
    throw new TxnInvalid('post-quantum signatures (pqsig) are not supported by this devnet');
  }
  const authorizer = (stxn.sgnr ?? stxn.txn.sender).publicKey;
  if (stxn.lsig) return logicSigSignatures(stxn.lsig, authorizer, index);
  const message = stxn.txn.bytesToSign();
  if (stxn.sig) return [{ index, publicKey: authorizer, message, signature: stxn.sig }];
  return stxn.msig ? multisigChecks(stxn.msig, authorizer, message, index) : [];
}

/**
 * A logic signature's own signatures: none for a contract account (the authorizer must be the
 * program's address), or a delegation signed over "Program" || program by the authorizer's key
 * or multisig. The program itself runs later, with the group (runLogicSigs).
 */
function logicSigSignatures(
  lsig: NonNullable<DecodedTxn['stxn']['lsig']>,
  authorizer: Uint8Array,
  index: number,
): PendingSignature[] {
  if (lsig.lmsig !== undefined || lsig.pqsig !== undefined) {
    throw new TxnInvalid(
      'logic signatures delegated by lmsig or pqsig are not supported by this devnet',
    );
  }
  if (lsig.sig && lsig.msig) throw new TxnInvalid('LogicSig should only have one of Sig or Msig');
  const message = concatBytes(new TextEncoder().encode('Program'), lsig.logic);
  if (lsig.sig) return [{ index, publicKey: authorizer, message, signature: lsig.sig }];
  if (lsig.msig) return multisigChecks(lsig.msig, authorizer, message, index);
  if (!Buffer.from(programHash(lsig.logic)).equals(Buffer.from(authorizer))) {
    throw new TxnInvalid('LogicNot signed and not a Logic-only account');
  }
  return [];
}

function multisigChecks(
  msig: NonNullable<DecodedTxn['stxn']['msig']>,
  authorizer: Uint8Array,
  message: Uint8Array,
  index: number,
): PendingSignature[] {
  const fail = (why: string): never => {
    throw new TxnInvalid(`multisig validation failed: ${why}`);
  };
  const subsigs = msig.subsig ?? [];
  if (subsigs.length === 0) fail('invalid number of signatures');
  if (msig.v !== 1) fail('unknown version');
  if (msig.thr === 0 || msig.thr > subsigs.length) fail('invalid threshold');
  if (subsigs.length > 255) fail('invalid number of signatures');
  // The multisig address is Hash("MultisigAddr" || version || threshold || pk1 || pk2 ...).
  const hash = createHash('sha512-256')
    .update('MultisigAddr')
    .update(Uint8Array.of(msig.v, msig.thr));
  for (const s of subsigs) hash.update(s.pk);
  if (!Buffer.from(hash.digest()).equals(Buffer.from(authorizer))) fail('invalid address');
  const signed = subsigs.filter((s) => s.s !== undefined && s.s.length > 0);
  if (signed.length < msig.thr) fail('invalid number of signatures');
  return signed.map((s) => ({
    index,
    publicKey: s.pk,
    message,
    signature: s.s ?? new Uint8Array(),
  }));
}
