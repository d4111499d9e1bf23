import { Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { shortAddress } from '../../core/history/activity';
import { formatAmountWithUnit } from '../../core/format/amount';
import { arc200TokenQuery, arc200TransfersQuery } from '../../infra/arc200/queries';
import { tokenListStore, tokensOf } from '../../infra/arc200/token-list';
import type { AccountTokenTransfer } from '../../infra/arc200/transfers';
import { sessionStore } from '../../infra/session/session';
import { useTranslation } from '../../i18n/react';
import { useAddressNames } from '../../ui/names/address-names';
import { OutsideText } from '../../ui/OutsideText';
import { useNumberSeparators } from '../../ui/use-amount-format';
import { HIDDEN_AMOUNT, useBalancesHidden } from '../../ui/values/values';

const SHOWN = 20;

/**
 * ARC-200 transfers in words on the Activity tab (issue 40): "Received 12.5 TKN from Alice".
 * They come from the tokens' ARC-28 events, not from the account's own history (a receiver is
 * not a party of the transfer's transaction), so they are listed on their own, newest first.
 * Those of the account's own calls are left out: its history lists them already, read as the
 * transfer (core/history/events), and one transaction is one row.
 */
export function Arc200Transfers({ network, address }: { network: string; address: string }) {
  const { t } = useTranslation();
  const separators = useNumberSeparators();
  const walletId = useStore(sessionStore, (s) => s.walletId);
  const ids = tokensOf(
    useStore(tokenListStore, (s) => s.all),
    walletId,
    network,
  );
  const metas = useQueries({ queries: ids.map((id) => arc200TokenQuery(network, id, address)) });
  const lists = useQueries({
    queries: ids.map((id) => arc200TransfersQuery(network, address, id)),
  });
  const rows = ids
    .flatMap((appId, i) =>
      (lists[i]?.data ?? [])
        .filter((transfer) => transfer.sender !== address)
        .map((transfer) => ({ appId, meta: metas[i]?.data, transfer })),
    )
    .sort((a, b) => (b.transfer.time ?? 0) - (a.transfer.time ?? 0))
    .slice(0, SHOWN);
  const names = useAddressNames(rows.map((r) => r.transfer.counterparty));
  const hidden = useBalancesHidden();
  if (ids.length === 0) return null;
  const text = (transfer: AccountTokenTransfer, decimals: number, unit: string) => {
    const amount = hidden
      ? HIDDEN_AMOUNT
      : formatAmountWithUnit(transfer.value, decimals, unit, separators);
    const name = names.get(transfer.counterparty)?.name ?? shortAddress(transfer.counterparty);
    return t(`arc200.${transfer.direction}`, { amount, name });
  };
  return (
    <Stack gap="xs" mb="md" component="section" aria-label={t('arc200.activityTitle')}>
      <Text size="sm" fw={600}>
        {t('arc200.activityTitle')}
      </Text>
      {lists.some((l) => l.isError) && (
        <Text size="sm" c="red">
          {t('arc200.transfersFailed')}
        </Text>
      )}
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map(({ appId, meta, transfer }) => (
          <li key={`${appId}-${transfer.txId}-${transfer.direction}-${transfer.counterparty}`}>
            <OutsideText
              size="sm"
              text={text(
                transfer,
                meta?.decimals ?? 0,
                meta?.symbol || t('arc200.unnamed', { id: appId.toString() }),
              )}
            />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
