import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { resolveSigner } from '../../core/accounts/capabilities';
import { signerSource } from '../../core/accounts/signer-source';
import { NodeError } from '../../infra/chain/algod-client';
import { accountInfoQuery } from '../../infra/chain/chain-queries';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { describeError } from '../../ui/errors';
import { useSignedOutput } from '../../ui/secret-output/use-signed-output';
import { prepareSignIn, SignInRefused, signSignIn } from './sign-arc60';

/**
 * The ARC-60 page's state: domain → the Sign-In request reviewed field by field → signed and
 * verified. A signature is a sign-in credential for the domain until the request expires, kept
 * as ui/secret-output keeps one (like the ARC-14 token): out of React state, dropped when the
 * form changes, on "Clear" and on leaving the page.
 */
export function useArc60Page() {
  const { t } = useTranslation();
  const { account: address = '' } = useParams();
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const account = accounts.find((a) => a.addr === address);
  const dev = useStore(settingsStore, (s) => s.settings.dev ?? s.config.dev ?? false);
  const info = useQuery({
    ...accountInfoQuery(currentChain().network, address),
    enabled: dev && Boolean(account),
  });
  const authAddress = info.data ? (info.data['auth-addr'] ?? account?.addr) : undefined;
  const [domain, setDomainValue] = useState(() => window.location.host);
  const [statement, setStatementValue] = useState('');

  const signed = useSignedOutput({
    prepare: () => prepareSignIn({ account: account!, authAddress, domain, statement }),
    sign: async (request) => {
      const { signature, ...details } = await signSignIn(request, account!, accounts, authAddress);
      return { secret: signature, details };
    },
    errorText: (e) =>
      e instanceof SignInRefused
        ? t(e.refusal.code === 'domain-mismatch' ? 'arc60.badDomain' : 'arc60.refused')
        : e instanceof NodeError && e.code === 'unreachable'
          ? t('arc60.nodeUnavailable')
          : describeError(e, t),
  });

  return {
    ...signed,
    account,
    dev,
    // Only keys in the vault sign data (infra/transactions/sign-data.ts).
    canSign: account
      ? signerSource(resolveSigner(account, accounts, authAddress).kind) === 'vault'
      : false,
    domain,
    setDomain: (value: string) => {
      setDomainValue(value);
      signed.edited();
    },
    statement,
    setStatement: (value: string) => {
      setStatementValue(value);
      signed.edited();
    },
    review: () => signed.review(Boolean(account) && domain.trim() !== ''),
  };
}

/** The page's state for its sections; the output box's ref is handed to SignatureOutput apart. */
export type Arc60 = Omit<ReturnType<typeof useArc60Page>, 'outputRef'>;
