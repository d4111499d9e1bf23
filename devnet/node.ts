/**
 * The devnet "node": the submission pipeline algod runs (decode, verify, pool checks, block),
 * the dispenser, the round timer, waiters for new rounds, and the fault knobs that tests turn.
 * HTTP handlers and the programmatic API both go through here.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  encodeMsgpack,
  Address,
  generateAccount,
  LogicSig,
  makePaymentTxnWithSuggestedParamsFromObject,
  mnemonicToSecretKey,
  secretKeyToMnemonic,
  SignedTransaction,
  Transaction,
  TransactionType,
} from 'algosdk';
import { GENESIS_HASH, GENESIS_ID, INITIAL_SUPPLY, MAX_TXN_LIFE, MIN_TXN_FEE } from './constants';
import { ed25519Signer } from './ed25519';
import { ApiError, badRequest } from './errors';
import { Ledger, POOL_PREFIX, type TxnRecord } from './ledger';
import { decodeOne, decodeTxnGroup, type DecodedTxn } from './txn-decode';
import { verifyGroup } from './verify';

/**
 * What `POST /v2/transactions` does besides its normal work, for the failures a wallet must
 * survive: 'error-before' answers 500 without looking at the body; the '-after' faults accept and
 * commit the group as usual, then answer 500 (`error-after`), a proxy's HTML 502 (`html-after`),
 * drop the connection (`reset-after`) or never answer (`hang-after`).
 */
export const SUBMISSION_FAULTS = [
  'none',
  'error-before',
  'error-after',
  'html-after',
  'reset-after',
  'hang-after',
] as const;
export type SubmissionFault = (typeof SUBMISSION_FAULTS)[number];

export interface DevnetFaults {
  /** Added to every API response (not to the admin endpoints). */
  latencyMs: number;
  /** Fraction (0..1) of API requests answered with HTTP 500. */
  errorRate: number;
  /** Answer every API request with 401, whatever the token. */
  unauthorized: boolean;
  /** Accept valid submissions and return their txId, but never confirm them. */
  dropSubmissions: boolean;
  /** Applied to `POST /v2/transactions`; a refused submission still gets its normal 400. */
  submission: SubmissionFault;
  /**
   * How many more submissions get `submission`; when they have, it is back to 'none'. 0 means
   * every submission until changed. Setting `submission` alone resets it to 0.
   */
  submissionFaultCount: number;
  /**
   * Only submissions whose first transaction this address sends get `submission` ('' = all),
   * so that parallel tests on one devnet do not take each other's faults.
   */
  submissionFaultSender: string;
  /** Serve `POST /v2/transactions/simulate`; false answers 404, as a node without it. */
  simulate: boolean;
  /**
   * The pool's fee per byte (algod raises it under congestion): `fee` of the suggested params,
   * and every submitted transaction must pay at least this times its signed size.
   */
  feePerByte: number;
  /** The minimum fee per transaction (`min-fee`; consensus MinTxnFee), pooled over a group. */
  minFee: number;
}

export const NO_FAULTS: DevnetFaults = Object.freeze({
  latencyMs: 0,
  errorRate: 0,
  unauthorized: false,
  dropSubmissions: false,
  submission: 'none',
  submissionFaultCount: 0,
  submissionFaultSender: '',
  simulate: true,
  feePerByte: 0,
  minFee: Number(MIN_TXN_FEE),
});

/** The highest fee knob accepted: 1,000 Algo, far above anything a test needs. */
export const MAX_FEE_KNOB = 1_000_000_000;

/**
 * The logic signature algod's heartbeat service sends heartbeats with (heartbeat/service.go):
 * `#pragma version 11; txn RekeyTo; global ZeroAddress; ==`, which accepts anything but a rekey.
 * Its address is every heartbeat's sender, paying no fee.
 */
export const HEARTBEAT_PROGRAM = Uint8Array.of(0x0b, 0x31, 0x20, 0x32, 0x03, 0x12);
export const HEARTBEAT_SENDER = new LogicSig(HEARTBEAT_PROGRAM).address().toString();
/** algod's heartbeat lifetime (hbLifetime): last valid is first valid + 10. */
const HEARTBEAT_LIFETIME = 10n;

/** A heartbeat the devnet made (its only source of them): replayed without verification. */
function isDevnetHeartbeat(group: readonly DecodedTxn[]): boolean {
  const only = group.length === 1 ? group[0] : undefined;
  return (
    only !== undefined &&
    only.stxn.txn.type === TransactionType.hb &&
    only.stxn.txn.sender.toString() === HEARTBEAT_SENDER
  );
}

