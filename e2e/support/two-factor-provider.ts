import type { Page } from '@playwright/test';
import { E2E_CONFIG_JSON } from './ports';

// The 2FA provider stand-in for e2e: a fixed port off E2E_PORT_BASE, listed in config.json as
// the sandbox's only provider. (Permanent home: E2E_CONFIG_JSON in ports.ts plus a provider
// started in global-setup.ts; until then each spec starts its own.)
const base = Number(process.env.E2E_PORT_BASE ?? 14000);
export const E2E_TWO_FACTOR_PORT = base + 32;
export const E2E_TWO_FACTOR_PROVIDER = {
  id: 'e2e-2fa',
  providerName: 'E2E 2FA provider',
  host: `http://127.0.0.1:${E2E_TWO_FACTOR_PORT}`,
};

export async function serveTwoFactorConfig(page: Page): Promise<void> {
  const config = { ...JSON.parse(E2E_CONFIG_JSON), twoFactorProviders: [E2E_TWO_FACTOR_PROVIDER] };
  await page.route('**/config.json', (route) => route.fulfill({ json: config }));
}
