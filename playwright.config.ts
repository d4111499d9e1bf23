import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';
import { E2E_CONFIG_JSON, E2E_OUT_DIR, E2E_PREVIEW_PORT } from './e2e/support/ports';

/**
 * What in a spec's text changes what every other spec sees, so that spec must run alone: the
 * devnet's fault knobs and clock (setFaults, /devnet/advance, /heartbeat, /proposed...; /fund is
 * per account), a stand-in's mode or its answer for everyone (setMode, /__test/mode, /__test/reset,
 * setAttestation), or a stand-in the spec starts on a fixed port only one can hold.
 */
const SHARED_STATE = [
  /\bsetFaults\(/,
  /\/devnet\/(?!fund\b)/,
  /\.setMode\(/,
  /__test\/(?:mode|reset)\b/,
  /\bsetAttestation\(/,
  /\bport:\s*E2E_\w+_PORT\b/,
];

/** Spec files (relative to e2e/) whose text matches SHARED_STATE: found by reading, so a new one sorts itself. */
export function sharedStateSpecs(dir = join(import.meta.dirname, 'e2e')): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      return SHARED_STATE.some((pattern) => pattern.test(text));
    })
    .sort();
}
const SERIAL = sharedStateSpecs().map((file) => `**/${file}`);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Next to the build it tests, so parallel runs (other E2E_OUT_DIRs) never share artefacts.
  outputDir: E2E_OUT_DIR === 'dist' ? 'test-results' : `${E2E_OUT_DIR}-results`,
  fullyParallel: false,
  // One worker unless asked: `npm run test:e2e` (scripts/e2e.ts) runs the 'serial' project alone,
  // then 'parallel' with --workers=2. Both projects in one run with two workers would let a
  // shared-state spec change the devnet under a journey of the other worker.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PREVIEW_PORT}`,
    trace: 'retain-on-failure',
    // Transitions run in 1 ms (theme.respectReducedMotion): axe never judges a toast mid-fade.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // The offline copy's precache fetches all ~280 files a few seconds into every journey and then
    // answers every request; e2e/offline-copy.spec.ts tests it on its own.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Specs that change shared state (SHARED_STATE): one at a time.
    { name: 'serial', use: { browserName: 'chromium' }, testMatch: SERIAL, workers: 1 },
    // Every other spec: each test makes its own wallet and funds its own accounts, and the
    // stand-ins they use keep state per account or name, so two workers do not meet.
    { name: 'parallel', use: { browserName: 'chromium' }, testIgnore: SERIAL },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${E2E_PREVIEW_PORT} --strictPort --outDir ${E2E_OUT_DIR}`,
    url: `http://127.0.0.1:${E2E_PREVIEW_PORT}`,
    reuseExistingServer: !process.env.CI,
    env: { ALGOW_CONFIG_JSON: E2E_CONFIG_JSON },
    timeout: 60_000,
  },
});
