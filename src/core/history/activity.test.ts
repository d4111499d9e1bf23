import { describe, expect, it } from 'vitest';
import type { IndexerTransaction } from '../chain/indexer-types';
import {
  describeActivity,
  offersSaveContact,
  separateSpam,
  shortAddress,
  timeAgo,
} from './activity';

const ME = 'M'.repeat(58);
const OWN = 'O'.repeat(58);
const STRANGER = 'S'.repeat(58);
const THIRD = 'T'.repeat(58);
const CONTACT = 'C'.repeat(58);
const ours = new Set([ME, OWN]);
const isOwn = (a: string) => ours.has(a);
const known = new Set([ME, OWN, CONTACT]);
const isKnown = (a: string) => known.has(a);
const base = { id: 'TX', fee: 1000n, 'first-valid': 1n, 'last-valid': 2n };
const pay = (sender: string, receiver: string, amount: bigint): IndexerTransaction => ({
  ...base,
  'tx-type': 'pay',
  sender,
  'payment-transaction': { amount, receiver },
});
const axfer = (sender: string, receiver: string, amount: bigint): IndexerTransaction => ({
  ...base,
  'tx-type': 'axfer',
  sender,
  'asset-transfer-transaction': { amount, receiver, 'asset-id': 7n },
});

describe('describeActivity', () => {
  it('reads a payment out with the receiver on the other side', () => {
    expect(describeActivity(pay(ME, OWN, 5n), ME, isOwn)).toMatchObject({
      direction: 'out',
      counterparty: OWN,
      amount: 5n,
      assetId: null,
      possibleSpam: false,
    });
  });

  it('reads a payment in with the sender on the other side', () => {
    expect(describeActivity(pay(STRANGER, ME, 9n), ME, isOwn)).toMatchObject({
      direction: 'in',
      counterparty: STRANGER,
      amount: 9n,
    });
  });

  it('reads a transfer to itself (an opt-in) as self, with no counterparty and no spam', () => {
    expect(describeActivity(axfer(ME, ME, 0n), ME, isOwn)).toMatchObject({
      direction: 'self',
      counterparty: null,
      assetId: 7n,
      possibleSpam: false,
    });
  });

  it('reads a close-to of someone else into the account as money in', () => {
    const closing: IndexerTransaction = {
      ...base,
      'tx-type': 'pay',
      sender: STRANGER,
      'payment-transaction': {
        amount: 0n,
        receiver: THIRD,
        'close-remainder-to': ME,
        'close-amount': 42n,
      },
    };
    expect(describeActivity(closing, ME, isOwn)).toMatchObject({
      direction: 'in',
      counterparty: STRANGER,
      amount: 42n,
      possibleSpam: false,
    });
  });

  it('marks nothing-moving transactions as none', () => {
    const keyreg: IndexerTransaction = { ...base, 'tx-type': 'keyreg', sender: ME };
    expect(describeActivity(keyreg, ME, isOwn)).toMatchObject({
      direction: 'none',
      moves: false,
      counterparty: null,
      possibleSpam: false,
    });
  });
});

describe('possible spam', () => {
  it('flags zero payments and zero asset transfers from outside the wallet', () => {
    expect(describeActivity(pay(STRANGER, ME, 0n), ME, isOwn).possibleSpam).toBe(true);
    expect(describeActivity(axfer(STRANGER, ME, 0n), ME, isOwn).possibleSpam).toBe(true);
  });

  it('never flags a transfer with an amount', () => {
    expect(describeActivity(pay(STRANGER, ME, 1n), ME, isOwn).possibleSpam).toBe(false);
    expect(describeActivity(axfer(STRANGER, ME, 1n), ME, isOwn).possibleSpam).toBe(false);
  });

  it('never flags a zero transfer sent by one of the wallet accounts', () => {
    expect(describeActivity(pay(OWN, ME, 0n), ME, isOwn).possibleSpam).toBe(false);
    expect(describeActivity(pay(ME, STRANGER, 0n), ME, isOwn).possibleSpam).toBe(false);
  });

  it('separates flagged entries, keeping the order of both lists', () => {
    const entries = [
      { id: 1, possibleSpam: false },
      { id: 2, possibleSpam: true },
      { id: 3, possibleSpam: false },
      { id: 4, possibleSpam: true },
    ];
    const { shown, spam } = separateSpam(entries);
    expect(shown.map((e) => e.id)).toEqual([1, 3]);
    expect(spam.map((e) => e.id)).toEqual([2, 4]);
  });
});

describe('a contact is someone the person knows', () => {
  it('never flags a zero transfer from a saved contact', () => {
    expect(describeActivity(pay(CONTACT, ME, 0n), ME, isKnown).possibleSpam).toBe(false);
    expect(describeActivity(axfer(CONTACT, ME, 0n), ME, isKnown).possibleSpam).toBe(false);
    // The same transfer is flagged when the sender is not (or no longer) a contact.
    expect(describeActivity(pay(CONTACT, ME, 0n), ME, isOwn).possibleSpam).toBe(true);
  });
});

describe('save as contact', () => {
  const offered = (tx: IndexerTransaction) =>
    offersSaveContact(describeActivity(tx, ME, isKnown), isKnown);

  it('is offered for the sender of money in from someone unknown', () => {
    expect(offered(pay(STRANGER, ME, 5n))).toBe(true);
    expect(offered(axfer(STRANGER, ME, 5n))).toBe(true);
  });

  it('is not offered for own accounts, contacts, money out, or possible spam', () => {
    expect(offered(pay(OWN, ME, 5n))).toBe(false);
    expect(offered(pay(CONTACT, ME, 5n))).toBe(false);
    expect(offered(pay(ME, STRANGER, 5n))).toBe(false);
    expect(offered(pay(STRANGER, ME, 0n))).toBe(false);
    expect(offered({ ...base, 'tx-type': 'keyreg', sender: STRANGER })).toBe(false);
  });

  it('shortens addresses to six characters each side', () => {
    expect(shortAddress(`ABCDEF${'X'.repeat(46)}UVWXYZ`)).toBe('ABCDEF…UVWXYZ');
    expect(shortAddress('SHORT')).toBe('SHORT');
  });
});

describe('timeAgo', () => {
  const now = 1_000_000_000_000;
  const at = (secondsAgo: number) => now / 1000 - secondsAgo;
  it('uses the largest whole unit within a week', () => {
    expect(timeAgo(at(5), now)).toEqual({ value: 5, unit: 'second' });
    expect(timeAgo(at(125), now)).toEqual({ value: 2, unit: 'minute' });
    expect(timeAgo(at(3 * 3600 + 5), now)).toEqual({ value: 3, unit: 'hour' });
    expect(timeAgo(at(6 * 86_400), now)).toEqual({ value: 6, unit: 'day' });
  });
  it('leaves older and future times to a date', () => {
    expect(timeAgo(at(7 * 86_400), now)).toBeNull();
    expect(timeAgo(at(-10), now)).toBeNull();
  });
});
