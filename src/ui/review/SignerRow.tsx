import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { SummaryRow } from '../SummaryRow';

/** Who signs: the key's account, name and kind, or that no key of this wallet can. */
export function SignerRow({ signer }: { signer: PublicAccount | null | undefined }) {
  const { t } = useTranslation();
  return (
    <SummaryRow label={t('pay.signWith')}>
      {signer ? (
        <>
          <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {signer.addr}
          </Text>
          <Text size="sm" c="dimmed">
            {signer.name} · {t(`accounts.types.${signer.type}`)}
          </Text>
        </>
      ) : (
        t('signing.signer-unknown')
      )}
    </SummaryRow>
  );
}