/**
 * TransactionPool.checkSufficientFee: each transaction (not the group: per-byte fees are not
 * pooled) pays at least the fee per byte times its signed encoding's length. algod formats the
 * fee, a basics.MicroAlgos struct, with %d, hence the braces.
 */
export function checkFeePerByte(group: readonly DecodedTxn[], feePerByte: bigint): void {
  for (const d of group) {
    const threshold = feePerByte * BigInt(d.raw.length);
    if (d.stxn.txn.fee < threshold) {
      throw badRequest(
        `${POOL_PREFIX}fee {${d.stxn.txn.fee}} below threshold ${threshold} (${feePerByte} per byte * ${d.raw.length} bytes)`,
      );
    }
  }
}

/** Validates and merges a partial fault setting; throws a RangeError for impossible values. */
export function mergeFaults(current: DevnetFaults, change: Partial<DevnetFaults>): DevnetFaults {
  const next = { ...current, ...change };
  if (change.submission !== undefined && change.submissionFaultCount === undefined) {
    // "error-after" alone means every submission, not what is left of an earlier count.
    next.submissionFaultCount = 0;
  }
  if (!Number.isFinite(next.latencyMs) || next.latencyMs < 0 || next.latencyMs > 600_000) {
    throw new RangeError('latencyMs must be between 0 and 600000');
  }
  if (!Number.isFinite(next.errorRate) || next.errorRate < 0 || next.errorRate > 1) {
    throw new RangeError('errorRate must be between 0 and 1');
  }
  if (!(SUBMISSION_FAULTS as readonly string[]).includes(next.submission)) {
    throw new RangeError(`submission must be one of ${SUBMISSION_FAULTS.join(', ')}`);
  }
  const count = next.submissionFaultCount;
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError('submissionFaultCount must be a whole number, 0 for unlimited');
  }
  for (const knob of ['feePerByte', 'minFee'] as const) {
    const v = next[knob];
    if (!Number.isSafeInteger(v) || v < 0 || v > MAX_FEE_KNOB) {
      throw new RangeError(
        `${knob} must be a whole number of microAlgos from 0 to ${MAX_FEE_KNOB}`,
      );
    }
  }
  return {
    ...next,
    unauthorized: Boolean(next.unauthorized),
    dropSubmissions: Boolean(next.dropSubmissions),
    simulate: Boolean(next.simulate),
  };
}

export interface SavedBlock {
  round: number;
  roundTime: number;
  txns: Uint8Array[];
}

export interface NodeOptions {
  dispenserMnemonic?: string;
  faults?: Partial<DevnetFaults>;
  roundIntervalSeconds?: number;
}

interface Waiter {
  after: number;
  resolve: () => void;
  timer: NodeJS.Timeout;
}

export class DevnetNode {
  readonly ledger: Ledger;
  readonly dispenser: { readonly addr: string; readonly mnemonic: string };
  private readonly signAsDispenser: (message: Uint8Array) => Uint8Array;
  /** Submissions accepted while `dropSubmissions` was on: pending forever. */
  private readonly pool = new Map<string, DecodedTxn>();
  private readonly waiters = new Set<Waiter>();
  private readonly changeListeners = new Set<() => void>();
  private faultState: DevnetFaults;
  private roundTimer: NodeJS.Timeout | undefined;
  private fundNonce = 0;

  constructor(options: NodeOptions = {}) {
    const account = options.dispenserMnemonic
      ? mnemonicToSecretKey(options.dispenserMnemonic.trim())
      : generateAccount();
    this.dispenser = { addr: account.addr.toString(), mnemonic: secretKeyToMnemonic(account.sk) };
    this.signAsDispenser = ed25519Signer(account.sk);
    this.ledger = new Ledger([{ address: this.dispenser.addr, microAlgos: INITIAL_SUPPLY }]);
    this.faultState = mergeFaults(NO_FAULTS, options.faults ?? {});
    this.ledger.onRound((round) => {
      for (const w of [...this.waiters]) if (round > w.after) this.release(w);
    });
    const interval = options.roundIntervalSeconds ?? 0;
    if (interval > 0) {
      this.roundTimer = setInterval(() => this.advanceRounds(1), interval * 1000);
      this.roundTimer.unref();
    }
  }

  get faults(): DevnetFaults {
    return this.faultState;
  }

