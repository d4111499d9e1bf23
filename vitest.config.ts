import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Core tests that mock a module: they need a module graph of their own. */
const SHARES_NO_MODULES = [
  'src/core/vault/kdf-cap.test.ts',
  'src/core/vault/argon2-load.test.ts',
];
import react from '@vitejs/plugin-react-swc';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than cores: one on a 2-core CI machine. Its main
    // process only transforms and reports, so every core runs tests (41 files under load: 128 s
    // with one worker, 105 s with two). Forks, not threads: threads were slower and flaky here.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          // Pure code shares one module graph per worker: loading algosdk and zod once instead of
          // per file takes a third off the unit run. A file that replaces a module (vi.mock)
          // would leak into its neighbours here, so such files run isolated in 'node'.
          name: 'core',
          environment: 'node',
          include: ['src/core/**/*.test.ts', 'devnet/**/*.test.ts'],
          exclude: SHARES_NO_MODULES,
          isolate: false,
          setupFiles: ['./src/test/node-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            // Every other .test.ts wherever it lives (flow modules sit in their feature folders).
            'src/!(core)/**/*.test.ts',
            'tools/**/*.test.ts',
            ...SHARES_NO_MODULES,
          ],
          // Argon2id at a test cost (see the file): 102 files 307 s -> 235 s, CPU 150 s -> 109 s.
          setupFiles: ['./src/test/node-setup.ts', './src/test/test-kdf-cost.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/dom-setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
