import type { Algodv2 } from 'algosdk';
import {
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  type Transaction,
} from 'algosdk';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Devnet } from '../../../devnet/server';
import { mayBuildAnother, maySend, type SendState } from '../../core/transactions/send-state';
import { startWalletDevnet } from '../../test/devnet-chain';
import { watchNodeTraffic, type NodeRequest, type NodeTraffic } from '../../test/node-traffic';
import { createSendController, type SendController } from './send-controller';

// One review's send, against the in-process devnet and its fault knobs: the receiver is paid at
// most once whatever the node answers, and "Try again" after an unknown outcome first asks
// whether the earlier attempt got through, then resends exactly the same bytes.

let devnet: Devnet;
let algod: Algodv2;
let traffic: NodeTraffic;
const payer = generateAccount();
const controllers: SendController[] = [];

const balance = async (address: string) =>
  (
    await algod
      .accountInformation(address)
      .do()
      .catch(() => ({ amount: 0n }))
  ).amount;

/** A payment to a fresh account; `validRounds` shortens its validity window (default 1000). */
async function payment(
  amount = 1_000_000,
  validRounds?: number,
): Promise<{ txn: Transaction; to: string }> {
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
  return { txn, to };
}

/** A state in a few characters, so a whole history reads as one list. */
function label(state: SendState): string {
  return state.kind === 'unknown' ? `unknown(${state.checking ? 'checking' : 'idle'})` : state.kind;
}

/** A controller over `txn`, signed by the payer's key, recording every state it goes through. */
function review(txn: Transaction) {
  const sign = vi.fn((signal: AbortSignal) => {
    expect(signal).toBeInstanceOf(AbortSignal);
    return Promise.resolve([txn.signTxn(payer.sk)]);
  });
  const onConfirmed = vi.fn();
  const controller = createSendController({ txns: [txn], sign, onConfirmed });
  controllers.push(controller);
  const states: SendState[] = [controller.state.getState()];
  controller.state.subscribe((state) => states.push(state));
  return {
    controller,
    sign,
    onConfirmed,
    now: () => controller.state.getState(),
    history: () => states.map(label),
  };
}

/** The requests made from `from` on that concern this txid (its lookups) or submit something. */
function concerning(txid: string, from: number): NodeRequest[] {
  return traffic.requests.slice(from).filter((r) => r.method === 'POST' || r.path.includes(txid));
}

const isLookupOf = (txid: string) => (r: NodeRequest) =>
  r.method === 'GET' && r.path.startsWith(`/v2/transactions/pending/${txid}`);

beforeAll(async () => {
  ({ devnet, algod } = await startWalletDevnet());
  await devnet.fund(payer.addr.toString(), 100_000_000);
}, 60_000);

beforeEach(() => {
  traffic = watchNodeTraffic(devnet);
});

afterEach(() => {
  for (const controller of controllers.splice(0)) controller.dispose();
  traffic.stop();
  devnet.setFaults({
    submission: 'none',
    unauthorized: false,
    dropSubmissions: false,
    errorRate: 0,
  });
});

afterAll(() => devnet.stop());

