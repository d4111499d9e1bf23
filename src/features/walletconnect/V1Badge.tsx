import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n/react';

/** Marks legacy WalletConnect v1 proposals and sessions. */
export function V1Badge() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color="gray">
      {t('walletconnect.v1Badge')}
    </Badge>
  );
}
