import { useTranslation } from '../i18n/react';
import type { QrScannerLabels } from './QrScanner';

export function useScannerLabels(): QrScannerLabels {
  const { t } = useTranslation();
  return {
    start: t('newAccount.scanner.start'),
    stop: t('newAccount.scanner.stop'),
    video: t('newAccount.scanner.video'),
    hint: t('newAccount.scanner.hint'),
    noCamera: t('newAccount.scanner.noCamera'),
    denied: t('newAccount.scanner.denied'),
    failed: t('newAccount.scanner.failed'),
  };
}
