import type { Algodv2 } from 'algosdk';
import {
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  type Transaction,
} from 'algosdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Devnet } from '../../../devnet/server';
import { startWalletDevnet } from '../../test/devnet-chain';
import { watchNodeTraffic, type NodeTraffic } from '../../test/node-traffic';
import { currentChain } from '../chain/indexer-client';
import { createWallet, sessionStore } from '../session/session';
import { postSignedGroup } from './node-calls';
import { checkGroup, submitGroup } from './submit-group';

// Every fault a send must survive, against the devnet's knobs: the receiver is paid exactly
// once, and only an algod 4xx counts as "not sent".

let devnet: Devnet;
let algod: Algodv2;
const payer = generateAccount();

const balance = async (address: string) => (await algod.accountInformation(address).do()).amount;

/** A payment to a fresh account; `validRounds` shortens its validity window (default 1000). */
async function payment(
  amount = 1_000_000,
  validRounds?: number,
): Promise<{ txn: Transaction; signed: Uint8Array; to: string }> {
  const to = generateAccount().addr.toString();
  const params = await algod.getTransactionParams().do();
  const txn = makePaymentTxnWithSuggestedParamsFromObject({
    sender: payer.addr,
    receiver: to,
    amount,
    suggestedParams:
      validRounds === undefined
        ? params
        : { ...params, lastValid: params.firstValid + BigInt(validRounds) },
  });
  return { txn, signed: txn.signTxn(payer.sk), to };
}

beforeAll(async () => {
  ({ devnet, algod } = await startWalletDevnet());
  await devnet.fund(payer.addr.toString(), 100_000_000);
}, 60_000);

let traffic: NodeTraffic | undefined;

afterEach(() => {
  traffic?.stop();
  traffic = undefined;
  devnet.setFaults({
    submission: 'none',
    unauthorized: false,
    dropSubmissions: false,
    errorRate: 0,
  });
});
afterAll(() => devnet.stop());

describe('submitGroup', () => {
  it('confirms a normal payment', async () => {
    const { txn, signed, to } = await payment();
    const fate = await submitGroup({ txns: [txn], signed: [signed] });
    expect(fate).toMatchObject({ kind: 'confirmed', txid: txn.txID() });
    expect(await balance(to)).toBe(1_000_000n);
  });

  it.each(['error-after', 'html-after', 'reset-after'] as const)(
    'a %s answer after the node accepted: found confirmed, paid exactly once',
    async (fault) => {
      const { txn, signed, to } = await payment();
      devnet.setFaults({ submission: fault, submissionFaultCount: 1 });
      const fate = await submitGroup({ txns: [txn], signed: [signed] });
      expect(fate).toMatchObject({ kind: 'confirmed', txid: txn.txID() });
      // A user's retry resends the same bytes: the network does not apply them again.
      expect(await submitGroup({ txns: [txn], signed: [signed] })).toMatchObject({
        kind: 'confirmed',
      });
      expect(await balance(to)).toBe(1_000_000n);
    },
  );

  it('a timeout after the node accepted: found confirmed', async () => {
    const { txn, signed, to } = await payment();
    devnet.setFaults({ submission: 'hang-after', submissionFaultCount: 1 });
    const outcome = await postSignedGroup([signed], currentChain(), 500);
    expect(outcome).toEqual({ kind: 'unknown', reason: 'timeout' });
    expect(await checkGroup(txn.txID(), txn.lastValid, 'timeout')).toMatchObject({
      kind: 'confirmed',
    });
    expect(await balance(to)).toBe(1_000_000n);
  });

  it('a 500 before accepting: unknown until the same bytes are sent again, then paid once', async () => {
    const { txn, signed, to } = await payment();
    devnet.setFaults({ submission: 'error-before', submissionFaultCount: 1 });
    const fate = await submitGroup({ txns: [txn], signed: [signed] });
    expect(fate).toMatchObject({ kind: 'unknown', reason: 'server-error', txid: txn.txID() });
    expect(await balance(to).catch(() => 0n)).toBe(0n);
    expect(await submitGroup({ txns: [txn], signed: [signed] })).toMatchObject({
      kind: 'confirmed',
    });
    expect(await balance(to)).toBe(1_000_000n);
  });

  it('a dropped submission stays unknown, then expires once its last valid round passes', async () => {
    const { txn, signed, to } = await payment();
    devnet.setFaults({ dropSubmissions: true });
    const advancing = setInterval(() => devnet.advanceRounds(1), 50);
    try {
      const fate = await submitGroup({ txns: [txn], signed: [signed] });
      expect(fate).toMatchObject({ kind: 'unknown', reason: 'not-confirmed' });
    } finally {
      clearInterval(advancing);
    }
    devnet.setFaults({ dropSubmissions: false });
    devnet.advanceRounds(Number(txn.lastValid) - devnet.currentRound() + 1);
    // The pool still holds it (the devnet never drops it): not expired while the node has it.
    expect((await checkGroup(txn.txID(), txn.lastValid, 'not-confirmed')).kind).toBe('unknown');
    expect(await balance(to).catch(() => 0n)).toBe(0n);
  });

  it('a node refusal is shown in the node words and nothing is paid', async () => {
    const { txn, signed, to } = await payment(1_000_000_000);
    const fate = await submitGroup({ txns: [txn], signed: [signed] });
    expect(fate).toMatchObject({ kind: 'refused' });
    expect(fate.kind === 'refused' && fate.message).toContain('overspend');
    expect(await balance(to).catch(() => 0n)).toBe(0n);
  });

  it('a 401 ends the session and nothing is paid', async () => {
    await createWallet('Faults', 'correct horse battery staple faults', {
      addr: payer.addr.toString(),
      name: 'Payer',
      type: 'public',
    });
    const { txn, signed, to } = await payment();
    devnet.setFaults({ unauthorized: true });
    expect(await submitGroup({ txns: [txn], signed: [signed] })).toEqual({ kind: 'unauthorized' });
    expect(sessionStore.getState()).toMatchObject({
      status: 'locked',
      lastLogoutReason: 'unauthorized',
    });
    devnet.setFaults({ unauthorized: false });
    expect(await balance(to).catch(() => 0n)).toBe(0n);
  });

  it('a group past its last valid round that the node never saw is expired', async () => {
    const { txn } = await payment();
    devnet.advanceRounds(Number(txn.lastValid) - devnet.currentRound() + 1);
    expect(await checkGroup(txn.txID(), txn.lastValid, 'no-answer')).toEqual({
      kind: 'expired',
      txid: txn.txID(),
    });
  });

  /** Moves the devnet so that its last round is `round`. */
  function advanceTo(round: bigint) {
    devnet.advanceRounds(Number(round) - devnet.currentRound());
    expect(BigInt(devnet.currentRound())).toBe(round);
  }

  it('a group the node never saw is not expired at its last valid round, only once it has passed', async () => {
    const { txn, to } = await payment(1_000_000, 5);
    const txid = txn.txID();
    // Round lastValid is the last one that may still hold it: the outcome stays unknown.
    advanceTo(txn.lastValid - 1n);
    expect(await checkGroup(txid, txn.lastValid, 'no-answer')).toEqual({
      kind: 'unknown',
      txid,
      lastValid: txn.lastValid,
      reason: 'no-answer',
    });
    advanceTo(txn.lastValid);
    expect(await checkGroup(txid, txn.lastValid, 'no-answer')).toEqual({
      kind: 'unknown',
      txid,
      lastValid: txn.lastValid,
      reason: 'no-answer',
    });
    advanceTo(txn.lastValid + 1n);
    expect(await checkGroup(txid, txn.lastValid, 'no-answer')).toEqual({ kind: 'expired', txid });
    expect(await balance(to).catch(() => 0n)).toBe(0n);
  });

  it('a 500 before accepting at the last valid round: unknown, and expired (not sent) one round later', async () => {
    const { txn, signed, to } = await payment(1_000_000, 5);
    const txid = txn.txID();
    // The node's next round is lastValid + 1: the group can no longer enter a block. Still, its
    // fate is declared only once the node's last round is past lastValid.
    advanceTo(txn.lastValid);
    devnet.setFaults({ submission: 'error-before', submissionFaultCount: 1 });
    expect(await submitGroup({ txns: [txn], signed: [signed] })).toEqual({
      kind: 'unknown',
      txid,
      lastValid: txn.lastValid,
      reason: 'server-error',
    });
    advanceTo(txn.lastValid + 1n);
    devnet.setFaults({ submission: 'error-before', submissionFaultCount: 1 });
    expect(await submitGroup({ txns: [txn], signed: [signed] })).toEqual({
      kind: 'expired',
      txid,
    });
    expect(await balance(to).catch(() => 0n)).toBe(0n);
  });
});

