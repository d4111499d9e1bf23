import { Checkbox, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import {
  REWARDS_MAX_BALANCE,
  REWARDS_MIN_BALANCE,
  REWARDS_REGISTRATION_FEE,
  rewardsBalance,
} from '../../../core/participation/rewards';
import { useCoinFormat } from '../use-coin-format';
import type { KeyRegistrationDialog } from './use-key-registration';

/**
 * "Earn staking rewards (2 Algo fee)": on by default in the paid balance range; outside it the
 * form says why it starts off, and the person may still turn it on (funds may be on the way).
 */
export function RewardsOption({ dialog }: { dialog: KeyRegistrationDialog }) {
  const { t } = useTranslation();
  const coin = useCoinFormat();
  const range = { min: coin(REWARDS_MIN_BALANCE), max: coin(REWARDS_MAX_BALANCE) };
  const position = dialog.balance === undefined ? undefined : rewardsBalance(dialog.balance);
  return (
    <>
      <Checkbox
        label={t('participation.rewards.label', { fee: coin(REWARDS_REGISTRATION_FEE) })}
        description={t('participation.rewards.hint', {
          ...range,
          fee: coin(REWARDS_REGISTRATION_FEE),
        })}
        checked={dialog.rewards}
        onChange={(event) => dialog.setRewards(event.currentTarget.checked)}
        disabled={dialog.prepare.isPending}
      />
      {position === 'below' && <Text size="sm">{t('participation.rewards.below', range)}</Text>}
      {position === 'above' && <Text size="sm">{t('participation.rewards.above', range)}</Text>}
    </>
  );
}
