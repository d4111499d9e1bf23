import { initI18n } from '../i18n/i18n';
import type { AppConfig } from '../core/config/app-config';
import { loadAppConfig } from '../infra/config/load-config';
import { settingsStore } from '../infra/settings/settings-store';
import { readWalletListAtStartup } from '../infra/storage/wallet-list-store';

// What the first page waits for but the main thread does not: config.json, the language's
// strings and the stored wallets' names (IndexedDB). main.tsx imports this module first, so
// these reads start before React, Mantine and the router are evaluated, and overlap that work
// instead of following it. All fail soft.
const reads: Promise<[AppConfig, unknown, unknown]> = Promise.all([
  loadAppConfig(),
  initI18n(settingsStore.getState().settings.language),
  readWalletListAtStartup(),
]);

/** The deployment's config once the strings and the wallet list are in as well. */
export async function earlyReads(): Promise<AppConfig> {
  return (await reads)[0];
}
