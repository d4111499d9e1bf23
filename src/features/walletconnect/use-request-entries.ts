import { useMemo } from 'react';
import { useStore } from 'zustand';
import { canSign } from '../../core/accounts/capabilities';
import { grantedOnChain } from '../../core/walletconnect/chain-id';
import { validateSignRequest, type SignRequestResult } from '../../core/walletconnect/sign-request';
import { sessionStore } from '../../infra/session/session';
import {
  requestKey,
  walletConnectStore,
  type RequestView,
} from '../../infra/walletconnect/wallet-connect';
import type { ChainFacts } from './use-wallet-connect';

/**
 * A request checked against this wallet and its session (ARC-0001 rules), plus what of it is
 * signed so far. Every view of a request goes through here, so none can skip a rule.
 */
export function useRequestEntries(request: RequestView, chain: ChainFacts, allowRekeys: boolean) {
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const session = useStore(walletConnectStore, (s) =>
    s.sessions.find((x) => x.topic === request.topic && x.version === request.version),
  );
  const signedByTxid = useStore(walletConnectStore, (s) => s.signed[requestKey(request)]);
  const signed = useMemo(() => new Map(Object.entries(signedByTxid ?? {})), [signedByTxid]);
  const validation: SignRequestResult = useMemo(
    () =>
      validateSignRequest(request.params, {
        genesisHash: chain.genesisHash,
        // v1 sessions hold plain addresses on chain id 4160, which names no network: the
        // genesis hash check of each transaction is what keeps their requests on this one.
        grantedAccounts:
          request.version === 1
            ? (session?.accounts ?? [])
            : grantedOnChain(session?.accounts ?? [], chain.chainId),
        canSign: (address) => {
          const account = accounts.find((a) => a.addr === address);
          return account ? canSign(account, accounts) : false;
        },
        ownAccounts: accounts.map((a) => a.addr),
        allowRekeys,
        // As the node reported them when the request came in; a request let in without that
        // answer (node unreachable) is checked against the rekeys the wallet stored.
        authAddresses:
          request.authAddresses ??
          new Map(
            accounts.map((a) => [
              a.addr,
              a.rekeyedTo && a.rekeyedTo !== a.addr ? a.rekeyedTo : undefined,
            ]),
          ),
      }),
    [request.params, request.version, request.authAddresses, chain, session, accounts, allowRekeys],
  );
  const otherChain = request.version === 2 && request.chainId !== chain.chainId;
  const entries = validation.ok && !otherChain ? validation.entries : [];
  return { accounts, validation, otherChain, entries, signed };
}
