import { Alert, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { CopyValueButton } from '../CopyValueButton';
import type { NameState } from './use-receiver';

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`;

/** Where a typed .algo name leads (short address, its source, Copy), or why it leads nowhere. */
export function NameStatus({ state }: { state: NameState }) {
  const { t } = useTranslation();
  switch (state.kind) {
    case 'none':
      return null;
    case 'resolving':
      return (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('pay.names.resolving', { name: state.name })}</Text>
        </Group>
      );
    case 'found':
      return (
        <Group gap="xs" role="status" wrap="wrap">
          <Text size="sm" ff="monospace">
            {short(state.address)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('pay.names.from', { name: state.name })}
          </Text>
          <CopyValueButton
            value={state.address}
            label={t('common.copy')}
            ariaLabel={t('pay.names.copyAddress', { address: state.address })}
          />
        </Group>
      );
    default:
      return (
        <Alert color="red" role="alert">
          {t(`pay.names.${state.kind}`, { name: state.name })}
        </Alert>
      );
  }
}
