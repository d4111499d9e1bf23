// Adding an account to the open wallet, shared by every "new account" form.
import type { TFunction } from '../../i18n/translate';
import type { StoredAccount } from '../../core/accounts/stored-account';
import { effectiveEnvironment } from '../../core/config/settings';
import { ENVIRONMENTS } from '../../core/networks/environments';
import { AccountExistsError } from '../../core/accounts/wallet-commands';
import { addAccounts, sessionStore } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { describeError } from '../../ui/errors';

export { AccountExistsError as DuplicateAccountError };

/** Network name stored on new accounts: the one the wallet currently shows. */
export function currentNetwork(): string {
  const { settings, config } = settingsStore.getState();
  return ENVIRONMENTS[effectiveEnvironment(settings, config)].network;
}

/** The name of the wallet account with this address, if there is one. */
export function existingAccountName(address: string): string | undefined {
  return sessionStore.getState().accounts.find((a) => a.addr === address)?.name;
}

/**
 * Appends `account` unless its address is already in the wallet. Checked twice: against the
 * session for a quick answer, and inside the change, which runs on the freshest stored record
 * (another tab may have added the same address meanwhile). A throw there writes nothing.
 */
export async function addAccount(account: StoredAccount): Promise<void> {
  const known = existingAccountName(account.addr);
  if (known !== undefined) throw new AccountExistsError(account.addr, known);
  await addAccounts([account]);
}

export function describeSaveError(error: unknown, t: TFunction): string {
  if (error instanceof AccountExistsError)
    return t('newAccount.duplicate', { name: error.existingName });
  return describeError(error, t);
}
