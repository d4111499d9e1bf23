import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { ROUND_TIME_MS } from '../../../core/participation/health';
import { durationText, renewBy, shortDateText } from '../../../core/participation/key-validity';
import {
  MAX_PARTICIPATION_ROUNDS,
  MIN_PARTICIPATION_ROUNDS,
  PARTICIPATION_ROUNDS_STEP,
  readRounds,
} from '../../../core/participation/participation';
import { NumberField } from '../../../ui/NumberField';
import type { KeyRegistrationDialog } from './use-key-registration';

/**
 * How long the new key is valid, in time ("about 16 days, renew before 12 Dec"); the rounds it
 * is made for under Technical details, where they can still be changed.
 */
export function KeyValidity({ dialog }: { dialog: KeyRegistrationDialog }) {
  const { t, i18n } = useTranslation();
  const rounds = readRounds(dialog.rounds);
  // When the form opened: the key starts about then.
  const [now] = useState(() => Date.now());
  const span = rounds === null ? null : rounds * ROUND_TIME_MS;
  return (
    <>
      {span !== null && (
        <Text size="sm">
          {t('participation.validity.form', {
            duration: durationText(span, i18n.language),
            date: shortDateText(renewBy(now + span), now, i18n.language),
          })}
        </Text>
      )}
      <details open={!dialog.roundsValid || undefined}>
        <Text component="summary" size="sm" fw={600} py={4} style={{ cursor: 'pointer' }}>
          {t('participation.validity.technical')}
        </Text>
        <NumberField
          label={t('participation.rounds')}
          description={t('participation.roundsHint')}
          value={dialog.rounds}
          onChange={dialog.setRounds}
          min={MIN_PARTICIPATION_ROUNDS}
          max={MAX_PARTICIPATION_ROUNDS}
          step={PARTICIPATION_ROUNDS_STEP}
          thousandSeparator=" "
          readOnly={dialog.prepare.isPending}
          error={dialog.roundsValid ? undefined : t('participation.roundsInvalid')}
          required
        />
      </details>
    </>
  );
}
