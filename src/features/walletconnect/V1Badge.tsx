import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks legacy WalletConnect v1 proposals and sessions. */
export function V1Badge() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color="gray">
      {t('walletconnect.v1Badge')}
    </Badge>
  );
}
