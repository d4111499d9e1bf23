import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import {
  ASSET_ROLES,
  type AssetConfigFields,
  type DescribedTransaction,
} from '../../core/transactions/review';
import type { AssetUnits } from '../../infra/transactions/review-group';
import { OutsideText } from '../OutsideText';
import { SummaryRow } from '../SummaryRow';
import { RoleAddress } from './AddressValue';
import { AssetTrustRow } from './AssetTrustRow';
import { CreatedRows } from './CreatedRows';
import classes from './review.module.css';

// What an asset transaction creates or changes, in the review's rows (issue 23): a creation's
// every parameter, a reconfiguration's roles before and after, the holder of a freeze.

/** "Name (UNIT) #id", or what of it is known. */
export function assetLabel(assetId: bigint, units: AssetUnits | undefined): string {
  const id = `#${assetId.toString()}`;
  if (!units) return id;
  const name = units.name.trim();
  const unit = units.unitName.trim();
  if (name && unit && name !== unit) return `${name} (${unit}) ${id}`;
  return `${name || unit} ${id}`.trim();
}

function ReconfiguredRows({
  roles,
  before,
  accounts,
}: {
  roles: AssetConfigFields['roles'];
  before: AssetConfigFields['roles'] | undefined;
  accounts: readonly PublicAccount[];
}) {
  const { t } = useTranslation();
  return ASSET_ROLES.map((role) => {
    const changed = before !== undefined && before[role] !== roles[role];
    return (
      <SummaryRow key={role} label={t(`review.role.${role}`)}>
        {before !== undefined && (
          <>
            <Text size="xs" c="dimmed">
              {t('review.roleNow')}
            </Text>
            <RoleAddress address={before[role]} accounts={accounts} t={t} />
          </>
        )}
        <Text
          size="xs"
          c={changed ? undefined : 'dimmed'}
          className={changed ? classes.danger : undefined}
          fw={changed ? 700 : undefined}
        >
          {changed ? t('review.roleAfterChange') : t('review.roleAfter')}
        </Text>
        <RoleAddress address={roles[role]} accounts={accounts} t={t} />
      </SummaryRow>
    );
  });
}

/** The kinds that move an asset (a look-alike's is warned about: AssetTrustRow). */
const MOVES_ASSET = new Set<DescribedTransaction['kind']>([
  'asset-transfer',
  'asset-opt-in',
  'asset-opt-out',
  'asset-clawback',
]);

/** The rows an asset creation, reconfiguration, destruction or freeze adds to its card. */
export function AssetRows({
  described,
  accounts,
  assets,
  amountOf,
}: {
  described: DescribedTransaction;
  accounts: readonly PublicAccount[];
  assets: ReadonlyMap<bigint, AssetUnits> | undefined;
  /** An amount of the card's asset, in units (or the loading / unknown text). */
  amountOf: (amount: bigint) => string;
}) {
  const { t } = useTranslation();
  const { assetConfig, freeze, assetId, kind } = described;
  const units = assetId === undefined ? undefined : assets?.get(assetId);
  const named = assetId !== undefined && kind !== 'asset-transfer' && kind !== 'asset-opt-in';
  const moved = MOVES_ASSET.has(kind);
  return (
    <>
      {moved && assetId !== undefined && units && <AssetTrustRow assetId={assetId} units={units} />}
      {named && described.amount === undefined && (
        <SummaryRow label={t('review.asset')}>
          <OutsideText size="sm" text={assetLabel(assetId, units)} />
        </SummaryRow>
      )}
      {kind === 'asset-destroy' && (
        <SummaryRow label={t('review.destroys')}>
          <Text size="sm" className={classes.danger} fw={700}>
            {t('review.destroysText')}
          </Text>
        </SummaryRow>
      )}
      {assetConfig?.created && (
        <CreatedRows created={assetConfig.created} roles={assetConfig.roles} accounts={accounts} />
      )}
      {assetConfig && !assetConfig.created && (
        <ReconfiguredRows roles={assetConfig.roles} before={units?.roles} accounts={accounts} />
      )}
      {freeze && (
        <>
          <SummaryRow label={t('review.holder')}>
            <RoleAddress address={freeze.holder} accounts={accounts} t={t} />
          </SummaryRow>
          <SummaryRow label={t('review.freezeAction')}>
            <Text size="sm" fw={700}>
              {t(freeze.frozen ? 'review.freezes' : 'review.unfreezes')}
            </Text>
          </SummaryRow>
          <SummaryRow label={t('review.holding')}>
            {freeze.holding === undefined ? t('review.holdingUnknown') : amountOf(freeze.holding)}
          </SummaryRow>
        </>
      )}
    </>
  );
}
