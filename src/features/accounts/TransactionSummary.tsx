import '@mantine/core/styles/SimpleGrid.layer.css';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { IndexerTransaction } from '../../core/chain/indexer-types';
import { decodeNote } from '../../core/chain/note';
import { DataField as Field } from '../../ui/DataField';
import { OutsideInline, OutsideSentence, OutsideText } from '../../ui/OutsideText';
import { DirectionIcon } from './ActivityIcon';
import { typeWords } from './activity-rows';
import { AddressField } from './TransactionSections';
import type { useTransactionPage } from './use-transaction-page';

type Page = ReturnType<typeof useTransactionPage>;

/**
 * The top of a transaction's page, in words: what happened, who (names first), the amounts in
 * units, fee, time and status. Chain fields are under Technical details, not here.
 */
export function TransactionSummary({ page, tx }: { page: Page; tx: IndexerTransaction }) {
  const { t, i18n } = useTranslation();
  const { event, words, extras, text, heartbeat, unitsOf, format } = page;
  const pay = tx['payment-transaction'];
  const axfer = tx['asset-transfer-transaction'];
  const address = (label: string, value: string | undefined) => (
    <AddressField label={label} address={value} extras={extras} />
  );
  const asset = (id: bigint) => {
    const units = unitsOf(id);
    return (
      <Text span>
        <OutsideInline fw={600} text={units.unitName} />
        {units.name && units.name !== units.unitName && (
          <OutsideInline c="dimmed" ml={6} text={units.name} />
        )}
      </Text>
    );
  };
  const note = tx.note ? decodeNote(tx.note) : null;
  const kind = event?.kind ?? 'transaction';
  const plain = kind === 'transaction';
  const { plain: row } = page;
  const headline = words ? (
    <OutsideSentence template={words.template} text={words.texts} />
  ) : row ? (
    <OutsideSentence template={row.template} text={row.who} />
  ) : heartbeat ? (
    t('overview.activity.heartbeat')
  ) : (
    typeWords(t, tx['tx-type'])
  );

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <DirectionIcon icon={words?.icon ?? row?.icon ?? (heartbeat ? 'online' : 'none')} />
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {headline}
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} component="dl" m={0}>
        {event?.kind === 'swap' && (
          <>
            <Field label={t('transaction.youPaid')}>
              {format(event.paid.amount, unitsOf(event.paid.assetId))}
            </Field>
            <Field label={t('transaction.youReceived')}>
              {format(event.received.amount, unitsOf(event.received.assetId))}
            </Field>
          </>
        )}
        {plain || heartbeat
          ? address(t('transaction.sender'), heartbeat ? undefined : tx.sender)
          : address(t('transaction.account'), tx.sender)}
        {address(t('transaction.heartbeatAccount'), heartbeat?.account ?? undefined)}
        {plain && address(t('transaction.assetSender'), axfer?.sender)}
        {plain && address(t('transaction.receiver'), pay?.receiver ?? axfer?.receiver)}
        {plain && address(t('transaction.holder'), tx['asset-freeze-transaction']?.address)}
        {plain && (
          <Field label={t('transaction.amount')}>
            {text.view(tx).moves ? (
              <Text span fw={600}>
                {text.amount(tx)}
              </Text>
            ) : undefined}
          </Field>
        )}
        {(event?.kind === 'assetAdded' || event?.kind === 'assetRemoved') && (
          <Field label={t('transaction.assetField')}>{asset(event.assetId)}</Field>
        )}
        {event?.kind === 'assetRemoved' && event.closed > 0n && (
          <Field label={t('transaction.closingAmount')}>
            {format(event.closed, unitsOf(event.assetId))}
          </Field>
        )}
        {address(t('transaction.closeTo'), pay?.['close-remainder-to'] ?? axfer?.['close-to'])}
        {address(t('transaction.rekeyTo'), tx['rekey-to'])}
        {event?.kind === 'appCall' && (
          <Field label={t('transaction.app')}>{event.appId.toString()}</Field>
        )}
        <Field label={t('transaction.fee')}>{page.fee ?? text.coin(tx.fee)}</Field>
        <Field label={t('transaction.time')}>
          {tx['round-time']
            ? new Date(tx['round-time'] * 1000).toLocaleString(i18n.language)
            : undefined}
        </Field>
        <Field label={t('overview.activity.status')}>
          {tx['confirmed-round'] !== undefined ? t('overview.activity.confirmed') : undefined}
        </Field>
      </SimpleGrid>
      {tx.note && (
        <dl style={{ margin: 0 }}>
          <Field label={t('transaction.note')}>
            {note !== null ? (
              <OutsideText multiline text={note} />
            ) : (
              <Text span c="dimmed">
                {t('transaction.noteNotText')}
              </Text>
            )}
          </Field>
        </dl>
      )}
    </Stack>
  );
}
