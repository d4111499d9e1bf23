import { Alert } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { InlineError, StepPage } from '../../ui/StepPage';
import { AccountSection } from './AccountSection';
import { DeviceSection } from './DeviceSection';
import { useLedgerAccountPage } from './use-ledger-account-page';

/**
 * /new-account/ledger (spec 001 section 2): read the address of a slot from the device, then
 * save it as a Ledger account.
 */
export function LedgerAccountPage() {
  const { t } = useTranslation();
  const page = useLedgerAccountPage();
  return (
    <StepPage title={t('ledger.title')} intro={t('ledger.intro')}>
      {page.emulatorUrl && (
        <Alert
          color="yellow"
          title={t('ledger.emulatedTitle')}
          // The default yellow title fails AA contrast on the light background.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {t('ledger.emulated', { url: page.emulatorUrl })}
        </Alert>
      )}
      <DeviceSection page={page} />
      <InlineError message={page.error} />
      {page.loaded && <AccountSection page={page} {...page.loaded} />}
    </StepPage>
  );
}
