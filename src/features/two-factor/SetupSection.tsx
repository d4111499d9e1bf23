import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { FormSection } from '../../ui/StepPage';
import { showHidden } from '../../core/format/outside-text';
import type { TwoFactorPage } from './use-two-factor-page';

/** Step one: the provider and the hot and cold accounts, then "Request QR code". */
export function SetupSection({ page }: { page: TwoFactorPage }) {
  const { t } = useTranslation();
  const { providers, locked } = page;
  return (
    <FormSection id="two-factor-setup" title={t('twoFactor.setupSection')} onSubmit={page.request}>
      <Select
        label={t('twoFactor.provider')}
        placeholder={providers.isPending ? t('common.loading') : t('twoFactor.choose')}
        // The provider list is fetched: a name's hidden characters are written in as markers.
        data={page.selectable.map((p) => ({ value: p.id, label: showHidden(p.providerName) }))}
        value={page.providerId}
        onChange={page.chooseProvider}
        readOnly={locked}
        disabled={providers.isPending}
        allowDeselect={false}
        required
      />
      <AccountSelect page={page} role="hot" />
      <AccountSelect page={page} role="cold" />
      <Group>
        {page.secretRequested ? (
          <Button variant="default" onClick={page.startOver} disabled={page.confirming}>
            {t('twoFactor.startOver')}
          </Button>
        ) : (
          <Button
            type="submit"
            loading={page.requesting}
            disabled={!page.providerId || !page.hot || !page.cold || page.sameAccounts}
          >
            {t('twoFactor.requestQr')}
          </Button>
        )}
      </Group>
    </FormSection>
  );
}

/** One of the two member accounts: chosen once, never cleared (a choice is always needed). */
function AccountSelect({ page, role }: { page: TwoFactorPage; role: 'hot' | 'cold' }) {
  const { t } = useTranslation();
  const hot = role === 'hot';
  return (
    <Select
      label={hot ? t('twoFactor.hotAccount') : t('twoFactor.coldAccount')}
      description={hot ? t('twoFactor.hotAccountHint') : t('twoFactor.coldAccountHint')}
      placeholder={t('twoFactor.choose')}
      data={hot ? page.hotOptions : page.coldOptions}
      value={hot ? page.hot : page.cold}
      onChange={hot ? page.setHot : page.setCold}
      readOnly={page.locked}
      allowDeselect={false}
      error={!hot && page.sameAccounts ? t('twoFactor.errors.sameAccounts') : undefined}
      required
    />
  );
}
