import './styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n/i18n';
import { loadAppConfig } from '../infra/config/load-config';
import { setAppConfig, settingsStore } from '../infra/settings/settings-store';
import { App } from './App';

export async function bootstrap(rootElement: HTMLElement): Promise<void> {
  // config.json and the language are fetched together; both fail soft.
  const [config] = await Promise.all([
    loadAppConfig(),
    initI18n(settingsStore.getState().settings.language),
  ]);
  setAppConfig(config);
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
