import '@mantine/core/styles/SimpleGrid.layer.css';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { IndexerAccount } from '../../core/chain/indexer-types';
import { DataField as Field } from '../../ui/DataField';

export function MultisigSection({ params }: { params: NonNullable<PublicAccount['params']> }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="overview-multisig">
      <Title order={2} size="h3" id="overview-multisig" mb="sm">
        {t('overview.multisig')}
      </Title>
      <Text>
        {t('overview.threshold', { threshold: params.threshold, count: params.addrs.length })}
      </Text>
      <Stack component="ul" gap={4} mt="xs">
        {params.addrs.map((a) => (
          <Text component="li" ff="monospace" size="sm" key={a} style={{ wordBreak: 'break-all' }}>
            <Link to={`/account/${a}`}>{a}</Link>
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** Developer mode only (spec section 4). */
export function AppsSection({ data }: { data: IndexerAccount }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="overview-apps">
      <Title order={2} size="h3" id="overview-apps" mb="sm">
        {t('overview.apps')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
        <Field label={t('overview.appsTotalSchema')}>
          {data['apps-total-schema']
            ? t('overview.schema', {
                uints: data['apps-total-schema']['num-uint'],
                bytes: data['apps-total-schema']['num-byte-slice'],
              })
            : '—'}
        </Field>
        <Field label={t('overview.appsLocalState')}>
          {(data['apps-local-state'] ?? []).map((app) => app.id.toString()).join(', ') || '—'}
        </Field>
        <Field label={t('overview.createdApps')}>
          {(data['created-apps'] ?? []).map((app) => app.id.toString()).join(', ') || '—'}
        </Field>
      </SimpleGrid>
    </Paper>
  );
}
