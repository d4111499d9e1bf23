import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { resolveSigner } from '../../core/accounts/capabilities';
import { signerSource } from '../../core/accounts/signer-source';
import { NodeError } from '../../infra/chain/algod-client';
import { accountInfoQuery } from '../../infra/chain/chain-queries';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { copySecret } from '../../ui/copy-secret';
import { describeError } from '../../ui/errors';
import { notifyError } from '../../ui/notify';
import { prepareSignIn, SignInRefused, signSignIn } from './sign-arc60';

/**
 * The ARC-60 page's state: domain → the Sign-In request reviewed field by field → signed and
 * verified. A signature is a sign-in credential for the domain until the request expires: it
 * lives in a ref and is written into the output box directly, like the ARC-14 token, and is
 * dropped when the form changes, on "Clear" and on leaving the page.
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
  const [copied, setCopied] = useState(false);
  const signatureRef = useRef<string | null>(null);
  const outputRef = useRef<HTMLElement>(null);
  const [shown, setShown] = useState<{
    revision: number;
    signer: string;
    verified: boolean;
  } | null>(null);

  const errorText = (e: unknown) =>
    e instanceof SignInRefused
      ? t(e.refusal.code === 'domain-mismatch' ? 'arc60.badDomain' : 'arc60.refused')
      : e instanceof NodeError && e.code === 'unreachable'
        ? t('arc60.nodeUnavailable')
        : describeError(e, t);

  const prepare = useMutation({
    mutationFn: () => prepareSignIn({ account: account!, authAddress, domain, statement }),
    onError: (e) => notifyError(errorText(e)),
  });
  const sign = useMutation({
    // The signature goes straight into the ref: a mutation's result stays in its cache.
    mutationFn: async () => {
      const { signature, ...result } = await signSignIn(
        prepare.data!,
        account!,
        accounts,
        authAddress,
      );
      signatureRef.current = signature;
      return result;
    },
    onSuccess: ({ signer, verified }) => {
      prepare.reset();
      setShown((s) => ({ revision: (s?.revision ?? 0) + 1, signer, verified }));
    },
    onError: (e) => notifyError(errorText(e)),
  });

  useLayoutEffect(() => {
    const output = outputRef.current;
    if (!output || !shown || !signatureRef.current) return;
    output.textContent = signatureRef.current;
    return () => {
      output.textContent = '';
    };
  }, [shown]);
  useEffect(
    () => () => {
      signatureRef.current = null;
    },
    [],
  );

  function forget() {
    signatureRef.current = null;
    setShown(null);
    setCopied(false);
  }
  function edited() {
    forget();
    prepare.reset();
    sign.reset();
  }

  // Only keys in the vault sign data (infra/transactions/sign-data.ts).
  const canSign = account
    ? signerSource(resolveSigner(account, accounts, authAddress).kind) === 'vault'
    : false;
  const failure = prepare.error ?? sign.error;

  return {
    account,
    dev,
    canSign,
    domain,
    setDomain: (value: string) => {
      setDomainValue(value);
      edited();
    },
    statement,
    setStatement: (value: string) => {
      setStatementValue(value);
      edited();
    },
    review: () => {
      sign.reset();
      if (!account || !domain.trim() || prepare.isPending) return;
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
      if (!signatureRef.current) return;
      try {
        await copySecret(signatureRef.current);
        setCopied(true);
      } catch {
        // Clipboard refused: the signature is on screen to select by hand.
      }
    },
    forget,
  };
}

/** The page's state for its sections; the output box's ref is handed to SignatureOutput apart. */
export type Arc60 = Omit<ReturnType<typeof useArc60Page>, 'outputRef'>;