  setFaults(change: Partial<DevnetFaults>): void {
    this.faultState = mergeFaults(this.faultState, change);
  }

  /** Called after every change of chain state (used to save the state file). */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private changed(): void {
    for (const l of this.changeListeners) l();
  }

  /**
   * `POST /v2/transactions`: the first transaction's id, as algod returns it, and the submission
   * fault the answer must show instead ('none': answer normally). 'error-before' leaves the body
   * unread (no txId); the other faults apply only to a group the node accepted.
   */
  submitRaw(body: Uint8Array): { txId: string | undefined; fault: SubmissionFault } {
    const group = decodeTxnGroup(body);
    const only = this.faultState.submissionFaultSender;
    const fault =
      only === '' || group[0]?.stxn.txn.sender.toString() === only
        ? this.faultState.submission
        : 'none';
    if (fault === 'error-before') {
      this.countSubmissionFault();
      return { txId: undefined, fault };
    }
    const txId = this.submitGroup(group, true);
    if (fault !== 'none') this.countSubmissionFault();
    return { txId, fault };
  }

  private countSubmissionFault(): void {
    const left = this.faultState.submissionFaultCount;
    if (left === 0) return; // unlimited
    this.faultState =
      left === 1
        ? { ...this.faultState, submission: 'none', submissionFaultCount: 0 }
        : { ...this.faultState, submissionFaultCount: left - 1 };
  }

  /**
   * Verifies and evaluates a group; commits it as a new round, or, when submissions are being
   * dropped, keeps it pending. `honorDrop` is false for the dispenser, which always confirms.
   */
  submitGroup(group: DecodedTxn[], honorDrop: boolean): string {
    const first = group[0];
    if (!first) throw badRequest('empty txgroup');
    verifyGroup(group, { minFee: BigInt(this.faultState.minFee) });
    checkFeePerByte(group, BigInt(this.faultState.feePerByte));
    for (const d of group) {
      if (this.pool.has(d.id)) {
        throw badRequest(`TransactionPool.Remember: transaction already in ledger: ${d.id}`);
      }
    }
    const evaluated = this.ledger.evaluate(group);
    if (honorDrop && this.faultState.dropSubmissions) {
      for (const d of group) this.pool.set(d.id, d);
    } else {
      this.ledger.commit(evaluated);
      this.changed();
    }
    return first.id;
  }

  /** A confirmed transaction, or one accepted but held back by `dropSubmissions`. */
  lookup(txid: string): { confirmed: TxnRecord } | { pending: DecodedTxn } | undefined {
    const confirmed = this.ledger.transaction(txid);
    if (confirmed) return { confirmed };
    const pending = this.pool.get(txid);
    return pending ? { pending } : undefined;
  }

  pendingTransactions(): DecodedTxn[] {
    return [...this.pool.values()];
  }

  /** Pays `microAlgos` from the dispenser; confirmed when this returns. */
  fund(address: string, microAlgos: bigint): string {
    this.fundNonce += 1;
    // A nonce keeps two identical fundings in one round from having the same txid.
    const note = new TextEncoder().encode(`devnet fund #${this.fundNonce} ${Date.now()}`);
    return this.submitGroup([this.dispenserPayment(address, microAlgos, note)], false);
  }

  /**
   * A signed payment from the dispenser paying the fee the node asks for now (the minimum fee,
   * or the fee per byte times its size when that is more; the size grows with the fee's digits,
   * hence the loop).
   */
  private dispenserPayment(receiver: string, amount: bigint, note: Uint8Array): DecodedTxn {
    const round = BigInt(this.ledger.currentRound);
    const perByte = BigInt(this.faultState.feePerByte);
    let fee = BigInt(this.faultState.minFee);
    for (;;) {
      const txn = makePaymentTxnWithSuggestedParamsFromObject({
        sender: this.dispenser.addr,
        receiver,
        amount,
        note,
        suggestedParams: {
          fee,
          flatFee: true,
          minFee: fee,
          firstValid: round,
          lastValid: round + MAX_TXN_LIFE,
          genesisID: GENESIS_ID,
          genesisHash: GENESIS_HASH,
        },
      });
      const stxn = new SignedTransaction({ txn, sig: this.signAsDispenser(txn.bytesToSign()) });
      const raw = encodeMsgpack(stxn);
      const needed = perByte * BigInt(raw.length);
      if (needed <= fee) return decodeOne(raw);
      fee = needed;
    }
  }

