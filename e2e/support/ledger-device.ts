import type { Page } from '@playwright/test';
import { E2E_CONFIG_JSON } from './ports';

// The software Ledger for e2e: a fixed port off E2E_PORT_BASE, and config.json served with
// `ledgerTransportUrl` pointing at it. (Permanent home: E2E_CONFIG_JSON in ports.ts plus a
// device started in global-setup.ts; until then each spec starts its own.)
const base = Number(process.env.E2E_PORT_BASE ?? 14000);
export const E2E_LEDGER_DEVICE_PORT = base + 31;
export const E2E_LEDGER_DEVICE_URL = `http://127.0.0.1:${E2E_LEDGER_DEVICE_PORT}`;

export async function serveLedgerConfig(page: Page): Promise<void> {
  const config = { ...JSON.parse(E2E_CONFIG_JSON), ledgerTransportUrl: E2E_LEDGER_DEVICE_URL };
  await page.route('**/config.json', (route) => route.fulfill({ json: config }));
}
