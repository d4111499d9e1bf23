import { Alert, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { CopyValueButton } from '../CopyValueButton';
import type { NameState } from './use-receiver';

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`;

/**
 * Where a typed .algo name, contact or account name leads (who, the short address, Copy), or
 * why it leads nowhere.
 */
export function NameStatus({ state, listed }: { state: NameState; listed: boolean }) {
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
    case 'choose':
      // The list under the box is the answer; a box without one says what to type.
      return listed ? null : (
        <Text size="sm" role="status">
          {t('pay.names.several', { name: state.name })}
        </Text>
      );
    case 'found':
      return (
        <Group gap="xs" role="status" wrap="wrap">
          {'known' in state && (
            <Text size="sm" fw={600}>
              {state.known.name} ·{' '}
              {state.known.kind === 'contact' ? t('pay.names.contact') : t('pay.names.ownAccount')}
            </Text>
          )}
          <Text size="sm" ff="monospace">
            {short(state.address)}
          </Text>
          {!('known' in state) && (
            <Text size="sm" c="dimmed">
              {t('pay.names.from', { name: state.name })}
            </Text>
          )}
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
