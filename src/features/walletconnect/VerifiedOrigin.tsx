import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { Verified } from '../../infra/walletconnect/wallet-connect';
import { OUTSIDE_SLOT, OutsideSentence } from '../../ui/OutsideText';

const BADGE_COLOUR = {
  VALID: 'teal.9',
  INVALID: 'red.9',
  UNKNOWN: 'yellow.4',
  SCAM: 'red.9',
} as const;

/**
 * Beside a dapp's claimed URL: where the Verify service says its proposal or request came from.
 * VALID shows the verified origin; INVALID warns that the claim differs from it; no answer
 * (UNKNOWN, or v1 which has no Verify) says the origin could not be checked; a known scam is
 * named as one.
 */
export function VerifiedOrigin({
  verified,
  proposal = false,
}: {
  verified: Verified | undefined;
  /** A connection request: a scam one is blocked (the card offers only Reject). */
  proposal?: boolean;
}) {
  const { t } = useTranslation();
  const validation = verified?.validation ?? 'UNKNOWN';
  const origin = verified?.origin ?? '';
  const badge = verified?.isScam ? 'SCAM' : validation;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color={BADGE_COLOUR[badge]} variant="filled" autoContrast>
          {t(`walletconnect.verify.badge.${badge}`)}
        </Badge>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {validation === 'UNKNOWN' ? (
            t('walletconnect.verify.unknown')
          ) : (
            <OutsideSentence
              template={t('walletconnect.verify.origin', { origin: OUTSIDE_SLOT })}
              text={origin}
            />
          )}
        </Text>
      </Group>
      {validation === 'INVALID' && (
        <Alert color="red" role="alert">
          <OutsideSentence
            template={t('walletconnect.verify.invalid', { origin: OUTSIDE_SLOT })}
            text={origin}
          />
        </Alert>
      )}
      {verified?.isScam && (
        <Alert color="red" role="alert" title={t('walletconnect.verify.scamTitle')}>
          <Text size="sm">
            <OutsideSentence
              template={t('walletconnect.verify.scam', { origin: OUTSIDE_SLOT })}
              text={origin || '—'}
            />
          </Text>
          {proposal && <Text size="sm">{t('walletconnect.verify.blocked')}</Text>}
        </Alert>
      )}
    </Stack>
  );
}
