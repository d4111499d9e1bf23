import { useMemo } from 'react';
import { useStore } from 'zustand';
import { ownSignerKind } from '../../core/accounts/capabilities';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { effectiveEnvironment } from '../../core/config/settings';
import { ENVIRONMENTS } from '../../core/networks/environments';
import { canSignAuthTransaction } from '../../infra/two-factor/auth-token';
import { sessionStore } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';

// Which own accounts may take part in a 2FA account on the current network. Both become
// members of the multisig, so each needs its own single key (a multisig or 2FA account
// cannot be a member). The hot account also signs the provider's ARC-14 auth transaction right
// away, so it needs a stored key or a Ledger.

const MEMBER_SIGNERS = new Set(['key', 'hd', 'ledger', 'walletconnect']);

export interface AccountOption {
  value: string;
  label: string;
}

const shortAddress = (a: string) => `${a.slice(0, 6)}…${a.slice(-6)}`;
const toOption = (a: PublicAccount): AccountOption => ({
  value: a.addr,
  label: `${a.name} (${shortAddress(a.addr)})`,
});

export function useTwoFactorAccounts() {
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const network = useStore(
    settingsStore,
    (s) => ENVIRONMENTS[effectiveEnvironment(s.settings, s.config)].network,
  );
  return useMemo(() => {
    // Accounts without a network predate the field: they are assigned the current one.
    const here = accounts.filter(
      (a) => !a.isHidden && (a.network === undefined || a.network === network),
    );
    const members = here.filter((a) => MEMBER_SIGNERS.has(ownSignerKind(a)));
    return {
      network,
      accounts: here,
      hotOptions: members.filter(canSignAuthTransaction).map(toOption),
      coldOptions: members.map(toOption),
    };
  }, [accounts, network]);
}
