import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';

/** A labelled address, readable on a phone (breaks anywhere), with a copy button. */
export function AddressLine({ label, address }: { label: string; address: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600} component="span">
          {label}
        </Text>
        <CopyButton value={address}>
          {({ copied, copy }) => (
            <Button
              variant="subtle"
              color="dark"
              size="compact-xs"
              onClick={copy}
              aria-label={t('ledger.copyAddress', { label })}
            >
              {copied ? t('common.copied') : t('common.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
        {address}
      </Text>
    </Stack>
  );
}
