import {
  makePaymentTxnWithSuggestedParamsFromObject,
  secretKeyToMnemonic,
  type SuggestedParams,
} from 'algosdk';
import { describe, expect, it, vi } from 'vitest';
import { SigningError } from '../../core/accounts/signing-error';
import { phraseFragments, seededAccount } from '../../test/seeded';
import { phraseAddress, signWithPhrase } from './phrase-signer';

// Phrases typed into the governance tools: signatures byte for byte as algosdk's, and nothing
// about the phrase in an error or a log line.

const params: SuggestedParams = {
  fee: 1000n,
  minFee: 1000n,
  flatFee: true,
  firstValid: 1n,
  lastValid: 1000n,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(3),
};
// No environment pinned here: the genesis check has its own test below.
vi.mock('../chain/genesis-pin', () => ({ expectedGenesis: () => pinned.value }));
const pinned = vi.hoisted(() => ({ value: undefined as { id: string; hash: string } | undefined }));

// Fixed keys: which words the phrase holds must not decide whether a test passes.
const account = seededAccount('phrase-signer');
const phrase = secretKeyToMnemonic(account.sk);
const pay = (sender = account.addr, amount = 1000) =>
  makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: seededAccount('phrase-signer receiver').addr,
    amount,
    suggestedParams: params,
  });

describe('signWithPhrase', () => {
  it('signs as algosdk does', async () => {
    const txns = [pay(), pay(account.addr, 2000)];
    const signed = await signWithPhrase(phrase, txns);
    signed.forEach((bytes, i) => expect(bytes).toEqual(txns[i]!.signTxn(account.sk)));
  });

  it('refuses another sender and a bad phrase without naming the phrase', async () => {
    const log = vi.spyOn(console, 'log');
    const error = vi.spyOn(console, 'error');
    const other = seededAccount('phrase-signer other');
    const caught: unknown[] = [];
    await signWithPhrase(phrase, [pay(other.addr)]).catch((e: unknown) => caught.push(e));
    const words = phrase.split(' ');
    const broken = [...words.slice(0, 24), words[0] === 'abandon' ? 'ability' : 'abandon'].join(
      ' ',
    );
    await signWithPhrase(broken, [pay()]).catch((e: unknown) => caught.push(e));
    expect(caught).toHaveLength(2);
    for (const e of caught) {
      expect(e).toBeInstanceOf(SigningError);
      expect((e as SigningError).code).toBe('no-key');
      // The message and every own property must name neither phrase (src/test/seeded.ts).
      const text = `${String(e)} ${JSON.stringify(Object.entries(e as object))}`.replace(
        /\s+/g,
        ' ',
      );
      for (const fragment of [...phraseFragments(phrase), ...phraseFragments(broken)]) {
        expect(text).not.toContain(fragment);
      }
    }
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('refuses a transaction of another network than the pinned one', async () => {
    pinned.value = { id: 'mainnet-v1.0', hash: 'wGHE2Pwdvd7S12BL5FaOP20EGYesN73ktiC1qzkkit8=' };
    try {
      await expect(signWithPhrase(phrase, [pay()])).rejects.toMatchObject({
        code: 'other-network',
      });
    } finally {
      pinned.value = undefined;
    }
  });

  it('knows the phrase address', () => {
    expect(phraseAddress(phrase)).toBe(account.addr.toString());
    expect(phraseAddress('not a phrase')).toBeNull();
  });
});
