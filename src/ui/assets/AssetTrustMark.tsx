import { Center, Text } from '@mantine/core';
import type { AssetTrust } from '../../core/assets/asset-look-alike';
import { showHidden } from '../../core/format/outside-text';
import { useTranslation } from '../../i18n/react';

/** The list's name for a verified asset, its hidden characters shown (the list is outside text). */
export const listedName = (trust: Extract<AssetTrust, { kind: 'look-alike' }>): string =>
  showHidden(trust.copies.name || trust.copies.unit);

/** A small tick after a verified asset's name; named for screen readers and on hover. */
export function VerifiedMark() {
  const { t } = useTranslation();
  const label = t('assets.trust.verified');
  return (
    <Center
      component="span"
      role="img"
      aria-label={label}
      title={label}
      w={16}
      h={16}
      fz={11}
      fw={700}
      c="white"
      bg="teal.8"
      style={{ borderRadius: '50%', flexShrink: 0, display: 'inline-flex' }}
    >
      ✓
    </Center>
  );
}

/** "Not the verified USDC": under the name of an asset that copies a listed one's. */
export function LookAlikeLine({ trust }: { trust: AssetTrust }) {
  const { t } = useTranslation();
  if (trust.kind !== 'look-alike') return null;
  return (
    <Text size="xs" c="red.8" fw={700}>
      {t('assets.trust.lookAlike', { name: listedName(trust) })}
    </Text>
  );
}
