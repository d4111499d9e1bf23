import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { resolveSigner, signsDirectly } from '../../core/accounts/capabilities';
import { realmProblem, type RealmProblem } from '../../core/arc14/auth-transaction';
import { NodeError } from '../../infra/chain/algod-client';
import { accountInfoQuery } from '../../infra/chain/chain-queries';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { describeError } from '../../ui/errors';
import { useSignedOutput } from '../../ui/secret-output/use-signed-output';
import { prepareArc14Transaction, RealmError, signArc14Transaction } from './sign-arc14';

export const REALM_KEYS = {
  empty: 'arc14.realmEmpty',
  suffix: 'arc14.realmSuffix',
  'too-long': 'arc14.realmTooLong',
} as const satisfies Record<RealmProblem, string>;

/**
 * The ARC-14 page's state: realm → the transaction in the shared review → signed token. The
 * token is a bearer credential, kept as ui/secret-output keeps one: out of React state, dropped
 * when the realm changes, on "Clear" and on leaving the page.
 */
export function useArc14() {
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
  const [realm, setRealmValue] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const signed = useSignedOutput({
    prepare: () => prepareArc14Transaction(account!, realm),
    sign: async (txn) => {
      const { token, lastValid } = await signArc14Transaction(txn, account!, accounts, authAddress);
      return { secret: token, details: { lastValid: lastValid.toString(), realm } };
    },
    errorText: (e) =>
      e instanceof RealmError
        ? t(REALM_KEYS[e.problem])
        : e instanceof NodeError && e.code === 'unreachable'
          ? t('arc14.nodeUnavailable')
          : describeError(e, t),
  });

  const problem = realmProblem(realm);
  return {
    ...signed,
    account,
    accounts,
    dev,
    authAddress,
    canSign: account ? signsDirectly(resolveSigner(account, accounts, authAddress).kind) : false,
    realm,
    setRealm: (value: string) => {
      setRealmValue(value);
      signed.edited();
    },
    problem,
    showProblem: problem !== null && (submitted || (problem !== 'empty' && realm !== '')),
    review: () => {
      setSubmitted(true);
      signed.review(Boolean(account) && !problem);
    },
  };
}

/** The page's state for its sections; the output box's ref is handed to TokenOutput apart. */
export type Arc14 = Omit<ReturnType<typeof useArc14>, 'outputRef'>;
