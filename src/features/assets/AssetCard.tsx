import '@mantine/core/styles/Table.layer.css';
import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import type { IndexerAsset } from '../../core/chain/indexer-types';
import { formatAmount } from '../../core/format/amount';
import { useNumberSeparators } from '../../ui/use-amount-format';
import { HiddenCharsFlag, OutsideInline, OutsideText } from '../../ui/OutsideText';

const ROLES = ['creator', 'manager', 'reserve', 'freeze', 'clawback'] as const;

/** An asset's fields (second spec document, section 3), each role linking to its account. */
export function AssetCard({ asset }: { asset: IndexerAsset }) {
  const { t } = useTranslation();
  const separators = useNumberSeparators();
  const { params } = asset;
  const rows: [string, React.ReactNode][] = [
    [t('assets.card.id'), asset.index.toString()],
    [t('assets.card.unitName'), <OutsideText size="sm" text={params['unit-name'] || '—'} />],
    [
      t('assets.card.total'),
      formatAmount(params.total, params.decimals, separators, { fixed: true }),
    ],
    [t('assets.card.decimals'), String(params.decimals)],
    [
      t('assets.card.defaultFrozen'),
      params['default-frozen'] ? t('overview.yes') : t('overview.no'),
    ],
  ];
  if (params.url) rows.push([t('assets.card.url'), <OutsideText size="sm" text={params.url} />]);
  for (const role of ROLES) {
    const address = params[role];
    rows.push([
      role === 'creator' ? t('assets.card.creator') : t(`assets.role.${role}`),
      address ? (
        <Anchor
          component={Link}
          to={`/account/${address}`}
          ff="monospace"
          size="sm"
          style={{ wordBreak: 'break-all' }}
        >
          {address}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {t('assets.card.none')}
        </Text>
      ),
    ]);
  }
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4">
            {params.name ? <OutsideInline text={params.name} /> : t('assets.card.unnamed')}
          </Title>
          {params['unit-name'] && (
            <Badge variant="light">
              <OutsideInline text={params['unit-name']} />
            </Badge>
          )}
        </Group>
        <HiddenCharsFlag texts={[params.name]} />
        <Table layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                {/* Labels wrap between words only (never mid-word); values (ids, addresses) anywhere. */}
                <Table.Th scope="row" w="35%" style={{ overflowWrap: 'normal' }}>
                  {label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
