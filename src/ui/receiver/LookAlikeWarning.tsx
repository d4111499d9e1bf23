import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { differingPositions } from '../../core/contacts/look-alike';
import { RETYPE_LENGTH, type ReceiverState } from './use-receiver';

/** An address in full, the characters that differ from `other` marked. */
function Marked({ address, other }: { address: string; other: string }) {
  const differ = new Set(differingPositions(address.toUpperCase(), other.toUpperCase()));
  return (
    <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
      {[...address].map((char, i) => (differ.has(i) ? <mark key={i}>{char}</mark> : char))}
    </Text>
  );
}

/**
 * Address poisoning: the receiver shares both ends with an address the person knows. Both are
 * shown in full with the differences marked, and the receiver's last characters must be typed
 * again before Review.
 */
export function LookAlikeWarning({
  receiver,
  address,
}: {
  receiver: ReceiverState;
  address: string;
}) {
  const { t } = useTranslation();
  const wrong = receiver.retype.trim().length >= RETYPE_LENGTH && !receiver.retypeOk;
  return (
    <Alert color="red" role="alert" title={t('pay.lookAlike.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('pay.lookAlike.body')}</Text>
        <Text size="sm" fw={700}>
          {t('pay.lookAlike.receiver')}
        </Text>
        <Marked address={address} other={receiver.lookAlikes[0]!.known.address} />
        {receiver.lookAlikes.map(({ known }) => (
          <Stack gap={2} key={known.address}>
            <Text size="sm" fw={700}>
              {t(`pay.lookAlike.known.${known.kind}`, { name: known.name ?? '' })}
            </Text>
            <Marked address={known.address} other={address} />
          </Stack>
        ))}
        <TextInput
          label={t('pay.lookAlike.retype', { n: RETYPE_LENGTH })}
          value={receiver.retype}
          onChange={(e) => receiver.setRetype(e.currentTarget.value)}
          error={wrong ? t('pay.lookAlike.retypeWrong', { n: RETYPE_LENGTH }) : undefined}
          maxLength={RETYPE_LENGTH + 2}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      </Stack>
    </Alert>
  );
}
