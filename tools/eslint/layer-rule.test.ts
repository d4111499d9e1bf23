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

tester.run('layers', layerRule, {
  valid: [
    {
      filename: file('infra/transactions/sign-group.ts'),
      code: "import { withSigningSecrets } from '../session/session';",
    },
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
      code: "new Worker(new URL('../infra/crypto/arc76-worker.ts', import.meta.url));",
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
  ],
});
