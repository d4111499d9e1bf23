import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            // Every .test.ts wherever it lives (flow modules sit in their feature folders).
            'src/**/*.test.ts',
            'devnet/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          setupFiles: ['./src/test/node-setup.ts'],
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
