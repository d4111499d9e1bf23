import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import {
  REWARDS_MAX_BALANCE,
  REWARDS_MIN_BALANCE,
  REWARDS_REGISTRATION_FEE,
} from '../../../core/participation/rewards';
import { DataField as Field } from '../../../ui/DataField';
import { useCoinFormat } from '../use-coin-format';
import type { ParticipationHealthView } from './use-participation-health';

const REWARDS_TEXT = {
  'in-range': 'participation.health.rewardsEligible',
  below: 'participation.health.rewardsBelow',
  above: 'participation.health.rewardsAbove',
  'not-eligible': 'participation.health.rewardsNotEligible',
} as const satisfies Record<ParticipationHealthView['rewards'], string>;

/**
 * An online account's health: eligible for staking rewards, last block proposed, last
 * heartbeat (in time) and the participation key's expiry, warned from 14 days before.
 */
export function ParticipationHealth({ health }: { health: ParticipationHealthView }) {
  const { t, i18n } = useTranslation();
  const coin = useCoinFormat();
  const range = { min: coin(REWARDS_MIN_BALANCE), max: coin(REWARDS_MAX_BALANCE) };
  const { expiry } = health;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0} spacing="sm">
        <Field label={t('participation.health.rewards')}>
          {t(REWARDS_TEXT[health.rewards], range)}
        </Field>
        <Field label={t('participation.health.lastProposed')}>{health.lastProposed}</Field>
        <Field label={t('participation.health.lastHeartbeat')}>{health.lastHeartbeat}</Field>
        {expiry && expiry.state !== 'expired' && (
          <Field label={t('participation.health.key')}>
            {t('participation.validity.left', { duration: expiry.left, date: expiry.renewBy })}
          </Field>
        )}
      </SimpleGrid>
      {expiry && expiry.state !== 'valid' && (
        <Alert color={expiry.state === 'expired' ? 'red' : 'yellow'} role="status">
          {t(
            expiry.state === 'expired'
              ? 'participation.health.keyExpired'
              : 'participation.health.keyExpiresSoon',
            { date: expiry.date },
          )}
        </Alert>
      )}
      {!health.eligible && (
        <Text size="sm">
          {t('participation.health.notEligible', { fee: coin(REWARDS_REGISTRATION_FEE) })}
        </Text>
      )}
      {expiry && (
        <details>
          <Text component="summary" size="sm" fw={600} py={4} style={{ cursor: 'pointer' }}>
            {t('participation.validity.technical')}
          </Text>
          <dl style={{ margin: 0 }}>
            <Field label={t('participation.health.keyLastRound')}>
              {expiry.lastRound.toLocaleString(i18n.language)}
            </Field>
          </dl>
        </details>
      )}
    </>
  );
}
