// Enforces the layer arrows of design.md section 1:
//   core -> nothing of ours; infra -> core; ui -> core; i18n -> nothing;
//   features -> core, infra, ui, i18n (never another feature); app -> everything.
// ui may also use the transaction pipeline (infra/transactions): the one review drives it.
// Also keeps UI frameworks and browser storage out of core, and fences keys: the vault, the
// session's key helpers and the pipeline's signers are imported only by the session and the
// pipeline (design.md section 1, issue 10).
import path from 'node:path';

const ALLOWED = {
  core: ['core'],
  infra: ['core', 'infra'],
  i18n: ['i18n'],
  ui: ['core', 'ui', 'i18n'],
  features: ['core', 'infra', 'ui', 'i18n', 'features'],
  app: ['core', 'infra', 'ui', 'i18n', 'features', 'app'],
  test: ['core', 'infra', 'ui', 'i18n', 'features', 'app', 'test'],
};
const CORE_FORBIDDEN_PACKAGES =
  /^(react|react-dom|dexie|zustand|@mantine\/|@tanstack\/|i18next|react-i18next)/;
const INFRA_FORBIDDEN_PACKAGES = /^(react|react-dom|@mantine\/|zustand$)/;

/** Modules that hold or derive secrets, and who may import them (paths under src/). */
const KEY_MODULES = [
  'core/vault/vault.ts',
  'core/vault/argon2.ts',
  // Argon2id itself and its worker: raw key bytes pass through them.
  'core/vault/argon2-derive.ts',
  'core/vault/argon2.worker.ts',
  'core/vault/legacy-awallet.ts',
  'infra/transactions/ed25519.ts',
  'infra/transactions/hd-signer.ts',
];
const KEY_HOLDERS = ['core/vault/', 'infra/session/', 'infra/storage/', 'infra/transactions/'];
const SESSION_MODULE = 'infra/session/session.ts';
const SESSION_KEY_HELPERS = new Set([
  'updateWallet',
  'withSigningSecrets',
  'withSecretKey',
  'withHdSecret',
  'accountSession',
]);
const PIPELINE_ONLY = ['infra/transactions/'];

const withExtension = (resolved) => (/\.tsx?$/.test(resolved) ? resolved : `${resolved}.ts`);

function locate(file, srcRoot) {
  const rel = path.relative(srcRoot, file);
  if (rel.startsWith('..')) return null;
  const [layer, feature] = rel.split(path.sep);
  return { layer, feature };
}

export const layerRule = {
  meta: {
    type: 'problem',
    messages: {
      layer: '{{from}} may not import {{to}} (layer rule, design.md section 1).',
      feature:
        'feature "{{from}}" may not import feature "{{to}}": move the shared part to core, infra or ui.',
      pkg: '{{layer}} may not import "{{pkg}}".',
      keys: '{{target}} holds secrets: only the session and the transaction pipeline may import it.',
      keyHelper:
        '"{{name}}" hands out secrets: only src/infra/transactions may call it (sign through the pipeline; change accounts with the session\'s named commands).',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const srcRoot = path.join(context.cwd, 'src');
    const here = locate(file, srcRoot);
    if (!here || !ALLOWED[here.layer] || /\.test\.tsx?$/.test(file)) return {};
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        if (here.layer === 'core' && CORE_FORBIDDEN_PACKAGES.test(source))
          context.report({ node, messageId: 'pkg', data: { layer: 'core', pkg: source } });
        if (here.layer === 'infra' && INFRA_FORBIDDEN_PACKAGES.test(source))
          context.report({ node, messageId: 'pkg', data: { layer: 'infra', pkg: source } });
        return;
      }
      const resolved = path.resolve(path.dirname(file), source);
      const target = locate(resolved, srcRoot);
      if (!target) return;
      const hereRel = path.relative(srcRoot, file).split(path.sep).join('/');
      const targetRel = path.relative(srcRoot, withExtension(resolved)).split(path.sep).join('/');
      if (
        KEY_MODULES.includes(targetRel) &&
        !KEY_HOLDERS.some((holder) => hereRel.startsWith(holder)) &&
        !(node.importKind === 'type')
      ) {
        context.report({ node, messageId: 'keys', data: { target: targetRel } });
      }
      if (
        targetRel === SESSION_MODULE &&
        !PIPELINE_ONLY.some((holder) => hereRel.startsWith(holder)) &&
        node.type === 'ImportDeclaration'
      ) {
        for (const spec of node.specifiers ?? []) {
          const name = spec.imported?.name;
          if (name && SESSION_KEY_HELPERS.has(name)) {
            context.report({ node: spec, messageId: 'keyHelper', data: { name } });
          }
        }
      }
      const uiUsesPipeline =
        here.layer === 'ui' && target.layer === 'infra' && target.feature === 'transactions';
      if (!ALLOWED[here.layer].includes(target.layer) && !uiUsesPipeline) {
        context.report({ node, messageId: 'layer', data: { from: here.layer, to: target.layer } });
      } else if (
        here.layer === 'features' &&
        target.layer === 'features' &&
        target.feature !== here.feature
      ) {
        context.report({
          node,
          messageId: 'feature',
          data: { from: here.feature, to: target.feature },
        });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      // A worker is started with `new Worker(new URL('./x.worker.ts', import.meta.url))`: the
      // same fences apply to the module it runs as to an import.
      NewExpression: (node) => {
        const [source, base] = node.arguments;
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'URL' &&
          source?.type === 'Literal' &&
          base?.type === 'MemberExpression' &&
          base.object.type === 'MetaProperty' &&
          base.property.type === 'Identifier' &&
          base.property.name === 'url'
        ) {
          check(node, source.value);
        }
      },
    };
  },
};

export default { rules: { layers: layerRule } };
