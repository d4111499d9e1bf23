import { Alert, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { MONO } from './AddressChoice';
import { LookAlikeWarning } from './LookAlikeWarning';
import type { NameState, ReceiverState } from './use-receiver';

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`;

/**
 * The pay-to address box: suggests the wallet's own accounts and contacts as one types (name
 * beside the short address; a list of buttons under the box, so the box stays a plain textbox
 * that every journey and scanner fills as before), shows where a .algo name leads before any review, and the
 * look-alike guard below it.
 */
export function ReceiverField({
  label,
  value,
  onChange,
  receiver,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  receiver: ReceiverState;
}) {
  const { t } = useTranslation();
  // Offered while something is typed that is not yet a known address or a name.
  const typed = value.trim();
  const offered =
    typed && !typed.toLowerCase().endsWith('.algo')
      ? receiver.suggestions.filter((s) => s.address !== typed.toUpperCase())
      : [];
  return (
    <Stack gap="xs">
      <TextInput
        aria-label={label}
        placeholder={t('pay.names.placeholder')}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        styles={MONO}
        autoComplete="off"
        spellCheck={false}
      />
      {offered.length > 0 && (
        <Stack gap={4} role="group" aria-label={t('pay.names.suggestions')}>
          {offered.map((s) => (
            <UnstyledButton
              key={s.address}
              onClick={() => onChange(s.address)}
              aria-label={t('pay.names.choose', { name: s.name, address: s.address })}
              p={4}
            >
              <Text size="sm" fw={600} span>
                {s.name} ·{' '}
                {s.kind === 'contact' ? t('pay.names.contact') : t('pay.names.ownAccount')}
              </Text>{' '}
              <Text size="xs" ff="monospace" span>
                {short(s.address)}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
      <NameStatus state={receiver.nameState} />
      {receiver.address && receiver.lookAlikes.length > 0 && (
        <LookAlikeWarning receiver={receiver} address={receiver.address} />
      )}
    </Stack>
  );
}

function NameStatus({ state }: { state: NameState }) {
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
