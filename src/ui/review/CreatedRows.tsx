import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { bytesToBase64 } from '../../core/encoding/base64';
import { formatAmountWithUnit } from '../../core/format/amount';
import { ASSET_ROLES, type AssetConfigFields } from '../../core/transactions/review';
import { OutsideText } from '../OutsideText';
import { SummaryRow } from '../SummaryRow';
import { useNumberSeparators } from '../use-amount-format';
import { RoleAddress } from './AddressValue';

/** Every parameter an asset creation sets, each role included. */
export function CreatedRows({
  created,
  roles,
  accounts,
}: {
  created: NonNullable<AssetConfigFields['created']>;
  roles: AssetConfigFields['roles'];
  accounts: readonly PublicAccount[];
}) {
  const { t } = useTranslation();
  const separators = useNumberSeparators();
  const unit = created.unitName || created.name;
  return (
    <>
      <SummaryRow label={t('review.assetName')}>
        <OutsideText size="sm" text={created.name || '—'} />
      </SummaryRow>
      <SummaryRow label={t('review.unitName')}>
        <OutsideText size="sm" text={created.unitName || '—'} />
      </SummaryRow>
      <SummaryRow label={t('review.total')}>
        <Text fw={700}>
          {formatAmountWithUnit(created.total, created.decimals, unit, separators, {
            fixed: true,
          })}
        </Text>
      </SummaryRow>
      <SummaryRow label={t('review.decimals')}>{created.decimals}</SummaryRow>
      {created.url && (
        <SummaryRow label={t('review.url')}>
          <OutsideText size="sm" text={created.url} />
        </SummaryRow>
      )}
      {created.metadataHash && (
        <SummaryRow label={t('review.metadataHash')}>
          <Text size="sm" ff="monospace">
            {bytesToBase64(created.metadataHash)}
          </Text>
        </SummaryRow>
      )}
      <SummaryRow label={t('review.defaultFrozen')}>
        {t(created.defaultFrozen ? 'review.yes' : 'review.no')}
      </SummaryRow>
      {ASSET_ROLES.map((role) => (
        <SummaryRow key={role} label={t(`review.role.${role}`)}>
          <RoleAddress address={roles[role]} accounts={accounts} t={t} />
        </SummaryRow>
      ))}
    </>
  );
}
