import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { resolveSigner, signsDirectly } from '../../core/accounts/capabilities';
import { realmProblem, type RealmProblem } from '../../core/arc14/auth-transaction';
import { NodeError } from '../../infra/chain/algod-client';
import { accountInfoQuery } from '../../infra/chain/chain-queries';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { copySecret } from '../../ui/copy-secret';
import { describeError } from '../../ui/errors';
import { notifyError } from '../../ui/notify';
import { prepareArc14Transaction, RealmError, signArc14Transaction } from './sign-arc14';

export const REALM_KEYS = {
  empty: 'arc14.realmEmpty',
  suffix: 'arc14.realmSuffix',
  'too-long': 'arc14.realmTooLong',
} as const satisfies Record<RealmProblem, string>;

/**
 * The ARC-14 page's state: realm → the transaction in the shared review → signed token. The
 * token is a bearer credential: it lives in a ref and is written into the output box directly,
 * and is dropped when the realm changes, on "Clear" and on leaving the page.
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
  const [copied, setCopied] = useState(false);
  // The token itself never enters state: `shown` says one is in the ref and on screen.
  const tokenRef = useRef<string | null>(null);
  const outputRef = useRef<HTMLElement>(null);
  const [shown, setShown] = useState<{ revision: number; lastValid: string; realm: string } | null>(
    null,
  );

  const errorText = (e: unknown) =>
    e instanceof RealmError
      ? t(REALM_KEYS[e.problem])
      : e instanceof NodeError && e.code === 'unreachable'
        ? t('arc14.nodeUnavailable')
        : describeError(e, t);

  const prepare = useMutation({
    mutationFn: () => prepareArc14Transaction(account!, realm),
    onError: (e) => notifyError(errorText(e)),
  });
  const sign = useMutation({
    mutationFn: () => signArc14Transaction(prepare.data!, account!, accounts, authAddress),
    onSuccess: ({ token, lastValid }) => {
      tokenRef.current = token;
      prepare.reset();
      setShown((s) => ({
        revision: (s?.revision ?? 0) + 1,
        lastValid: lastValid.toString(),
        realm,
      }));
    },
    onError: (e) => notifyError(errorText(e)),
  });

  useLayoutEffect(() => {
    const output = outputRef.current;
    if (!output || !shown || !tokenRef.current) return;
    output.textContent = tokenRef.current;
    return () => {
      output.textContent = '';
    };
  }, [shown]);
  useEffect(
    () => () => {
      tokenRef.current = null;
    },
    [],
  );

  function forget() {
    tokenRef.current = null;
    setShown(null);
    setCopied(false);
  }

  const problem = realmProblem(realm);
  const canSign = account
    ? signsDirectly(resolveSigner(account, accounts, authAddress).kind)
    : false;
  const failure = prepare.error ?? sign.error;

  return {
    account,
    accounts,
    dev,
    authAddress,
    canSign,
    realm,
    setRealm: (value: string) => {
      setRealmValue(value);
      // A token (and a reviewed transaction) belongs to the realm it was made for.
      forget();
      prepare.reset();
      sign.reset();
    },
    problem,
    showProblem: problem !== null && (submitted || (problem !== 'empty' && realm !== '')),
    review: () => {
      setSubmitted(true);
      sign.reset();
      if (!account || problem || prepare.isPending) return;
      forget();
      prepare.mutate();
    },
    prepare,
    sign,
    cancelReview: () => {
      prepare.reset();
      sign.reset();
    },
    errorText: failure ? errorText(failure) : null,
    shown,
    outputRef,
    copied,
    copy: async () => {
      if (!tokenRef.current) return;
      try {
        // Taken off the clipboard again after 30 s if it is still there.
        await copySecret(tokenRef.current);
        setCopied(true);
      } catch {
        // Clipboard refused (permissions): the token is on screen to select by hand.
      }
    },
    forget,
  };
}

/** The page's state for its sections; the output box's ref is handed to TokenOutput apart. */
export type Arc14 = Omit<ReturnType<typeof useArc14>, 'outputRef'>;