  /**
   * Records a heartbeat for an online account, as its node would send when challenged: a free
   * `hb` transaction from the heartbeat logic signature, in a round of its own, setting the
   * account's last heartbeat. The proof has the right shape but is random (the devnet has no
   * participation keys to sign with, and nothing verifies it). Returns the txid.
   */
  heartbeat(address: string): string {
    const acct = this.ledger.getAccount(address);
    const round = BigInt(this.ledger.currentRound);
    const bytes = (n: number): Uint8Array => new Uint8Array(randomBytes(n));
    // algosdk does not export HeartbeatProof, so the transaction is built from its encoding data:
    // a payment's header, retyped, with the heartbeat fields algod would write.
    const header = makePaymentTxnWithSuggestedParamsFromObject({
      sender: HEARTBEAT_SENDER,
      receiver: HEARTBEAT_SENDER,
      amount: 0,
      suggestedParams: {
        fee: 0,
        flatFee: true,
        minFee: 0,
        firstValid: round,
        lastValid: round + HEARTBEAT_LIFETIME,
        genesisHash: GENESIS_HASH,
      },
    }).toEncodingData();
    header.set('type', TransactionType.hb);
    const proof = new Map<string, unknown>([
      ['s', bytes(64)],
      ['p', bytes(32)],
      ['p2', bytes(32)],
      ['p1s', bytes(64)],
      ['p2s', bytes(64)],
    ]);
    header.set(
      'hb',
      new Map<string, unknown>([
        ['a', Address.fromString(address)],
        ['prf', proof],
        // The "block seed" of the first valid round; the devnet's blocks have none of their own.
        ['sd', new Uint8Array(createHash('sha512-256').update(`devnet seed ${round}`).digest())],
        ['vid', acct?.participation?.voteKey ?? new Uint8Array(32)],
        ['kd', acct?.participation?.voteKeyDilution ?? 0n],
        ['c', false],
      ]),
    );
    const txn = Transaction.fromEncodingData(header);
    const stxn = new SignedTransaction({ txn, lsig: new LogicSig(HEARTBEAT_PROGRAM) });
    const d = decodeOne(encodeMsgpack(stxn));
    try {
      this.ledger.commit(this.ledger.evaluate([d]));
    } catch (err) {
      // The pool's wording names the transaction; the admin answer gives the reason alone.
      if (err instanceof ApiError) {
        throw badRequest(err.message.replace(/^TransactionPool\.Remember: transaction \w+: /, ''));
      }
      throw err;
    }
    this.changed();
    return d.id;
  }

  /** Sets when the account last proposed a block (0 < round <= the current round). */
  setLastProposed(address: string, round: number): void {
    if (!Number.isSafeInteger(round) || round < 1 || round > this.ledger.currentRound) {
      throw badRequest(`round must be from 1 to the current round ${this.ledger.currentRound}`);
    }
    this.ledger.adjustAccount(address, (a) => ({ ...a, lastProposed: BigInt(round) }));
    this.changed();
  }

  advanceRounds(n: number): void {
    this.ledger.advance(n);
    if (n > 0) this.changed();
  }

  /** Resolves once a round after `round` exists, or after `timeoutMs`, whichever comes first. */
  waitForRoundAfter(round: number, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (this.ledger.currentRound > round || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter: Waiter = {
        after: round,
        resolve,
        timer: setTimeout(() => this.release(waiter), timeoutMs),
      };
      this.waiters.add(waiter);
      signal?.addEventListener('abort', () => this.release(waiter), { once: true });
    });
  }

  private release(w: Waiter): void {
    if (!this.waiters.delete(w)) return;
    clearTimeout(w.timer);
    w.resolve();
  }

  /** Rebuilds the chain from saved blocks by running them through the normal checks. */
  replay(blocks: readonly SavedBlock[], lastRound: number): void {
    for (const block of blocks) {
      this.ledger.advance(block.round - 1 - this.ledger.currentRound);
      const group = block.txns.map(decodeOne);
      if (!isDevnetHeartbeat(group)) verifyGroup(group);
      this.ledger.commit(this.ledger.evaluate(group), block.roundTime);
    }
    this.ledger.advance(Math.max(0, lastRound - this.ledger.currentRound));
  }

  stop(): void {
    if (this.roundTimer) clearInterval(this.roundTimer);
    this.roundTimer = undefined;
    for (const w of [...this.waiters]) this.release(w);
  }
}
