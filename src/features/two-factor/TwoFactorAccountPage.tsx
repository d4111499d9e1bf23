import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { InlineError, StepPage } from '../../ui/StepPage';
import { ConfirmSection } from './ConfirmSection';
import { SetupSection } from './SetupSection';
import { useTwoFactorPage } from './use-two-factor-page';

/**
 * /new-account/2fa (spec 001 section 2, spec 000 sections 3-4): pick provider, hot and cold
 * account; the hot account authenticates to the provider (ARC-14) and gets the authenticator
 * secret; a code from the app confirms it and yields the provider's account; the 2-of-3
 * multisig is saved and the user goes to the accounts list.
 */
export function TwoFactorAccountPage() {
  const { t } = useTranslation();
  const page = useTwoFactorPage();
  return (
    <StepPage title={t('twoFactor.title')} intro={t('twoFactor.intro')}>
      {!page.enoughAccounts && (
        <Alert color="yellow">
          {t('twoFactor.noAccounts')}{' '}
          <Anchor component={Link} to="/new-account" c="bright" underline="always">
            {t('twoFactor.createAccount')}
          </Anchor>
        </Alert>
      )}
      {page.providers.isSuccess && page.selectable.length === 0 && (
        <Alert color="yellow">{t('twoFactor.noProviders')}</Alert>
      )}
      <SetupSection page={page} />
      <InlineError message={page.error} />
      {page.secretRequested && <ConfirmSection page={page} />}
    </StepPage>
  );
}
