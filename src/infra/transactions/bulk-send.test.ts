import type { Algodv2 } from 'algosdk';
import {
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  type Transaction,
} from 'algosdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Devnet } from '../../../devnet/server';
import { startWalletDevnet } from '../../test/devnet-chain';
import { encodeSecretKey } from '../../core/accounts/stored-account';
import type * as KeyringModule from '../../core/vault/keyring';
import { createWallet, sessionStore } from '../session/session';
import { duplicateTxids, sendMany, signMany } from './bulk-send';
import type { GroupFate } from './submit-group';

// The bulk path against the devnet: one vault opening for a whole batch, every receiver paid
// exactly once although some answers are 500s after the node accepted, never more in flight
// than allowed, results reported as they complete.

const vault = vi.hoisted(() => ({ opens: 0 }));
vi.mock('../../core/vault/keyring', async (importOriginal) => {
  const actual = await importOriginal<typeof KeyringModule>();
  return {
    ...actual,
    openWithSessionKey: (...args: Parameters<typeof actual.openWithSessionKey>) => {
      vault.opens += 1;
      return actual.openWithSessionKey(...args);
    },
  };
});

let devnet: Devnet;
let algod: Algodv2;
const payer = generateAccount();

const balance = async (address: string) => (await algod.accountInformation(address).do()).amount;

async function payments(count: number, amount: number): Promise<Transaction[]> {
  const suggestedParams = await algod.getTransactionParams().do();
  return Array.from({ length: count }, () =>
    makePaymentTxnWithSuggestedParamsFromObject({
      sender: payer.addr,
      receiver: generateAccount().addr,
      amount,
      suggestedParams,
    }),
  );
}

beforeAll(async () => {
  ({ devnet, algod } = await startWalletDevnet());
  await devnet.fund(payer.addr.toString(), 1_000_000_000);
  await createWallet('Bulk', 'correct horse battery staple bulk', {
    addr: payer.addr.toString(),
    name: 'Payer',
    type: 'basic',
    sk: encodeSecretKey(payer.sk),
  });
}, 60_000);

afterEach(() => devnet.setFaults({ submission: 'none', submissionFaultCount: 0 }));
afterAll(() => devnet.stop());

describe('signMany', () => {
  it('signs every transaction with one vault opening, as algosdk would', async () => {
    const txns = await payments(40, 1000);
    vault.opens = 0;
    const signed = await signMany(txns, sessionStore.getState().accounts);
    expect(vault.opens).toBe(1);
    expect(signed).toHaveLength(40);
    signed.forEach((bytes, i) => expect(bytes).toEqual(txns[i]!.signTxn(payer.sk)));
  });

  it('refuses a grouped transaction', async () => {
    const [txn] = await payments(1, 1000);
    txn!.group = new Uint8Array(32).fill(1);
    await expect(signMany([txn!], sessionStore.getState().accounts)).rejects.toThrow(/group/);
  });
});

describe('sendMany', () => {
  it('pays each receiver exactly once through 500s after accepting, reporting as it goes', async () => {
    const txns = await payments(30, 123_456);
    const signed = await signMany(txns, sessionStore.getState().accounts);
    const before = await balance(payer.addr.toString());
    // The first 5 submissions are committed but answered with a 500.
    devnet.setFaults({ submission: 'error-after', submissionFaultCount: 5 });

    let active = 0;
    let maxActive = 0;
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (init?.method === 'POST' && String(input).endsWith('/v2/transactions')) {
        active += 1;
        maxActive = Math.max(maxActive, active);
      }
      return realFetch(input, init);
    });
    const reported: [number, GroupFate][] = [];
    let fates: GroupFate[];
    try {
      fates = await sendMany(
        txns.map((txn, i) => ({ txn, signed: signed[i]! })),
        {
          concurrency: 4,
          onResult: (index, fate) => {
            active -= 1;
            reported.push([index, fate]);
          },
        },
      );
    } finally {
      spy.mockRestore();
    }
    expect(maxActive).toBeLessThanOrEqual(4);
    expect(maxActive).toBeGreaterThan(1);
    expect(reported).toHaveLength(30);
    expect(new Set(reported.map(([i]) => i)).size).toBe(30);
    fates.forEach((fate, i) =>
      expect(fate).toMatchObject({ kind: 'confirmed', txid: txns[i]!.txID() }),
    );
    for (const txn of txns) expect(await balance(txn.payment!.receiver.toString())).toBe(123_456n);
    expect(before - (await balance(payer.addr.toString()))).toBe(30n * (123_456n + 1000n));
  });

  it('a refusal is that item only; sending the same bytes again pays nobody twice', async () => {
    const txns = await payments(3, 100_000);
    // An amount the payer cannot have: refused by the node in its own words.
    const [big] = await payments(1, 10_000_000_000);
    const all = [...txns, big!];
    const signed = await signMany(all, sessionStore.getState().accounts);
    const items = all.map((txn, i) => ({ txn, signed: signed[i]! }));
    const fates = await sendMany(items);
    expect(fates.slice(0, 3).every((f) => f.kind === 'confirmed')).toBe(true);
    expect(fates[3]).toMatchObject({ kind: 'refused' });
    expect(fates[3]!.kind === 'refused' && fates[3]!.message).toContain('overspend');
    // A second run of the same bytes finds them confirmed rather than paying again.
    const again = await sendMany(items.slice(0, 3));
    expect(again.every((f) => f.kind === 'confirmed')).toBe(true);
    for (const txn of txns) expect(await balance(txn.payment!.receiver.toString())).toBe(100_000n);
  });

  it('stops starting sends once aborted', async () => {
    const txns = await payments(5, 100_000);
    const signed = await signMany(txns, sessionStore.getState().accounts);
    const controller = new AbortController();
    const fates = await sendMany(
      txns.map((txn, i) => ({ txn, signed: signed[i]! })),
      { concurrency: 1, signal: controller.signal, onResult: () => controller.abort() },
    );
    expect(fates[0]!.kind).toBe('confirmed');
    expect(fates.slice(1).every((f) => f.kind === 'refused')).toBe(true);
    expect(await balance(txns[1]!.payment!.receiver.toString()).catch(() => 0n)).toBe(0n);
  });

  it('finds the same transaction twice', async () => {
    const [txn] = await payments(1, 1000);
    expect(duplicateTxids([txn!, txn!])).toEqual([1]);
  });
});
