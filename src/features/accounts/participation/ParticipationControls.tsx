import '@mantine/core/styles/NumberInput.layer.css';
import { Alert, Button, Group, Loader, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveSigner, signsDirectly } from '../../../core/accounts/capabilities';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import { formatUnitsShort } from '../../../core/amounts/format';
import {
  DEFAULT_PARTICIPATION_ROUNDS,
  isValidRounds,
  KEY_REGISTRATION_FEE,
  MAX_PARTICIPATION_ROUNDS,
  MIN_PARTICIPATION_ROUNDS,
  PARTICIPATION_ROUNDS_STEP,
  RELOAD_DELAY_MS,
} from '../../../core/participation/participation';
import {
  goOffline,
  goOnline,
  type KeyRegistrationResult,
} from '../../../infra/participation/participation-flow';

import { notifyError, notifySuccess } from '../../../ui/notify';
import { useTokenSymbol } from '../use-token-symbol';
import { participationErrorText } from './participation-error-text';

type Mode = 'online' | 'offline';
type Phase =
  | { name: 'form' }
  | { name: 'processing' }
  | { name: 'success'; result: KeyRegistrationResult }
  | { name: 'error'; message: string };

export interface ParticipationControlsProps {
  account: PublicAccount;
  wallet: readonly PublicAccount[];
  network: string;
  /** The indexer's status ("Online", "Offline", "NotParticipating"); undefined while loading. */
  status: string | undefined;
  authAddress: string | undefined;
}

/**
 * Go online / go offline (spec 000 sections 4, 5 and 9) for accounts that sign with a key or a
 * Ledger, directly or through a rekey. After a confirmed key registration the account is
 * reloaded 5 s later, once the indexer has caught up.
 */
export function ParticipationControls({
  account,
  wallet,
  network,
  status,
  authAddress,
}: ParticipationControlsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const symbol = useTokenSymbol();
  const [mode, setMode] = useState<Mode | null>(null);
  const [rounds, setRounds] = useState<number | string>(DEFAULT_PARTICIPATION_ROUNDS);
  const [phase, setPhase] = useState<Phase>({ name: 'form' });
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const { kind } = resolveSigner(account, wallet, authAddress);
  if (!signsDirectly(kind) || (status !== 'Online' && status !== 'Offline')) return null;

  const roundsValid = typeof rounds === 'number' && isValidRounds(rounds);
  const processing = phase.name === 'processing';

  function open(next: Mode) {
    setPhase({ name: 'form' });
    setMode(next);
  }

  function close() {
    if (!processing) setMode(null);
  }

  function scheduleReload() {
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: ['account', network, account.addr] });
      void queryClient.invalidateQueries({
        queryKey: ['account-transactions', network, account.addr],
      });
    }, RELOAD_DELAY_MS);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!mode || processing || (mode === 'online' && !roundsValid)) return;
    setPhase({ name: 'processing' });
    const request = { account, wallet, authAddress };
    try {
      const result =
        mode === 'online'
          ? await goOnline({ ...request, rounds: Number(rounds) })
          : await goOffline(request);
      setPhase({ name: 'success', result });
      notifySuccess(
        t(mode === 'online' ? 'participation.onlineToast' : 'participation.offlineToast'),
      );
      scheduleReload();
    } catch (error) {
      const message = participationErrorText(error, t);
      setPhase({ name: 'error', message });
      notifyError(message);
    }
  }

  const title = mode === 'offline' ? t('participation.goOffline') : t('participation.goOnline');
  const done = phase.name === 'success' ? phase.result : null;

  return (
    <>
      {status === 'Online' ? (
        <Button variant="default" size="xs" onClick={() => open('offline')}>
          {t('participation.goOffline')}
        </Button>
      ) : (
        <Button variant="default" size="xs" onClick={() => open('online')}>
          {t('participation.goOnline')}
        </Button>
      )}
      <Modal
        opened={mode !== null}
        onClose={close}
        title={title}
        centered
        closeOnClickOutside={!processing}
        closeOnEscape={!processing}
        withCloseButton={!processing}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <Text size="sm">
              {mode === 'offline'
                ? t('participation.offlineIntro')
                : t('participation.onlineIntro')}
            </Text>
            {mode === 'online' && (
              <NumberInput
                label={t('participation.rounds')}
                description={t('participation.roundsHint')}
                value={rounds}
                onChange={setRounds}
                min={MIN_PARTICIPATION_ROUNDS}
                max={MAX_PARTICIPATION_ROUNDS}
                step={PARTICIPATION_ROUNDS_STEP}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=" "
                readOnly={processing || done !== null}
                error={roundsValid ? undefined : t('participation.roundsInvalid')}
                required
              />
            )}
            <Text size="sm">
              {t('participation.fee', {
                amount: `${formatUnitsShort(KEY_REGISTRATION_FEE)} ${symbol}`,
              })}
            </Text>
            {processing && (
              <Group gap="xs" role="status">
                <Loader size="xs" />
                <Text size="sm">{t('participation.processing')}</Text>
              </Group>
            )}
            {done && (
              <Alert color="teal" role="status">
                <Stack gap={4}>
                  <Text size="sm">
                    {done.range
                      ? t('participation.onlineDone', {
                          first: done.range.first.toString(),
                          last: done.range.last.toString(),
                          round: done.confirmedRound.toString(),
                        })
                      : t('participation.offlineDone', { round: done.confirmedRound.toString() })}
                  </Text>
                  <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {t('participation.transaction', { id: done.txId })}
                  </Text>
                  <Text size="sm">{t('participation.reloading')}</Text>
                </Stack>
              </Alert>
            )}
            {phase.name === 'error' && (
              <Alert color="red" role="alert">
                {phase.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={processing}>
                {done ? t('common.close') : t('common.cancel')}
              </Button>
              {!done && (
                <Button
                  type="submit"
                  loading={processing}
                  disabled={mode === 'online' && !roundsValid}
                >
                  {title}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