describe('submitGroup when every lookup fails after the node accepted the group', () => {
  // What the node answered the submission, and the reason the unknown outcome then carries.
  it.each([
    ['a normal answer', 'none', 'not-confirmed'],
    ['a 500', 'error-after', 'server-error'],
    ['a proxy HTML page', 'html-after', 'server-error'],
    ['a dropped connection', 'reset-after', 'no-answer'],
  ] as const)(
    'after %s: unknown (never refused), then found confirmed and paid exactly once',
    async (_label, fault, reason) => {
      const { txn, signed, to } = await payment();
      const txid = txn.txID();
      traffic = watchNodeTraffic(devnet);
      if (fault !== 'none') devnet.setFaults({ submission: fault, submissionFaultCount: 1 });
      traffic.failLookupsAfterNextSubmission();
      const accepted = vi.fn();

      const fate = await submitGroup({ txns: [txn], signed: [signed] }, accepted);

      expect(fate).toEqual({ kind: 'unknown', txid, lastValid: txn.lastValid, reason });
      expect(accepted.mock.calls).toEqual(fault === 'none' ? [[txid]] : []);
      // The lookups really were tried, and really failed.
      const lookups = traffic.requests.slice(traffic.requests.indexOf(traffic.submissions()[0]!));
      expect(lookups.length).toBeGreaterThan(1);
      // Another look while the node still fails: not refused, not expired.
      const again = await checkGroup(txid, txn.lastValid, reason).catch(() => undefined);
      expect(again?.kind ?? 'lookup failed').not.toMatch(/refused|expired/);

      traffic.lookupsWork();
      expect(await checkGroup(txid, txn.lastValid, reason)).toMatchObject({
        kind: 'confirmed',
        txid,
      });
      // "Try again" resends the same bytes: the network does not apply them a second time.
      expect(await submitGroup({ txns: [txn], signed: [signed] })).toMatchObject({
        kind: 'confirmed',
        txid,
      });
      expect(await balance(to)).toBe(1_000_000n);
    },
  );
});
