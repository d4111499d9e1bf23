import type { StoredAccount, WalletData } from './stored-account';

// The rules of the wallet's named commands (add, remove, update an account), as pure functions
// on the decrypted wallet. The session runs them on the freshest stored record, so a change
// made meanwhile in another tab is never lost or duplicated; features call the commands and
// never see the wallet data, keys included, themselves.

export class AccountExistsError extends Error {
  readonly code = 'duplicate-account';
  constructor(
    readonly address: string,
    readonly existingName: string,
  ) {
    super('The address is already in the wallet');
    this.name = 'AccountExistsError';
  }
}

export interface AccountRef {
  addr: string;
  type: StoredAccount['type'];
}

/** `accounts` appended, refused as a whole when any address is already in the wallet. */
export function withAccountsAdded(
  data: WalletData,
  accounts: readonly StoredAccount[],
  activate?: string,
): WalletData {
  for (const account of accounts) {
    const existing = data.accounts.find((a) => a.addr === account.addr);
    if (existing) throw new AccountExistsError(account.addr, existing.name);
  }
  return {
    ...data,
    accounts: [...data.accounts, ...accounts],
    ...(activate ? { lastActiveAccount: activate } : {}),
  };
}

/** The account removed (matched by address and type); it stops being the active one. */
export function withAccountRemoved(data: WalletData, target: AccountRef): WalletData {
  return {
    ...data,
    accounts: data.accounts.filter((a) => !(a.addr === target.addr && a.type === target.type)),
    lastActiveAccount: data.lastActiveAccount === target.addr ? undefined : data.lastActiveAccount,
  };
}

/** Public fields a command may change on a stored account (never its keys). */
export interface AccountChange {
  /** An unset (undefined) rekeyedTo is removed: the account signs for itself again. */
  rekeyedTo?: string | undefined;
  network?: string;
  name?: string;
}

export function withAccountUpdated(
  data: WalletData,
  target: AccountRef,
  change: AccountChange,
): WalletData {
  return {
    ...data,
    accounts: data.accounts.map((a) => {
      if (a.addr !== target.addr || a.type !== target.type) return a;
      const next = { ...a, ...change };
      if ('rekeyedTo' in change && !change.rekeyedTo) delete next.rekeyedTo;
      return next;
    }),
  };
}
