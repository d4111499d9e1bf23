import { useMemo, useState } from 'react';
import { useOutletContext } from 'react-router';
import { useStore } from 'zustand';
import { resolveSigner, signsDirectly } from '../../core/accounts/capabilities';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { BASE_COIN_TOKEN } from '../../core/voting/tokens';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore } from '../../infra/session/session';
import { rememberVoteToken, rememberedVoteToken } from '../../infra/voting/vote-token-store';

// What every voting screen shares (the layout owns it, the screens read it with useVote):
// the network, the account that asks, votes, delegates or publishes, and AMS-01's token.

export interface VoteContext {
  network: string;
  /** Every wallet account (the review names them). */
  accounts: readonly PublicAccount[];
  /** Accounts on this network that sign on their own: those offered as the voting account. */
  voters: readonly PublicAccount[];
  account: PublicAccount | undefined;
  setAccount: (address: string) => void;
  /** The token whose balances weigh the results (0: the base coin). */
  token: bigint;
  setToken: (token: bigint) => void;
}

export function useVoteContextState(): VoteContext {
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const network = currentChain().network;
  const voters = useMemo(
    () =>
      accounts.filter(
        (a) =>
          !a.isHidden &&
          (!a.network || a.network === network) &&
          signsDirectly(resolveSigner(a, accounts).kind),
      ),
    [accounts, network],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const account = voters.find((a) => a.addr === chosen) ?? voters[0];
  const [token, setTokenState] = useState(() => rememberedVoteToken(network) ?? BASE_COIN_TOKEN);
  return {
    network,
    accounts,
    voters,
    account,
    setAccount: setChosen,
    token,
    setToken(next) {
      setTokenState(next);
      rememberVoteToken(network, next);
    },
  };
}

/** The voting layout's shared state, for a screen under /vote. */
export function useVote(): VoteContext {
  return useOutletContext<VoteContext>();
}
