import algosdk from 'algosdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED, type Arc200Action } from '../../core/arc200/call-review';
import type { TokenMetadata } from '../../core/arc200/metadata';
import { ENGLISH_SEPARATORS } from '../../core/format/amount';
import { i18n, initI18n, loadAppStrings } from '../../i18n/i18n';
import { arc200Sentence } from './arc200-words';

const BOB = algosdk.generateAccount().addr.toString();
const ALICE = algosdk.generateAccount().addr.toString();
const NAMES = new Map([
  [BOB, 'Bob'],
  [ALICE, 'Alice'],
]);
const TOKEN: TokenMetadata = {
  appId: 77n,
  name: 'Token',
  symbol: 'TOK',
  decimals: 2,
  warnings: [],
};

const sentence = (action: Arc200Action, metadata: TokenMetadata = TOKEN) =>
  arc200Sentence(
    { appId: 77n, action, metadata },
    (address) => NAMES.get(address) ?? address,
    i18n.snapshot().t,
    ENGLISH_SEPARATORS,
  ).replace(/\u00a0/g, ' ');

describe('arc200Sentence', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadAppStrings();
  });

  it('says a transfer in the token units, to the receiver by name', () => {
    expect(sentence({ method: 'transfer', to: ALICE, value: 1250n })).toBe(
      'Send 12.5 TOK to Alice',
    );
  });

  it('says a transferFrom with both parties', () => {
    expect(sentence({ method: 'transferFrom', from: BOB, to: ALICE, value: 100n })).toBe(
      'Move 1 TOK from Bob to Alice, using an allowance',
    );
  });

  it('says an approval as what the spender may take', () => {
    expect(sentence({ method: 'approve', spender: BOB, value: 10_000n })).toBe(
      'Allow Bob to spend up to 100 TOK from your account',
    );
    expect(sentence({ method: 'approve', spender: BOB, value: 0n })).toBe(
      'Withdraw the allowance of Bob: it may no longer spend your TOK',
    );
  });

  it('says an unlimited approval as without limit, never as a number', () => {
    expect(sentence({ method: 'approve', spender: BOB, value: UNLIMITED })).toBe(
      'Allow Bob to spend all your TOK, without limit',
    );
  });

  it('keeps base units when the decimals are unproven, never guessing them', () => {
    const unread: TokenMetadata = {
      ...TOKEN,
      symbol: '',
      decimals: 0,
      warnings: ['symbol-failed', 'decimals-failed'],
    };
    expect(sentence({ method: 'transfer', to: ALICE, value: 1250n }, unread)).toBe(
      'Send 1250 base units of Token to Alice',
    );
    const lying: TokenMetadata = { ...TOKEN, warnings: ['decimals-too-high'] };
    expect(sentence({ method: 'transfer', to: ALICE, value: 1250n }, lying)).toBe(
      'Send 1250 base units of TOK to Alice',
    );
  });
});
