import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { SummaryRow } from '../SummaryRow';

/** Who signs: the key's account by name and kind in words, then its address, or that no key of this wallet can. */
export function SignerRow({ signer }: { signer: PublicAccount | null | undefined }) {
  const { t } = useTranslation();
  return (
    <SummaryRow label={t('pay.signWith')}>
      {signer ? (
        <>
          <Text size="sm">
            {signer.name} · {t(`accounts.types.${signer.type}`)}
          </Text>
          <Text ff="monospace" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {signer.addr}
          </Text>
        </>
      ) : (
        t('signing.signer-unknown')
      )}
    </SummaryRow>
  );
}
