import type { StoredAccount, WalletData } from './stored-account';

// A watch account becomes one the wallet signs for once its recovery phrase is entered. The
// phrase must derive the watched address itself, or, for a rekeyed account, the auth address
// the chain reports; any other phrase is refused and the wallet is left as it was.

export type PromotionKind = 'own' | 'auth';

export class PromotionError extends Error {
  constructor(readonly code: 'wrong-phrase' | 'not-watch') {
    super(code === 'wrong-phrase' ? 'The phrase is not this account’s' : 'Not a watch account');
    this.name = 'PromotionError';
  }
}

/**
 * Which key the phrase is: the account's own ('own'), the key it is rekeyed to ('auth'), or
 * neither (a PromotionError). `authAddress` is the chain's auth-addr (equal to `address` or
 * absent when the account is not rekeyed).
 */
export function promotionKind(
  address: string,
  authAddress: string | undefined,
  derived: string,
): PromotionKind {
  if (derived === address) return 'own';
  if (authAddress && authAddress !== address && derived === authAddress) return 'auth';
  throw new PromotionError('wrong-phrase');
}

/**
 * The wallet with the watch account promoted: 'own' stores the key on it (a key account now);
 * 'auth' records the rekey and adds the auth key as a key account (unless the wallet holds it
 * already), so the one signer rule has the account's payments signed by it.
 */
export function withWatchPromoted(
  data: WalletData,
  address: string,
  kind: PromotionKind,
  key: { addr: string; sk: string; name: string },
): WalletData {
  const watch = data.accounts.find((a) => a.addr === address && a.type === 'public');
  if (!watch) throw new PromotionError('not-watch');
  if (kind === 'own') {
    const accounts = data.accounts.map((a): StoredAccount =>
      a === watch ? { ...a, type: 'basic', sk: key.sk } : a,
    );
    return { ...data, accounts };
  }
  const held = data.accounts.some((a) => a.addr === key.addr && a.sk !== undefined);
  const accounts = data.accounts
    // A watch entry of the auth key itself becomes that key account.
    .filter((a) => held || a.addr !== key.addr)
    .map((a): StoredAccount => (a === watch ? { ...a, rekeyedTo: key.addr } : a));
  if (!held) {
    const old = data.accounts.find((a) => a.addr === key.addr);
    accounts.push({
      addr: key.addr,
      name: old?.name ?? key.name,
      type: 'basic',
      sk: key.sk,
      ...(watch.network ? { network: watch.network } : {}),
    });
  }
  return { ...data, accounts };
}
