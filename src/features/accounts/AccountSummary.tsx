import '@mantine/core/styles/Flex.layer.css';
import { Flex, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { QrCode } from '../../ui/QrCode';
import { HIDDEN_AMOUNT, useBalancesHidden } from '../../ui/values/values';
import { useCoinFormat } from './use-coin-format';

/**
 * The first thing under the account's name, before any action: its address (with a QR code to
 * receive a payment) and what it holds.
 */
export function AccountSummary({
  address,
  amount,
  failed,
}: {
  address: string;
  /** Undefined until the node has answered. */
  amount: bigint | undefined;
  /** The node could not be read and nothing is known yet. */
  failed: boolean;
}) {
  const { t } = useTranslation();
  const coin = useCoinFormat();
  const hidden = useBalancesHidden();
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      gap="md"
      justify="space-between"
      align={{ base: 'stretch', sm: 'flex-start' }}
    >
      <Stack gap="sm" style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text
            ff="monospace"
            style={{ wordBreak: 'break-all' }}
            aria-label={t('accounts.address')}
          >
            {address}
          </Text>
          <CopyValueButton value={address} label={t('common.copy')} />
        </Group>
        <div>
          <Text size="sm" c="dimmed">
            {t('overview.balance')}
          </Text>
          <Text
            fz={28}
            fw={700}
            ff="monospace"
            aria-live="polite"
            style={{ wordBreak: 'break-all' }}
          >
            {amount === undefined
              ? failed
                ? '—'
                : '…'
              : hidden
                ? HIDDEN_AMOUNT
                : coin(amount, { fixed: true })}
          </Text>
        </div>
      </Stack>
      <Stack gap={4} align="center">
        <QrCode value={address} size={144} alt={t('overview.addressQr')} />
        <Text size="xs" c="dimmed">
          {t('overview.scanToPay')}
        </Text>
      </Stack>
    </Flex>
  );
}
