import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { layerRule } from './layer-rule.js';

// The fences of design.md section 1 and issue 10: who may import keys, and the layer arrows.

// RuleTester finds its test functions on itself when there are no globals.
Object.assign(RuleTester, { afterAll, describe, it });

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
});
const file = (rel: string) => path.join(process.cwd(), 'src', rel);

const SESSION_FROM_FEATURE = "'../../infra/session/session'";
const KEYS_FROM_FEATURE = "'../../infra/session/keys'";
const VAULT_FROM_FEATURE = "'../../core/vault/vault'";
const feature = file('features/pay/x.ts');

tester.run('layers', layerRule, {
  valid: [
    {
      filename: file('infra/transactions/sign-group.ts'),
      code: "import { withSigningSecrets } from '../session/session';",
    },
    {
      filename: file('infra/transactions/signers/vault-keys.ts'),
      code: "import { withSigningSecrets, type SigningSecrets } from '../../session/keys';",
    },
    {
      filename: file('infra/transactions/x.ts'),
      code: "const keys = await import('../session/keys'); export * from '../session/keys';",
    },
    // The session's own files use each other freely.
    {
      filename: file('infra/session/records.ts'),
      code: "import { requireOpen, preloadWalletCrypto } from './lifecycle'; import * as k from './keys'; export const all = k;",
    },
    { filename: feature, code: `import type { HdSecret } from ${KEYS_FROM_FEATURE};` },
    {
      filename: feature,
      code: "import { registerUnsavedWork } from '../../infra/session/unsaved-work';",
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; type T = typeof s.logout; const { sessionStore: { getState } } = s;`,
    },
    { filename: feature, code: "const parts = import.meta.glob('./parts/*.tsx');" },
    { filename: file('infra/session/x.ts'), code: "const all = import.meta.glob('./*.ts');" },
    {
      filename: file('infra/transactions/sign-group.ts'),
      code: "import { ed25519Signer } from './ed25519';",
    },
    {
      filename: file('infra/session/session.ts'),
      code: "import { openWithKey } from '../../core/vault/vault';",
    },
    {
      filename: file('features/pay/PayReview.tsx'),
      code: "import { signAll } from '../../infra/transactions/send-group';",
    },
    {
      filename: file('features/pay/x.ts'),
      code: "import { addAccounts, sessionStore } from '../../infra/session/session';",
    },
    {
      filename: file('ui/review/SendPanel.tsx'),
      code: "import { createSendController } from '../../infra/transactions/send-controller';",
    },
    {
      filename: file('features/wallet/x.ts'),
      code: "import { VaultError } from '../../core/vault/vault-error';",
    },
    {
      filename: file('core/vault/argon2.ts'),
      code: "const w = new Worker(new URL('./argon2.worker.ts', import.meta.url));",
    },
    {
      filename: file('features/wallet/x.ts'),
      code: "import { KDF_CAP } from '../../core/vault/kdf-cap';",
    },
    // The whole session module may be taken when only members other than key helpers are used.
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; s.logout(); s['touch'](); const { addAccounts } = s;`,
    },
    {
      filename: feature,
      code: `import type * as S from ${SESSION_FROM_FEATURE}; type T = S.SessionState; let f: typeof S.withSecretKey;`,
    },
    {
      filename: feature,
      code: `const { logout } = await import(${SESSION_FROM_FEATURE}); const s = await import(${SESSION_FROM_FEATURE}); s.touch(); (await import(${SESSION_FROM_FEATURE})).logout();`,
    },
    {
      filename: feature,
      code: `import(${SESSION_FROM_FEATURE}).then((s) => s.logout()); import(${SESSION_FROM_FEATURE}).then(({ touch }) => touch());`,
    },
    { filename: feature, code: `export { logout, sessionStore } from ${SESSION_FROM_FEATURE};` },
    { filename: feature, code: `export type { SessionState } from ${SESSION_FROM_FEATURE};` },
    {
      filename: file('infra/transactions/x.ts'),
      code: "import * as s from '../session/session'; s.withSigningSecrets(f); export * from '../session/session';",
    },
    {
      filename: file('infra/transactions/x.ts'),
      code: "const { withSigningSecrets } = await import('../session/session'); await import('./hd-signer');",
    },
    {
      filename: file('infra/storage/x.ts'),
      code: "const { detectVaultFormat } = await import('../../core/vault/vault');",
    },
  ],
  invalid: [
    {
      filename: file('features/pay/x.ts'),
      code: "import { withSecretKey } from '../../infra/session/session';",
      errors: [{ messageId: 'keyHelper' }],
    },
    {
      filename: file('features/accounts/x.ts'),
      code: "import { updateWallet } from '../../infra/session/session';",
      errors: [{ messageId: 'keyHelper' }],
    },
    {
      filename: file('ui/x.tsx'),
      code: "import { withSigningSecrets } from '../infra/session/session';",
      errors: [{ messageId: 'layer' }, { messageId: 'keyHelper' }],
    },
    {
      filename: file('features/pay/x.ts'),
      code: "import { openWithKey } from '../../core/vault/vault';",
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: file('infra/two-factor/x.ts'),
      code: "import { ed25519Signer } from '../transactions/ed25519';",
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: file('features/wallet/x.ts'),
      code: "import { deriveArgon2Key } from '../../core/vault/argon2-derive';",
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: file('features/wallet/x.ts'),
      code: "new Worker(new URL('../../core/vault/argon2.worker.ts', import.meta.url));",
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: file('ui/x.ts'),
      code: "new Worker(new URL('../infra/workers/tasks.worker.ts', import.meta.url));",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: file('ui/x.tsx'),
      code: "import { currentChain } from '../infra/chain/indexer-client';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: file('features/pay/x.ts'),
      code: "import { x } from '../walletconnect/sign-entries';",
      errors: [{ messageId: 'feature' }],
    },
    // Every form of import of the session module outside the pipeline (issue 23).
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; s.withSecretKey(a, f);`,
      errors: [{ messageId: 'keyHelper' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; s['withSigningSecrets'](f);`,
      errors: [{ messageId: 'keyHelper' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; const name = 'withSecretKey'; s[name](a, f);`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; hand(s);`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; const { updateWallet } = s;`,
      errors: [{ messageId: 'keyHelper' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; const { logout, ...rest } = s;`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import session from ${SESSION_FROM_FEATURE}; session.updateWallet(f);`,
      errors: [{ messageId: 'keyHelper' }],
    },
    {
      filename: feature,
      code: `import { default as session } from ${SESSION_FROM_FEATURE}; session.withHdSecret(a, f);`,
      errors: [{ messageId: 'keyHelper' }],
    },
    {
      filename: feature,
      code: `export * from ${SESSION_FROM_FEATURE};`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `export * as session from ${SESSION_FROM_FEATURE};`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `export { logout, withSecretKey as secretKey } from ${SESSION_FROM_FEATURE};`,
      errors: [{ messageId: 'keyHelper' }],
    },
    {
      filename: feature,
      code: `const s = await import(${SESSION_FROM_FEATURE}); s.withSecretKey(a, f);`,
      errors: [{ messageId: 'keyHelper' }],
    },
    {
      filename: feature,
      code: `const { logout, withSigningSecrets } = await import(${SESSION_FROM_FEATURE});`,
      errors: [{ messageId: 'keyHelper' }],
    },
    {
      filename: feature,
      code: `(await import(${SESSION_FROM_FEATURE})).accountSession(a);`,
      errors: [{ messageId: 'keyHelper' }],
    },
    {
      filename: feature,
      code: `import(${SESSION_FROM_FEATURE}).then((s) => s.withHdSecret(a, f));`,
      errors: [{ messageId: 'keyHelper' }],
    },
    {
      filename: feature,
      code: `import(${SESSION_FROM_FEATURE}).then(({ updateWallet }) => updateWallet(f));`,
      errors: [{ messageId: 'keyHelper' }],
    },
    {
      filename: feature,
      code: `const pending = import(${SESSION_FROM_FEATURE}); pending.then(use);`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: file('infra/storage/x.ts'),
      code: "import * as s from '../session/session'; s.withSigningSecrets(f);",
      errors: [{ messageId: 'keyHelper' }],
    },
    // The namespace of the session goes nowhere but to a member read (issue 36).
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; export const p = s;`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; const p = s; p.withSecretKey(a, f);`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; export { s };`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; export { s as session };`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; export default s;`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; let p; p = s;`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; const p = { ...s };`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; const p = [...Object.values(s)];`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; const p = { session: s };`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; export function get() { return s; }`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; export const get = () => s;`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; s?.[key]();`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; (s as Record<string, unknown>).x;`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `const s = await import(${SESSION_FROM_FEATURE}); export const p = s;`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import(${SESSION_FROM_FEATURE}).then((s) => { window.s = s; });`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `const { logout } = await import(${SESSION_FROM_FEATURE}), p = await import(${SESSION_FROM_FEATURE}); export { p };`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `const p = Promise.all([import(${SESSION_FROM_FEATURE})]);`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import s = require(${SESSION_FROM_FEATURE});`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `const s = require(${SESSION_FROM_FEATURE});`,
      errors: [{ messageId: 'sessionWhole' }],
    },
    {
      filename: feature,
      code: `import * as s from ${SESSION_FROM_FEATURE}; const { requireOpen } = s; s.preloadWalletCrypto();`,
      errors: [{ messageId: 'keyHelper' }, { messageId: 'keyHelper' }],
    },
    // Key access (keys.ts) is the pipeline's; the session's other files are its own.
    {
      filename: feature,
      code: `import { withSigningSecrets } from ${KEYS_FROM_FEATURE};`,
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: feature,
      code: `const keys = await import(${KEYS_FROM_FEATURE});`,
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: feature,
      code: `import(${KEYS_FROM_FEATURE}).then((k) => k.accountSession(a));`,
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: feature,
      code: `export * from ${KEYS_FROM_FEATURE};`,
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: file('infra/walletconnect/x.ts'),
      code: "import { accountSession } from '../session/keys.js';",
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: file('infra/storage/x.ts'),
      code: "import { withSecretKey } from '../session/keys';",
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: feature,
      code: "import { requireOpen } from '../../infra/session/lifecycle';",
      errors: [{ messageId: 'sessionInternal' }],
    },
    {
      filename: feature,
      code: "import { updateWallet } from '../../infra/session/records';",
      errors: [{ messageId: 'sessionInternal' }],
    },
    {
      filename: file('infra/transactions/x.ts'),
      code: "import { updateWallet } from '../session/records';",
      errors: [{ messageId: 'sessionInternal' }],
    },
    {
      filename: feature,
      code: "const all = import.meta.glob('../../infra/session/*.ts');",
      errors: [{ messageId: 'globPath' }],
    },
    {
      filename: feature,
      code: "const all = import.meta.glob(['../../infra/sess*/**', '../../core/vault/*.ts']);",
      errors: [{ messageId: 'globPath' }, { messageId: 'globPath' }],
    },
    {
      filename: feature,
      code: "const all = import.meta.glob('../../infra/session/l*.ts', { eager: true });",
      errors: [{ messageId: 'globPath' }],
    },
    {
      filename: feature,
      code: "const all = import.meta.glob('../../**/*.ts');",
      errors: [{ messageId: 'globPath' }],
    },
    {
      filename: feature,
      code: 'const all = import.meta.glob(pattern);',
      errors: [{ messageId: 'dynamicPath' }],
    },
    // Every form of import of a key module outside the key holders.
    {
      filename: feature,
      code: `import * as vault from ${VAULT_FROM_FEATURE}; vault.openWithKey(k, d);`,
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: feature,
      code: `import vault from ${VAULT_FROM_FEATURE}; vault.openWithKey(k, d);`,
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: feature,
      code: `export * from ${VAULT_FROM_FEATURE};`,
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: feature,
      code: `export { openWithKey } from ${VAULT_FROM_FEATURE};`,
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: feature,
      code: `const vault = await import(${VAULT_FROM_FEATURE});`,
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: feature,
      code: 'const vault = await import(`../../core/vault/vault`);',
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: feature,
      code: "const signer = await import('../../infra/transactions/hd-signer.js');",
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: feature,
      code: "import Argon from '../../core/vault/argon2.worker?worker';",
      errors: [{ messageId: 'keys' }],
    },
    {
      filename: feature,
      code: "const name = 'vault'; await import(`../../core/vault/${name}`);",
      errors: [{ messageId: 'dynamicPath' }],
    },
  ],
});
