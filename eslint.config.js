import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import algow from './tools/eslint/layer-rule.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      'test-results',
      'playwright-report',
      'dev-dist',
      'dist-*',
      'bench/out',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, algow },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'algow/layers': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Query keys come from a factory (query-keys.ts per feature, chainKeys for the shared
    // account queries), so whoever invalidates names exactly what the readers cached.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: "Make query keys with the feature's key factory (query-keys.ts), not a literal.",
        },
      ],
    },
  },
  {
    files: ['devnet/**', 'bench/**', 'scripts/**', 'e2e/**', 'tools/**'],
    rules: { 'no-console': 'off' },
  },
);
