import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { effectiveEnvironment } from '../../core/config/settings';
import { ledgerTransportUrl } from '../../core/ledger/ledger-config';
import { LedgerError } from '../../core/ledger/ledger-error';
import { MAX_LEDGER_SLOT, readLedgerSlot } from '../../core/ledger/ledger-slot';
import { ENVIRONMENTS } from '../../core/networks/environments';
import { getLedgerAccount, getLedgerAddress } from '../../infra/ledger/ledger-client';
import { settingsStore } from '../../infra/settings/settings-store';
import { notifySuccess } from '../../ui/notify';
import { NumberField } from '../../ui/NumberField';
import { AddressLine } from './AddressLine';
import { ledgerErrorText } from './ledger-error-text';
import { saveLedgerAccount } from './save-ledger-account';

interface LoadedAccount {
  slot: number;
  addr: string;
  addr0: string;
}

type Busy = 'connect' | 'verify' | 'save' | null;

/**
 * /new-account/ledger (spec 001 section 2): read the address of a slot from the device, then
 * save it as a Ledger account. Nothing secret passes through here: the key never leaves the
 * device.
 */
export function LedgerAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useStore(
    settingsStore,
    (s) => ENVIRONMENTS[effectiveEnvironment(s.settings, s.config)].network,
  );
  const emulatorUrl = useStore(settingsStore, (s) => ledgerTransportUrl(s.config));
  const [slot, setSlot] = useState<number | string>(0);
  const [loaded, setLoaded] = useState<LoadedAccount | null>(null);
  const [verified, setVerified] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // As typed: a slot out of range stays in the field with its message and Connect waits.
  const validSlot = readLedgerSlot(slot);

  function fail(e: unknown) {
    const message = ledgerErrorText(e, t);
    // Shown inline where the action was; a toast as well would say it twice (notify.ts).
    setError(message);
  }

  // One device action at a time: connect, verify on the device, or save.
  const action = useMutation({
    mutationFn: ({ work }: { kind: Exclude<Busy, null>; work: () => Promise<void> }) => work(),
    onMutate: () => setError(null),
    onError: fail,
  });
  const busy: Busy = action.isPending ? action.variables.kind : null;
  const run = (kind: Exclude<Busy, null>, work: () => Promise<void>) =>
    action.mutate({ kind, work });

  function changeSlot(value: number | string) {
    setSlot(value);
    // The address shown must always be the one of the slot in the field.
    setLoaded(null);
    setVerified(false);
  }

  function connect(event: FormEvent) {
    event.preventDefault();
    if (validSlot === null) return setError(t('ledger.slotInvalid'));
    // Only what this read returns is shown: a failed read leaves no older address behind.
    setLoaded(null);
    setVerified(false);
    void run('connect', async () => {
      const account = await getLedgerAccount(validSlot);
      setLoaded({ slot: validSlot, ...account });
      setName((current) => current || t('ledger.defaultName', { slot: validSlot }));
    });
  }

  function verify() {
    if (!loaded) return;
    void run('verify', async () => {
      const shown = await getLedgerAddress(loaded.slot, { display: true });
      if (shown !== loaded.addr) throw new LedgerError('wrong-device');
      setVerified(true);
    });
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (!loaded) return;
    if (!name.trim()) return setError(t('ledger.nameRequired'));
    void run('save', async () => {
      await saveLedgerAccount({ ...loaded, name, network });
      notifySuccess(t('ledger.saved', { name: name.trim() }));
      void navigate('/accounts');
    });
  }

  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('ledger.title')}</Title>
        <Text>{t('ledger.intro')}</Text>
        {emulatorUrl && (
          <Alert
            color="yellow"
            title={t('ledger.emulatedTitle')}
            // The default yellow title fails AA contrast on the light background.
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            {t('ledger.emulated', { url: emulatorUrl })}
          </Alert>
        )}

        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ledger-device">
          <form onSubmit={connect} noValidate>
            <Stack>
              <Title order={2} size="h3" id="ledger-device">
                {t('ledger.deviceSection')}
              </Title>
              <NumberField
                label={t('ledger.slot')}
                description={t('ledger.slotHint')}
                value={slot}
                onChange={changeSlot}
                min={0}
                max={MAX_LEDGER_SLOT}
                error={validSlot === null ? t('ledger.slotInvalid') : undefined}
                required
              />
              <Group>
                <Button
                  type="submit"
                  loading={busy === 'connect'}
                  disabled={busy !== null || validSlot === null}
                >
                  {t('ledger.connect')}
                </Button>
              </Group>
              {busy !== null && busy !== 'save' && (
                <Group gap="xs" role="status">
                  <Loader size="xs" />
                  <Text size="sm">{t('ledger.waiting')}</Text>
                </Group>
              )}
            </Stack>
          </form>
        </Paper>

        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}

        {loaded && (
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ledger-account">
            <form onSubmit={save} noValidate>
              <Stack>
                <Title order={2} size="h3" id="ledger-account">
                  {t('ledger.accountSection', { slot: loaded.slot })}
                </Title>
                <AddressLine label={t('ledger.address')} address={loaded.addr} />
                <AddressLine label={t('ledger.primaryAddress')} address={loaded.addr0} />
                <Group gap="sm">
                  <Button
                    variant="default"
                    onClick={verify}
                    loading={busy === 'verify'}
                    disabled={busy !== null}
                  >
                    {t('ledger.verify')}
                  </Button>
                  <Text size="sm" c={verified ? 'teal.9' : undefined} role="status">
                    {verified ? t('ledger.verified') : t('ledger.verifyHint')}
                  </Text>
                </Group>
                <TextInput
                  label={t('ledger.name')}
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                  maxLength={100}
                  required
                />
                <Group>
                  <Button type="submit" loading={busy === 'save'} disabled={busy !== null}>
                    {t('ledger.save')}
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
