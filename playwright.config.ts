import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';
import { E2E_CONFIG_JSON, E2E_OUT_DIR, E2E_PREVIEW_PORT } from './e2e/support/ports';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Next to the build it tests, so parallel runs (other E2E_OUT_DIRs) never share artefacts;
  // scripts/e2e.ts gives each of its streams a folder of its own.
  outputDir:
    process.env.E2E_RESULTS_DIR ??
    (E2E_OUT_DIR === 'dist' ? 'test-results' : `${E2E_OUT_DIR}-results`),
  fullyParallel: false,
  // One worker: specs change what the shared devnet and stand-ins answer (fault knobs, rounds, a
  // router's mode), so two workers on one devnet would meet. `npm run test:e2e` (scripts/e2e.ts)
  // runs two streams instead, each with a devnet, stand-ins and preview server of its own.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PREVIEW_PORT}`,
    // Recording a trace costs about as much CPU as the journey: the screencast keeps Chromium's
    // GPU process busy and each action snapshots the DOM. pay.spec.ts (5 journeys, same build,
    // same hold; Chromium, worker and preview sampled with top) took 81-111 CPU-s with
    // retain-on-failure, 64 with snapshots only, 48-51 without.
    // CI retries a failed journey once and records that retry; a local run keeps a failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${E2E_PREVIEW_PORT} --strictPort --outDir ${E2E_OUT_DIR}`,
    url: `http://127.0.0.1:${E2E_PREVIEW_PORT}`,
    reuseExistingServer: !process.env.CI,
    env: { ALGOW_CONFIG_JSON: E2E_CONFIG_JSON },
    timeout: 60_000,
  },
});
