import './styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '../i18n/i18n';
import type { AppConfig } from '../core/config/app-config';
import { setAppConfig } from '../infra/settings/settings-store';
import { App } from './App';
import { isFramed, showFramedNotice } from './framing';
import { registerServiceWorkerWhenIdle } from './service-worker';

/**
 * Starts the app in `rootElement` once `ready` (config.json, the language's strings and the
 * stored wallets' names, read by early-reads.ts) is in, so the first render shows the form at
 * once instead of a spinner that waits for IndexedDB.
 */
export async function bootstrap(
  rootElement: HTMLElement,
  ready: Promise<AppConfig>,
): Promise<void> {
  // Inside a frame the wallet does not start at all: only a translated notice is shown.
  if (isFramed(window)) {
    await ready;
    const { t } = i18n;
    showFramedNotice(
      rootElement,
      { title: t('framing.title'), text: t('framing.text'), open: t('framing.open') },
      window.location.href,
    );
    return;
  }
  setAppConfig(await ready);
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorkerWhenIdle();
}
