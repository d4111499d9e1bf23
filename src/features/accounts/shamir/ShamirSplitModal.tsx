import { Alert, Button, Group, NumberInput, PasswordInput, Stack, Text } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../../i18n/react';
import { MAX_SHARES, MIN_SHARES } from '../../../core/backup/shamir-shares';
import { sessionStore } from '../../../infra/session/session';
import { describeError } from '../../../ui/errors';
import { DialogModal, type AccountModalProps } from '../../../ui/modal/DialogModal';
import { ShamirShareView } from './ShamirShareView';
import { useShamirSplit } from './use-shamir-split';

/** Only key accounts (25-word phrase) split: their seed is what A-Wallet's shares hold. */
export function canSplit(account: AccountModalProps['account']): boolean {
  return account.type === 'basic' && account.hasSecret && !account.hasHdSecret;
}

/** "Split into Shamir shares" (issue 43), opened from the account's More menu. */
export function ShamirSplitModal({ account, opened, onClose }: AccountModalProps) {
  const { t } = useTranslation();
  if (!canSplit(account)) return null;
  return (
    <DialogModal
      opened={opened}
      onClose={onClose}
      title={t('shamir.title', { name: account.name })}
      size="lg"
    >
      {/* Mounted only while open: closing unmounts it, which wipes the shares. */}
      {opened && <SplitBody account={account} onClose={onClose} />}
    </DialogModal>
  );
}

function SplitBody({ account, onClose }: Omit<AccountModalProps, 'opened'>) {
  const { t } = useTranslation();
  const passwordRef = useRef<HTMLInputElement>(null);
  const withPasskey = useStore(sessionStore, (s) => s.waysIn?.password === false);
  const split = useShamirSplit(account.addr, passwordRef, withPasskey);

  if (split.done) {
    return (
      <Stack>
        <Alert color="green" role="status">
          {t('shamir.done', { count: split.total })}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    );
  }
  if (split.loaded) return <ShamirShareView split={split} account={account} />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    split.split.mutate();
  }
  const asNumber = (value: string | number) => (typeof value === 'number' ? value : NaN);
  return (
    <form onSubmit={submit}>
      <Stack>
        <Text size="sm">{t('shamir.intro')}</Text>
        <Group grow align="flex-start">
          <NumberInput
            label={t('shamir.count')}
            min={MIN_SHARES}
            max={MAX_SHARES}
            value={split.total}
            onChange={(v) => {
              const n = asNumber(v);
              if (n >= MIN_SHARES && n <= MAX_SHARES) split.setTotal(n);
            }}
            allowDecimal={false}
            clampBehavior="strict"
          />
          <NumberInput
            label={t('shamir.threshold')}
            min={MIN_SHARES}
            max={split.total}
            value={split.threshold}
            onChange={(v) => {
              const k = asNumber(v);
              if (k >= MIN_SHARES && k <= split.total) split.setThreshold(k);
            }}
            allowDecimal={false}
            clampBehavior="strict"
          />
        </Group>
        {withPasskey ? (
          <Text size="sm">{t('shamir.passkeyIntro')}</Text>
        ) : (
          <PasswordInput
            ref={passwordRef}
            label={t('overview.recoveryPhrase.password')}
            autoComplete="current-password"
            data-autofocus
            required
          />
        )}
        {split.split.isError && (
          <Alert color="red" role="alert">
            {describeError(split.split.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={split.split.isPending}>
            {t('shamir.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
