import { Alert, Button, Group, MaskInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useLocation } from 'react-router';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import type { Proposal, ProposalContext } from '../../../core/multisig/proposal';
import type { TwoFactorCoSigner } from '../../../core/multisig/signers';
import { normalizeTwoFactorCode } from '../../../core/two-factor/two-factor-accounts';
import { canSignAuthTransaction } from '../../../infra/two-factor/auth-token';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { authorizePrimaryAccount, providerCoSignature } from './multisig-actions';
import { multisigErrorText } from './multisig-error-text';

/**
 * The 2FA code block (spec 000 sections 4-5): the primary account first signs the provider's
 * ARC-14 authorization; then a 6-digit code (mask 999-999, Sign disabled until complete) asks
 * the provider for its co-signature. The token stays in a ref and is dropped on unmount.
 */
export function TwoFactorCoSign({
  proposal,
  coSigner,
  primary,
  context,
  onSigned,
}: {
  proposal: Proposal;
  coSigner: TwoFactorCoSigner;
  /** The 2FA account's primary account, when it is in this wallet. */
  primary: PublicAccount | undefined;
  context: ProposalContext;
  onSigned: (next: Proposal) => void;
}) {
  const { t } = useTranslation();
  const tokenRef = useRef<string | null>(null);
  const resetCodeRef = useRef<(() => void) | null>(null);
  const [authorized, setAuthorized] = useState(false);
  // A code typed in the accounts list's 2FA column arrives with the navigation (never the URL).
  const location = useLocation();
  const carried = normalizeTwoFactorCode(
    String((location.state as { twoFactorCode?: unknown } | null)?.twoFactorCode ?? ''),
  );
  // The code, like the token, stays out of state: only whether it is complete is rendered.
  const codeRef = useRef(carried ?? '');
  const [codeComplete, setCodeComplete] = useState(carried !== null);
  const setCode = (raw: string) => {
    codeRef.current = raw;
    setCodeComplete(normalizeTwoFactorCode(raw) !== null);
  };

  useEffect(
    () => () => {
      tokenRef.current = null;
      codeRef.current = '';
    },
    [],
  );

  // The token is kept in the ref, never returned: a mutation's result stays in its cache.
  const authorize = useMutation({
    mutationFn: async () => {
      if (!primary) return;
      tokenRef.current = await authorizePrimaryAccount(coSigner, primary);
      setAuthorized(true);
    },
    onError: (error) => notifyError(multisigErrorText(error, t)),
  });

  const sign = useMutation({
    mutationFn: async () => {
      const authToken = tokenRef.current;
      const code = normalizeTwoFactorCode(codeRef.current);
      if (!authToken || !code) return null;
      return providerCoSignature(proposal, { coSigner, authToken, code, context });
    },
    onSuccess: (next) => {
      if (!next) return;
      notifySuccess(t('multisig.twoFactor.signed'));
      onSigned(next);
    },
    onError: (error) => {
      // A wrong or expired code is the usual cause: the user types the next one.
      setCode('');
      resetCodeRef.current?.();
      notifyError(multisigErrorText(error, t));
    },
  });
  const busy = authorize.isPending || sign.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tokenRef.current && codeComplete) sign.mutate();
  };

  if (!primary || !canSignAuthTransaction(primary)) {
    return (
      <Alert color="yellow">
        {t('multisig.twoFactor.primaryMissing', { address: coSigner.primaryAccount })}
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm">{t('multisig.twoFactor.intro')}</Text>
      {authorized ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <MaskInput
              label={t('multisig.twoFactor.code')}
              description={t('multisig.twoFactor.codeHint')}
              mask="999-999"
              maw={240}
              onChangeRaw={(raw) => setCode(raw)}
              defaultValue={carried ? `${carried.slice(0, 3)}-${carried.slice(3)}` : undefined}
              resetRef={resetCodeRef}
              inputMode="numeric"
              autoComplete="one-time-code"
              disabled={busy}
              required
            />
            <Group>
              <Button type="submit" loading={busy} disabled={!codeComplete}>
                {t('multisig.twoFactor.sign')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <>
          <Text size="sm">{t('multisig.twoFactor.authorizeHint', { name: primary.name })}</Text>
          <Group>
            <Button onClick={() => authorize.mutate()} loading={busy}>
              {t('multisig.twoFactor.authorize')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
