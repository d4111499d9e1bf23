import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatAmountWithUnit } from '../../core/format/amount';
import { useTranslation } from '../../i18n/react';
import { OutsideText } from '../../ui/OutsideText';
import { useNumberSeparators } from '../../ui/use-amount-format';
import { HIDDEN_AMOUNT, useBalancesHidden } from '../../ui/values/values';
import { Arc200TokenMenu } from './Arc200TokenMenu';
import { AssetIcon } from './AssetIcon';
import { SuggestedTokens } from './Arc200Suggested';
import { useArc200Assets } from './use-arc200-assets';
import type { Arc200Holding } from './use-arc200-tokens';

/**
 * ARC-200 tokens on the Assets tab, after the ASAs (issue 40): each with its badge and the
 * account's balance in units; a token whose app answers wrongly or not at all keeps its row,
 * marked, with amounts in base units.
 */
export function Arc200Assets({ network, address }: { network: string; address: string }) {
  const { t } = useTranslation();
  const state = useArc200Assets(network, address);
  return (
    <Stack gap="sm" mt="md">
      {state.tokens.length > 0 && (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {state.tokens.map((token) => (
            <li key={token.appId.toString()}>
              <TokenLine token={token} onRemove={() => state.remove(token.appId)} />
            </li>
          ))}
        </Stack>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          state.add.mutate(state.input);
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('arc200.appId')}
            inputMode="numeric"
            value={state.input}
            onChange={(event) => state.setInput(event.currentTarget.value)}
            error={state.problem ? t(`arc200.${state.problem}`) : undefined}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="default">
            {t('arc200.add')}
          </Button>
        </Group>
      </form>
      <SuggestedTokens state={state} />
    </Stack>
  );
}

function TokenLine({ token, onRemove }: { token: Arc200Holding; onRemove: () => void }) {
  const { t } = useTranslation();
  const separators = useNumberSeparators();
  const hidden = useBalancesHidden();
  const { meta } = token;
  const name = meta?.name || meta?.symbol || t('arc200.unnamed', { id: token.appId.toString() });
  const decimalsWrong = meta?.warnings.some((w) => w.startsWith('decimals'));
  const nameWrong = meta?.warnings.some((w) => w.startsWith('name') || w.startsWith('symbol'));
  const amount =
    token.balance === undefined
      ? token.loading
        ? t('arc200.loading')
        : '—'
      : hidden
        ? HIDDEN_AMOUNT
        : formatAmountWithUnit(token.balance, meta?.decimals ?? 0, meta?.symbol ?? '', separators);
  return (
    <Stack
      gap={4}
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <AssetIcon unit={meta?.symbol || name} coin={false} />
          <Stack gap={0} miw={0}>
            <Group gap={6} wrap="nowrap" miw={0}>
              <OutsideText size="sm" fw={600} text={name} />
              <Badge variant="light" color="grape" size="sm" style={{ flexShrink: 0 }}>
                {t('arc200.badge')}
              </Badge>
            </Group>
            {meta?.symbol && meta.symbol !== name && (
              <OutsideText size="xs" c="dimmed" text={meta.symbol} />
            )}
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={600} ta="right" style={{ whiteSpace: 'nowrap' }}>
            {amount}
          </Text>
          <Arc200TokenMenu name={name} appId={token.appId} onRemove={onRemove} />
        </Group>
      </Group>
      {(token.failed || nameWrong || decimalsWrong) && (
        <Alert color="yellow" variant="light" p="xs">
          <Stack gap={2}>
            {token.failed && <Text size="xs">{t('arc200.failed')}</Text>}
            {nameWrong && <Text size="xs">{t('arc200.warnName')}</Text>}
            {decimalsWrong && <Text size="xs">{t('arc200.warnDecimals')}</Text>}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
