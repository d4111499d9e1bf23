import { Button } from '@mantine/core';
import { useStore } from 'zustand';
import { useTranslation } from '../../i18n/react';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';

// "Hide balances" (issue 41): one tap hides every amount and value (••••) until the next tap,
// for when someone looks over the person's shoulder; kept in this device's settings. An eye,
// crossed out while balances are hidden; its name says what the tap will do.
export function HideBalancesButton() {
  const { t } = useTranslation();
  const hidden = useStore(settingsStore, (s) => s.settings.hideBalances === true);
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      px={6}
      aria-pressed={hidden}
      aria-label={t('nav.hideBalances')}
      title={t('nav.hideBalances')}
      onClick={() => updateSettings({ hideBalances: !hidden })}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none">
        <path
          d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
        {hidden && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
      </svg>
    </Button>
  );
}
