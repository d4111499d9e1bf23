import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { Heartbeat, HeartbeatFieldKey } from '../../core/history/heartbeat';
import { DataField as Field } from '../../ui/DataField';

const LABEL = {
  'hb-key-dilution': 'keyDilution',
  'hb-vote-id': 'voteId',
  'hb-seed': 'seed',
  'hb-pk': 'pk',
  'hb-pk2': 'pk2',
  'hb-sig': 'sig',
  'hb-pk1sig': 'pk1sig',
  'hb-pk2sig': 'pk2sig',
} as const satisfies Record<HeartbeatFieldKey, string>;

/** A heartbeat's keys and proof, for Technical details: what only someone debugging a node checks. */
export function HeartbeatFields({ heartbeat }: { heartbeat: Heartbeat }) {
  const { t } = useTranslation();
  if (heartbeat.fields.length === 0) return null;
  return (
    <dl
      style={{
        margin: 'var(--mantine-spacing-md) 0 0',
        display: 'grid',
        gap: 'var(--mantine-spacing-xs)',
      }}
    >
      {heartbeat.fields.map(({ key, value }) => (
        <Field key={key} label={t(`transaction.hb.${LABEL[key]}`)}>
          <Text span ff={key === 'hb-key-dilution' ? undefined : 'monospace'} size="sm">
            {value}
          </Text>
        </Field>
      ))}
    </dl>
  );
}