describe('createSendController', () => {
  it('a first send signs once, is sent and confirmed; "Send" is then no longer offered', async () => {
    const { txn, to } = await payment();
    const txid = txn.txID();
    const { controller, sign, onConfirmed, now, history } = review(txn);
    expect(maySend(now())).toBe(true);

    await controller.send();

    expect(history()).toEqual(['ready', 'signing', 'sending', 'sent', 'confirmed']);
    expect(now()).toMatchObject({ kind: 'confirmed', txid });
    const { round } = now() as Extract<SendState, { kind: 'confirmed' }>;
    expect(onConfirmed.mock.calls).toEqual([[txid, round]]);
    expect(sign).toHaveBeenCalledTimes(1);
    expect(traffic.submissions().map((s) => s.body)).toEqual([txn.signTxn(payer.sk)]);
    expect(await balance(to)).toBe(1_000_000n);

    // Confirmed: neither "Send" nor "Try again" exists any more, and a stray call does nothing.
    expect(maySend(now())).toBe(false);
    await controller.send();
    expect(history()).toHaveLength(5);
    expect(traffic.submissions()).toHaveLength(1);
    expect(sign).toHaveBeenCalledTimes(1);
  });

  it('an unknown outcome, then "Try again" finds the group confirmed: nothing is sent again', async () => {
    const { txn, to } = await payment();
    const txid = txn.txID();
    const { controller, sign, onConfirmed, now, history } = review(txn);
    // The node takes the group and answers 500; every lookup after that fails too.
    devnet.setFaults({ submission: 'error-after', submissionFaultCount: 1 });
    traffic.failLookupsAfterNextSubmission();

    await controller.send();

    expect(history()).toEqual(['ready', 'signing', 'sending', 'unknown(idle)']);
    expect(now()).toEqual({
      kind: 'unknown',
      txid,
      lastValid: txn.lastValid,
      reason: 'server-error',
      checking: false,
    });
    // The review offers no way back while the group may be on the network, only "Try again".
    expect(mayBuildAnother(now())).toBe(false);
    expect(maySend(now())).toBe(true);

    traffic.lookupsWork();
    const retryStart = traffic.requests.length;
    await controller.send();

    expect(history().slice(4)).toEqual(['unknown(checking)', 'confirmed']);
    expect(now()).toMatchObject({ kind: 'confirmed', txid });
    // The retry looked the txid up and, finding it confirmed, sent nothing.
    const retry = concerning(txid, retryStart);
    expect(retry.length).toBeGreaterThan(0);
    expect(retry.every(isLookupOf(txid))).toBe(true);
    expect(traffic.submissions()).toHaveLength(1);
    expect(sign).toHaveBeenCalledTimes(1);
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(await balance(to)).toBe(1_000_000n);
  });

  it('an unknown outcome, then "Try again" looks the txid up before resending the same bytes', async () => {
    const { txn, to } = await payment();
    const txid = txn.txID();
    const { controller, sign, now, history } = review(txn);
    // A 500 before the node took anything: the group is nowhere, but we cannot know that.
    devnet.setFaults({ submission: 'error-before', submissionFaultCount: 1 });

    await controller.send();
    expect(history()).toEqual(['ready', 'signing', 'sending', 'unknown(idle)']);
    expect(now()).toMatchObject({ kind: 'unknown', txid, reason: 'server-error' });
    expect(await balance(to)).toBe(0n);

    const retryStart = traffic.requests.length;
    // A double click: the second "Try again" comes while the first one's lookup is under way.
    await Promise.all([controller.send(), controller.send()]);

    expect(history().slice(4)).toEqual(['unknown(checking)', 'sending', 'sent', 'confirmed']);
    const retry = concerning(txid, retryStart);
    const firstLookup = retry.findIndex(isLookupOf(txid));
    const resend = retry.findIndex((r) => r.method === 'POST');
    expect(firstLookup).toBe(0);
    expect(resend).toBeGreaterThan(firstLookup);
    // The same signed bytes, not signed again, sent once more (the double click sent nothing).
    const [first, second, ...more] = traffic.submissions();
    expect(more).toEqual([]);
    expect(second?.body).toEqual(first?.body);
    expect(first?.body).toEqual(txn.signTxn(payer.sk));
    expect(sign).toHaveBeenCalledTimes(1);
    expect(await balance(to)).toBe(1_000_000n);
  });

  it('a refusal is shown in the node words, nothing is paid, and a retry signs anew', async () => {
    const { txn, to } = await payment(1_000_000_000);
    const { controller, sign, onConfirmed, now, history } = review(txn);

    await controller.send();

    expect(history()).toEqual(['ready', 'signing', 'sending', 'refused']);
    expect(now()).toMatchObject({ kind: 'refused', txid: txn.txID() });
    expect(now().kind === 'refused' && now()).toMatchObject({
      message: expect.stringContaining('overspend') as unknown,
    });
    expect(mayBuildAnother(now())).toBe(true);
    expect(maySend(now())).toBe(true);

    // Refused bytes are not kept: the retry asks for a signature again, and no lookup comes first.
    const retryStart = traffic.requests.length;
    await controller.send();
    expect(history().slice(4)).toEqual(['signing', 'sending', 'refused']);
    expect(concerning(txn.txID(), retryStart)[0]?.method).toBe('POST');
    expect(sign).toHaveBeenCalledTimes(2);
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(await balance(to)).toBe(0n);
  });

  it('a failed signature sends nothing; the retry signs again and is confirmed', async () => {
    const { txn, to } = await payment();
    const { controller, sign, now, history } = review(txn);
    const declined = new Error('declined on the device');
    sign.mockRejectedValueOnce(declined);

    await controller.send();
    expect(history()).toEqual(['ready', 'signing', 'signing-failed']);
    expect(now()).toEqual({ kind: 'signing-failed', error: declined });
    expect(traffic.submissions()).toEqual([]);
    expect(mayBuildAnother(now())).toBe(true);

    await controller.send();
    expect(history().slice(3)).toEqual(['signing', 'sending', 'sent', 'confirmed']);
    expect(sign).toHaveBeenCalledTimes(2);
    expect(await balance(to)).toBe(1_000_000n);
  });

  it('while unknown, the group is looked up every round and declared expired only after its last valid round', async () => {
    const { txn, to } = await payment(1_000_000, 3);
    const txid = txn.txID();
    const { controller, sign, now, history } = review(txn);
    devnet.setFaults({ submission: 'error-before', submissionFaultCount: 1 });

    await controller.send();
    expect(now()).toMatchObject({ kind: 'unknown', txid, reason: 'server-error' });

    // The lookup in the background waits for the node's next round (or has settled the fate).
    const settledOrWaitingAfter = (round: bigint) =>
      vi.waitFor(() =>
        expect(
          now().kind !== 'unknown' ||
            traffic.requests.some((r) => r.path === `/v2/status/wait-for-block-after/${round}`),
        ).toBe(true),
      );
    const before = BigInt(devnet.currentRound());
    expect(before).toBeLessThan(txn.lastValid);
    await settledOrWaitingAfter(before);

    // The node reaches the last valid round: the group is looked up, and its fate stays open.
    devnet.advanceRounds(Number(txn.lastValid - before));
    await settledOrWaitingAfter(txn.lastValid);
    expect(traffic.requests.filter(isLookupOf(txid)).length).toBeGreaterThanOrEqual(2);
    expect(now()).toMatchObject({ kind: 'unknown', txid, checking: false });
    expect(mayBuildAnother(now())).toBe(false);

    // One round later it can never be confirmed: expired, and the bytes are dead.
    devnet.advanceRounds(1);
    await vi.waitFor(() => expect(now().kind).toBe('expired'));
    expect(history()).toEqual(['ready', 'signing', 'sending', 'unknown(idle)', 'expired']);
    expect(now()).toEqual({ kind: 'expired', txid });
    expect(mayBuildAnother(now())).toBe(true);
    expect(maySend(now())).toBe(false);
    await controller.send();
    expect(traffic.submissions()).toHaveLength(1);
    expect(sign).toHaveBeenCalledTimes(1);
    expect(await balance(to)).toBe(0n);
  });

  it('a 401 from the node is its own state and nothing is paid', async () => {
    const { txn, to } = await payment();
    const { controller, now, history } = review(txn);
    devnet.setFaults({ unauthorized: true });

    await controller.send();

    expect(history()).toEqual(['ready', 'signing', 'sending', 'unauthorized']);
    expect(maySend(now())).toBe(false);
    devnet.setFaults({ unauthorized: false });
    expect(await balance(to)).toBe(0n);
  });

  describe("with a group sent first (a swap route's opt-ins)", () => {
    /** `first` then `txn` in one signing step; the states it goes through. */
    function reviewWithBefore(first: Transaction, txn: Transaction) {
      const sign = vi.fn(() => Promise.resolve([first.signTxn(payer.sk), txn.signTxn(payer.sk)]));
      const onConfirmed = vi.fn();
      const controller = createSendController({ before: [first], txns: [txn], sign, onConfirmed });
      controllers.push(controller);
      const states: SendState[] = [controller.state.getState()];
      controller.state.subscribe((state) => states.push(state));
      return { controller, sign, onConfirmed, now: () => controller.state.getState(), states };
    }

    it('signs both in one step, sends the first, and the group only once it is confirmed', async () => {
      const first = await payment(100_000);
      const main = await payment(200_000);
      const { controller, sign, onConfirmed, now, states } = reviewWithBefore(first.txn, main.txn);

      await controller.send();

      expect(sign).toHaveBeenCalledTimes(1);
      expect(traffic.submissions().map((s) => s.body)).toEqual([
        first.txn.signTxn(payer.sk),
        main.txn.signTxn(payer.sk),
      ]);
      expect(now()).toMatchObject({ kind: 'confirmed', txid: main.txn.txID() });
      expect(onConfirmed).toHaveBeenCalledTimes(1);
      expect(onConfirmed.mock.calls[0]?.[0]).toBe(main.txn.txID());
      expect(states.filter((s) => s.kind === 'confirmed')).toHaveLength(1);
      expect(await balance(first.to)).toBe(100_000n);
      expect(await balance(main.to)).toBe(200_000n);
    });

    it('a refused first group stops there: the group is never sent, a retry signs both anew', async () => {
      const first = await payment(1_000_000_000);
      const main = await payment(200_000);
      const { controller, sign, onConfirmed, now } = reviewWithBefore(first.txn, main.txn);

      await controller.send();

      expect(now()).toMatchObject({ kind: 'refused', txid: first.txn.txID() });
      expect(traffic.submissions()).toHaveLength(1);
      await controller.send();
      expect(sign).toHaveBeenCalledTimes(2);
      expect(onConfirmed).not.toHaveBeenCalled();
      expect(await balance(main.to)).toBe(0n);
    });

    it('an unknown first group, found confirmed on "Try again", goes on to the group', async () => {
      const first = await payment(100_000);
      const main = await payment(200_000);
      const { controller, sign, now } = reviewWithBefore(first.txn, main.txn);
      devnet.setFaults({ submission: 'error-after', submissionFaultCount: 1 });
      traffic.failLookupsAfterNextSubmission();

      await controller.send();
      expect(now()).toMatchObject({ kind: 'unknown', txid: first.txn.txID() });

      traffic.lookupsWork();
      await controller.send();
      expect(now()).toMatchObject({ kind: 'confirmed', txid: main.txn.txID() });
      expect(sign).toHaveBeenCalledTimes(1);
      expect(traffic.submissions()).toHaveLength(2);
      expect(await balance(first.to)).toBe(100_000n);
      expect(await balance(main.to)).toBe(200_000n);
    });
  });
});
