import '@mantine/core/styles/Card.layer.css';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { useTranslation } from '../../i18n/react';
import type { InboxAsset } from '../../infra/inbox/inbox-reads';
import { OutsideInline } from '../../ui/OutsideText';
import { NameLine, useReviewName } from '../../ui/review/AddressValue';
import { shortAddress } from '../../ui/review/review-rows';
import { useAmountFormat } from '../../ui/use-amount-format';

export interface InboxListProps {
  assets: readonly InboxAsset[];
  accounts: readonly PublicAccount[];
  /** False for watch accounts: they see what waits but have no Claim or Reject. */
  mayAct: boolean;
  busy: boolean;
  onAction: (kind: 'claim' | 'reject', asset: InboxAsset) => void;
}

/** Each waiting asset: its name, the amount in its units, who sent it, Claim and Reject. */
export function InboxList(props: InboxListProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {props.assets.map((asset) => (
        <InboxRow key={asset.assetId.toString()} asset={asset} {...props} />
      ))}
    </Stack>
  );
}

function InboxRow({
  asset,
  accounts,
  mayAct,
  busy,
  onAction,
}: InboxListProps & { asset: InboxAsset }) {
  const { t } = useTranslation();
  const format = useAmountFormat();
  const name = useReviewName(asset.sender, accounts);
  const units = { decimals: asset.decimals, unitName: asset.unitName, name: asset.name };
  const label = asset.name || `#${asset.assetId.toString()}`;
  return (
    <Card withBorder component="li" aria-label={label}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            <OutsideInline text={label} />
          </Text>
          <Text fw={700}>{format(asset.amount, units)}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('inbox.assetId', { id: asset.assetId.toString() })}
        </Text>
        {asset.sender ? (
          <Group gap={6} wrap="wrap">
            <Text size="sm">{t('inbox.from')}</Text>
            {name ? <NameLine name={name} /> : null}
            <Text size="sm" c="dimmed">
              {shortAddress(asset.sender)}
            </Text>
          </Group>
        ) : (
          <Text size="sm">{t('inbox.senderUnknown')}</Text>
        )}
        {mayAct && (
          <Group gap="xs" mt="xs">
            <Button size="sm" disabled={busy} onClick={() => onAction('claim', asset)}>
              {t('inbox.claim')}
            </Button>
            <Button
              size="sm"
              variant="default"
              disabled={busy}
              onClick={() => onAction('reject', asset)}
            >
              {t('inbox.reject')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
