import '@mantine/core/styles/SimpleGrid.layer.css';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import type { IndexerTransaction } from '../../core/chain/indexer-types';
import { formatAmount, separatorsFor } from '../../core/format/amount';
import { DataField as Field } from '../../ui/DataField';
import { SaveContactButton } from './ActivityParts';
import type { AddressExtras } from './use-transaction-page';
import { OutsideInline, OutsideText } from '../../ui/OutsideText';

/**
 * An address linking to its account page, with its name beside it (own account, contact or NFD,
 * said which) and "Save as contact" when the person does not know it yet.
 */
export function AddressField({
  label,
  address,
  extras,
}: {
  label: string;
  address: string | undefined;
  extras: AddressExtras;
}) {
  const { t } = useTranslation();
  if (!address) return null;
  const name = extras.nameOf(address);
  return (
    <Field label={label}>
      <Stack gap={2} align="flex-start">
        {name && (
          <Text span>
            <OutsideInline fw={600} text={name.name} />
            <Text span size="xs" c="dimmed" ml={6}>
              {t(`transaction.nameSource.${name.source}`)}
            </Text>
          </Text>
        )}
        <Anchor component={Link} to={`/account/${address}`} ff="monospace">
          {address}
        </Anchor>
        {extras.offersSave(address) && <SaveContactButton address={address} />}
      </Stack>
    </Field>
  );
}

type AssetParams = NonNullable<
  NonNullable<IndexerTransaction['asset-config-transaction']>['params']
>;

export function AssetParamsSection({
  params,
  extras,
}: {
  params: AssetParams;
  extras: AddressExtras;
}) {
  const { t, i18n } = useTranslation();
  const total =
    params.total === undefined
      ? undefined
      : formatAmount(params.total, params.decimals ?? 0, separatorsFor(i18n.language));
  const address = (label: string, value: string | undefined) => (
    <AddressField label={label} address={value} extras={extras} />
  );
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="tx-asset-params">
      <Title order={2} size="h3" id="tx-asset-params" mb="sm">
        {t('transaction.assetParams')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} component="dl" m={0}>
        <Field label={t('transaction.assetName')}>
          {params.name && <OutsideText text={params.name} />}
        </Field>
        <Field label={t('transaction.unitName')}>
          {params['unit-name'] && <OutsideText text={params['unit-name']} />}
        </Field>
        <Field label={t('transaction.total')}>
          {total && `${total}${params['unit-name'] ? `\u00a0${params['unit-name']}` : ''}`}
        </Field>
        <Field label={t('transaction.decimals')}>{params.decimals?.toString()}</Field>
        <Field label={t('transaction.defaultFrozen')}>
          {params['default-frozen'] === undefined
            ? undefined
            : params['default-frozen']
              ? t('overview.yes')
              : t('overview.no')}
        </Field>
        <Field label={t('transaction.url')}>
          {params.url && <OutsideText text={params.url} />}
        </Field>
        <Field label={t('transaction.metadataHash')}>{params['metadata-hash']}</Field>
        {address(t('transaction.creator'), params.creator)}
        {address(t('transaction.manager'), params.manager)}
        {address(t('transaction.reserve'), params.reserve)}
        {address(t('transaction.freeze'), params.freeze)}
        {address(t('transaction.clawback'), params.clawback)}
      </SimpleGrid>
    </Paper>
  );
}
