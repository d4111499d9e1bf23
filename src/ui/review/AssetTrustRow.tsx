import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { AssetUnits } from '../../infra/transactions/review-group';
import { useAssetTrust } from '../assets/asset-trust';
import { listedName } from '../assets/AssetTrustMark';
import { SummaryRow } from '../SummaryRow';
import classes from './review.module.css';

/**
 * A red row when the transaction moves an asset whose name or unit copies a verified one's
 * (issue 41 item 3): "USDC" made by someone else is not USDC.
 */
export function AssetTrustRow({ assetId, units }: { assetId: bigint; units: AssetUnits }) {
  const { t } = useTranslation();
  const trust = useAssetTrust({ id: assetId, name: units.name, unit: units.unitName });
  if (trust.kind !== 'look-alike') return null;
  return (
    <SummaryRow label={t('review.lookAlikeAsset')}>
      <Text size="sm" className={classes.danger} fw={700}>
        {t('review.lookAlikeAssetText', {
          name: listedName(trust),
          id: trust.copies.id.toString(),
        })}
      </Text>
    </SummaryRow>
  );
}
