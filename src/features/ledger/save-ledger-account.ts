import type { StoredAccount } from '../../core/accounts/stored-account';
import { AccountExistsError } from '../../core/accounts/wallet-commands';
import { addAccounts } from '../../infra/session/session';

export class DuplicateAccountError extends Error {
  constructor() {
    super('This account is already in the wallet');
    this.name = 'DuplicateAccountError';
  }
}

export interface LedgerAccountInput {
  addr: string;
  addr0: string;
  slot: number;
  name: string;
  network: string;
}

/**
 * Adds the Ledger account (spec 001 section 3: name, addr, primary addr, slot) and makes it
 * the active account. The duplicate check runs on the freshest stored wallet, so
 * an account added meanwhile in another tab is caught too.
 */
export async function saveLedgerAccount(input: LedgerAccountInput): Promise<void> {
  const account: StoredAccount = {
    addr: input.addr,
    name: input.name.trim(),
    type: 'ledger',
    slot: input.slot,
    addr0: input.addr0,
    network: input.network,
  };
  try {
    await addAccounts([account], { activate: account.addr });
  } catch (error) {
    if (error instanceof AccountExistsError) throw new DuplicateAccountError();
    throw error;
  }
}
