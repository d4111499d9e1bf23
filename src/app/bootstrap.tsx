import './styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, initI18n } from '../i18n/i18n';
import { loadAppConfig } from '../infra/config/load-config';
import { setAppConfig, settingsStore } from '../infra/settings/settings-store';
import { refreshWalletList } from '../infra/storage/wallet-list-store';
import { App } from './App';
import { isFramed, showFramedNotice } from './framing';

export async function bootstrap(rootElement: HTMLElement): Promise<void> {
  // Inside a frame the wallet does not start at all: only a translated notice is shown.
  if (isFramed(window)) {
    await initI18n(settingsStore.getState().settings.language);
    const { t } = i18n;
    showFramedNotice(
      rootElement,
      { title: t('framing.title'), text: t('framing.text'), open: t('framing.open') },
      window.location.href,
    );
    return;
  }
  // config.json, the language and the stored wallets' names are read together; all fail soft.
  // With the names known at the first render, the login page paints its form at once instead
  // of a spinner that waits for IndexedDB.
  const [config] = await Promise.all([
    loadAppConfig(),
    initI18n(settingsStore.getState().settings.language),
    refreshWalletList(),
  ]);
  setAppConfig(config);
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
