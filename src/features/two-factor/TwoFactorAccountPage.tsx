import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  MaskInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AuthenticatorSetup } from '../../core/two-factor/provider-responses';
import { selectableProviders } from '../../core/two-factor/providers';
import { normalizeTwoFactorCode } from '../../core/two-factor/two-factor-accounts';
import { loadTwoFactorProviders } from '../../infra/two-factor/provider-list';
import { notifySuccess } from '../../ui/notify';
import { TwoFactorSecret } from './TwoFactorSecret';
import { twoFactorErrorText } from './two-factor-error-text';
import { confirmSecret, requestSecret, saveTwoFactorAccount } from './two-factor-setup';
import { useTwoFactorAccounts } from './use-two-factor-accounts';
import { twoFactorKeys } from './query-keys';

type Phase = 'select' | 'requesting' | 'scan' | 'confirming';

/**
 * /new-account/2fa (spec 001 section 2, spec 000 sections 3-4): pick provider, hot and cold
 * account; the hot account authenticates to the provider (ARC-14) and gets the authenticator
 * secret; a code from the app confirms it and yields the provider's account; the 2-of-3
 * multisig is saved and the user goes to the accounts list.
 */
export function TwoFactorAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { network, accounts, hotOptions, coldOptions } = useTwoFactorAccounts();
  const providers = useQuery({
    queryKey: twoFactorKeys.providers(network),
    queryFn: loadTwoFactorProviders,
    staleTime: Infinity,
  });
  const selectable = selectableProviders(providers.data ?? []);

  const [chosenProvider, setChosenProvider] = useState<string | null>(null);
  const [hot, setHot] = useState<string | null>(null);
  const [cold, setCold] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('select');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [twoFactorAccount, setTwoFactorAccount] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Secrets live in refs, never in state: the ARC-14 token and the authenticator secret.
  const tokenRef = useRef<string | null>(null);
  const secretRef = useRef<AuthenticatorSetup | null>(null);
  const resetCodeRef = useRef<(() => void) | null>(null);
  const [secretRevision, setSecretRevision] = useState(0);

  // With a single provider there is nothing to choose.
  const providerId = chosenProvider ?? (selectable.length === 1 ? selectable[0]!.id : null);
  const sameAccounts = hot !== null && hot === cold;
  // The accounts are fixed from the request on: the secret belongs to exactly this pair.
  const locked = phase !== 'select';
  const secretRequested = phase === 'scan' || phase === 'confirming';
  const enoughAccounts = hotOptions.length > 0 && coldOptions.length > 1;
  const completeCode = normalizeTwoFactorCode(code);

  useEffect(
    () => () => {
      tokenRef.current = null;
      secretRef.current = null;
    },
    [],
  );

  function fail(e: unknown) {
    const message = twoFactorErrorText(e, t);
    // Shown inline where the action was; a toast as well would say it twice (notify.ts).
    setError(message);
  }

  function forgetSecrets() {
    tokenRef.current = null;
    secretRef.current = null;
    setSecretRevision((r) => r + 1);
  }

  async function request(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setPhase('requesting');
    try {
      const result = await requestSecret({
        providerId,
        hot: accounts.find((a) => a.addr === hot),
        coldAddress: cold,
      });
      tokenRef.current = result.authToken;
      secretRef.current = result.setup;
      setSecretRevision((r) => r + 1);
      setPhase('scan');
    } catch (e) {
      fail(e);
      setPhase('select');
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setError(t('twoFactor.nameRequired'));
    if ((!completeCode && !twoFactorAccount) || !providerId || !hot || !cold) return;
    setPhase('confirming');
    try {
      let provided = twoFactorAccount;
      if (!provided) {
        const authToken = tokenRef.current;
        if (!authToken || !completeCode) throw new Error('setup state lost');
        provided = await confirmSecret({
          providerId,
          authToken,
          recoveryAccount: cold,
          code: completeCode,
        });
        // Confirmed: the app holds the secret now. Kept so a failed save can be retried.
        setTwoFactorAccount(provided);
        forgetSecrets();
      }
      await saveTwoFactorAccount({
        name,
        network,
        providerId,
        primaryAccount: hot,
        recoveryAccount: cold,
        twoFactorAccount: provided,
      });
      notifySuccess(t('twoFactor.saved', { name: name.trim() }));
      void navigate('/accounts');
    } catch (e) {
      fail(e);
      setPhase('scan');
    }
  }

  function startOver() {
    forgetSecrets();
    setTwoFactorAccount(null);
    setCode('');
    resetCodeRef.current?.();
    setError(null);
    setPhase('select');
  }

  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('twoFactor.title')}</Title>
        <Text>{t('twoFactor.intro')}</Text>

        {!enoughAccounts && (
          <Alert color="yellow">
            {t('twoFactor.noAccounts')}{' '}
            <Anchor component={Link} to="/new-account" c="bright" underline="always">
              {t('twoFactor.createAccount')}
            </Anchor>
          </Alert>
        )}
        {providers.isSuccess && selectable.length === 0 && (
          <Alert color="yellow">{t('twoFactor.noProviders')}</Alert>
        )}

        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="two-factor-setup">
          <form onSubmit={(e) => void request(e)} noValidate>
            <Stack>
              <Title order={2} size="h3" id="two-factor-setup">
                {t('twoFactor.setupSection')}
              </Title>
              <Select
                label={t('twoFactor.provider')}
                placeholder={providers.isPending ? t('common.loading') : t('twoFactor.choose')}
                data={selectable.map((p) => ({ value: p.id, label: p.providerName }))}
                value={providerId}
                onChange={setChosenProvider}
                readOnly={locked}
                disabled={providers.isPending}
                allowDeselect={false}
                required
              />
              <Select
                label={t('twoFactor.hotAccount')}
                description={t('twoFactor.hotAccountHint')}
                placeholder={t('twoFactor.choose')}
                data={hotOptions}
                value={hot}
                onChange={setHot}
                readOnly={locked}
                allowDeselect={false}
                required
              />
              <Select
                label={t('twoFactor.coldAccount')}
                description={t('twoFactor.coldAccountHint')}
                placeholder={t('twoFactor.choose')}
                data={coldOptions}
                value={cold}
                onChange={setCold}
                readOnly={locked}
                allowDeselect={false}
                error={sameAccounts ? t('twoFactor.errors.sameAccounts') : undefined}
                required
              />
              <Group>
                {secretRequested ? (
                  <Button variant="default" onClick={startOver} disabled={phase === 'confirming'}>
                    {t('twoFactor.startOver')}
                  </Button>
                ) : (
                  <Button
                    type="submit"
                    loading={phase === 'requesting'}
                    disabled={!providerId || !hot || !cold || sameAccounts}
                  >
                    {t('twoFactor.requestQr')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        </Paper>

        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}

        {secretRequested && (
          <Paper
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-labelledby="two-factor-confirm"
          >
            <form onSubmit={(e) => void confirm(e)} noValidate>
              <Stack>
                <Title order={2} size="h3" id="two-factor-confirm">
                  {t('twoFactor.scanSection')}
                </Title>
                {twoFactorAccount === null && (
                  <>
                    <Text size="sm">{t('twoFactor.scanIntro')}</Text>
                    <TwoFactorSecret secretRef={secretRef} revision={secretRevision} />
                  </>
                )}
                <TextInput
                  label={t('twoFactor.name')}
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                  maxLength={100}
                  required
                />
                <MaskInput
                  label={t('twoFactor.code')}
                  description={t('twoFactor.codeHint')}
                  mask="999-999"
                  maw={240}
                  onChangeRaw={(raw) => setCode(raw)}
                  resetRef={resetCodeRef}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  disabled={twoFactorAccount !== null}
                  required
                />
                <Group>
                  <Button
                    type="submit"
                    loading={phase === 'confirming'}
                    disabled={!completeCode && twoFactorAccount === null}
                  >
                    {t('twoFactor.confirm')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
