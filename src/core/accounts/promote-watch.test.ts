import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { PromotionError, promotionKind, withWatchPromoted } from './promote-watch';
import type { StoredAccount, WalletData } from './stored-account';

const addr = () => generateAccount().addr.toString();
const SK = 'c2s=';

const wallet = (accounts: StoredAccount[]): WalletData => ({
  format: 'algow-wallet',
  version: 1,
  name: 'w',
  accounts,
});

describe('promoting a watch account', () => {
  const watched = addr();
  const auth = addr();

  it('accepts the phrase of the account or of its auth address, nothing else', () => {
    expect(promotionKind(watched, undefined, watched)).toBe('own');
    expect(promotionKind(watched, watched, watched)).toBe('own');
    expect(promotionKind(watched, auth, auth)).toBe('auth');
    expect(() => promotionKind(watched, undefined, auth)).toThrow(PromotionError);
    // Not rekeyed: the phrase of some other key is not accepted as an auth key.
    expect(() => promotionKind(watched, watched, auth)).toThrow(PromotionError);
    expect(() => promotionKind(watched, auth, addr())).toThrow(PromotionError);
  });

  it('stores the key on the account itself for its own phrase', () => {
    const data = wallet([{ addr: watched, name: 'W', type: 'public', network: 'n' }]);
    const next = withWatchPromoted(data, watched, 'own', { addr: watched, sk: SK, name: 'x' });
    expect(next.accounts).toEqual([
      { addr: watched, name: 'W', type: 'basic', network: 'n', sk: SK },
    ]);
  });

  it('adds the auth key as a key account and records the rekey for its phrase', () => {
    const data = wallet([{ addr: watched, name: 'W', type: 'public', network: 'n' }]);
    const next = withWatchPromoted(data, watched, 'auth', { addr: auth, sk: SK, name: 'W signer' });
    expect(next.accounts).toEqual([
      { addr: watched, name: 'W', type: 'public', network: 'n', rekeyedTo: auth },
      { addr: auth, name: 'W signer', type: 'basic', sk: SK, network: 'n' },
    ]);
  });

  it('refuses an account that is not a watch account', () => {
    const data = wallet([{ addr: watched, name: 'W', type: 'basic', sk: SK }]);
    expect(() =>
      withWatchPromoted(data, watched, 'own', { addr: watched, sk: SK, name: 'x' }),
    ).toThrow(PromotionError);
  });
});
