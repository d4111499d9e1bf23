// Enforces the layer arrows of design.md section 1:
//   core -> nothing of ours; infra -> core; ui -> core; i18n -> nothing;
//   features -> core, infra, ui, i18n (never another feature); app -> everything.
// ui may also use the transaction pipeline (infra/transactions): the one review drives it.
// Also keeps UI frameworks and browser storage out of core, and fences keys: the vault, the
// session's key helpers and the pipeline's signers are imported only by the session and the
// pipeline (design.md section 1, issue 10). Every form counts (issue 23): named, namespace and
// default imports, re-exports (`export *`, `export { x } from`), import(), require(),
// `import x = require()`, import.meta.glob and worker URLs; an import() or glob whose path is
// computed is refused, as it could name any module. The session is several files: outside
// src/infra/session only its public face (session.ts) is imported, keys.ts (secrets for
// signing) only by the pipeline, and the public face's namespace may only have its members read
// (issue 36): handing it on in any other way (export, assignment, spread, argument, return)
// would hand on whatever it exports.
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
  // The passkey vault: the vault key's bytes and a passkey's PRF output pass through it.
  'core/vault/keyring.ts',
  'infra/transactions/ed25519.ts',
  'infra/transactions/hd-signer.ts',
];
const KEY_HOLDERS = ['core/vault/', 'infra/session/', 'infra/storage/', 'infra/transactions/'];
const SESSION_DIR = 'infra/session/';
/** The session's public face: what features, components and the app import. */
const SESSION_MODULE = 'infra/session/session.ts';
/** Session files anyone may import; every other file under SESSION_DIR is the session's own. */
const SESSION_PUBLIC = [SESSION_MODULE, 'infra/session/unsaved-work.ts'];
/** Key access for the pipeline: secret keys and HD phrases for signing. */
const SESSION_KEY_ACCESS = 'infra/session/keys.ts';
/** Names that hand out secrets or the vault key, wherever the session exports them. */
const SESSION_KEY_HELPERS = new Set([
  'updateWallet',
  'withSigningSecrets',
  'withSecretKey',
  'withHdSecret',
  'accountSession',
  'requireOpen',
  'readOpenWallet',
  'openWithPassword',
  'preloadWalletCrypto',
]);
const PIPELINE_ONLY = ['infra/transactions/'];

// Vite resolves `./vault.js` and `./vault` to vault.ts and serves `./vault?worker` from it too, so
// modules are compared without their extension and query.
const stem = (rel) => rel.replace(/\.[cm]?[jt]sx?$/, '');
const KEY_STEMS = new Set(KEY_MODULES.map(stem));
const SESSION_STEM = stem(SESSION_MODULE);
const SESSION_PUBLIC_STEMS = new Set(SESSION_PUBLIC.map(stem));
const SESSION_KEY_ACCESS_STEM = stem(SESSION_KEY_ACCESS);
const withoutQuery = (source) => source.replace(/[?#].*$/, '');

/** The string an import() names, or null when it is computed at run time. */
function staticSource(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0].value.cooked;
  return null;
}

/** `x.name` or `x['name']`: the member's name, or null when it is computed. */
function memberName(member) {
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  return member.property.type === 'Literal' && typeof member.property.value === 'string'
    ? member.property.value
    : null;
}

const moduleName = (node) =>
  node.type === 'Identifier' ? node.name : typeof node.value === 'string' ? node.value : null;

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
      sessionWhole:
        'This hands on the whole session module, key helpers included: import its named functions, or use only members that are not key helpers.',
      sessionInternal:
        "{{target}} is the session's own (the vault key, record writes): import the session through infra/session/session.ts.",
      globPath:
        'import.meta.glob here could load a module that holds secrets: name the modules it may load.',
      dynamicPath:
        'import() with a computed path cannot be checked against the layer and key fences: name the module in a string.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const srcRoot = path.join(context.cwd, 'src');
    const here = locate(file, srcRoot);
    if (!here || !ALLOWED[here.layer] || /\.test\.tsx?$/.test(file)) return {};
    const hereRel = path.relative(srcRoot, file).split(path.sep).join('/');
    const keyHolder = KEY_HOLDERS.some((holder) => hereRel.startsWith(holder));
    const pipeline = PIPELINE_ONLY.some((holder) => hereRel.startsWith(holder));
    const inSession = hereRel.startsWith(SESSION_DIR);
    const { sourceCode } = context;

    const refuseHelper = (node, name) => {
      if (SESSION_KEY_HELPERS.has(name))
        context.report({ node, messageId: 'keyHelper', data: { name } });
    };

    // `const { a, b } = session`: each name is checked; a rest element or a computed key takes
    // what it cannot name, so it counts as the whole module.
    function checkPattern(pattern) {
      if (pattern.type !== 'ObjectPattern') {
        context.report({ node: pattern, messageId: 'sessionWhole' });
        return;
      }
      for (const property of pattern.properties) {
        const name =
          property.type === 'Property'
            ? property.computed
              ? property.key.type === 'Literal' && typeof property.key.value === 'string'
                ? property.key.value
                : null
              : moduleName(property.key)
            : null;
        if (name === null) context.report({ node: property, messageId: 'sessionWhole' });
        else refuseHelper(property, name);
      }
    }

    /**
     * Where an expression that is the session module goes. Only reading a member that is not a
     * key helper (`s.x`, `s['x']`, `const { x } = s`) is allowed; any other use (export,
     * assignment, spread, argument, return, `s[k]`) hands the module on. `fresh` is the import()
     * itself, which may be named once (`const s = await import(...)`), as `import * as s` is.
     */
    function checkModuleValue(expression, fresh = false) {
      const parent = expression.parent;
      if (parent.type === 'MemberExpression' && parent.object === expression) {
        const name = memberName(parent);
        if (name === null) context.report({ node: parent, messageId: 'sessionWhole' });
        else refuseHelper(parent, name);
        return;
      }
      if (parent.type === 'VariableDeclarator' && parent.init === expression) {
        if (parent.id.type === 'ObjectPattern') checkPattern(parent.id);
        else if (fresh && parent.id.type === 'Identifier') checkBinding(parent);
        else context.report({ node: parent, messageId: 'sessionWhole' });
        return;
      }
      // `typeof s.x` and `s.Type` in type positions carry no value.
      if (parent.type === 'TSQualifiedName' && parent.left === expression) return;
      context.report({ node: expression, messageId: 'sessionWhole' });
    }

    /** Every use of the names a declaration binds to the session module. */
    function checkBinding(declaration) {
      for (const variable of sourceCode.getDeclaredVariables(declaration)) {
        for (const reference of variable.references) {
          if (reference.init) continue;
          if (reference.isTypeReference && !reference.isValueReference) continue;
          checkModuleValue(reference.identifier);
        }
      }
    }

    /** `.then(m => ...)` / `.then(({ a }) => ...)` on import(): the callback's parameter. */
    function checkThen(importNode) {
      const member = importNode.parent;
      const call = member.parent;
      const callback = call.arguments[0];
      if (
        call.type !== 'CallExpression' ||
        call.callee !== member ||
        !callback ||
        (callback.type !== 'ArrowFunctionExpression' && callback.type !== 'FunctionExpression')
      ) {
        context.report({ node: importNode, messageId: 'sessionWhole' });
        return;
      }
      const [param] = callback.params;
      if (!param) return;
      if (param.type === 'Identifier') {
        const variable = sourceCode
          .getDeclaredVariables(callback)
          .find((v) => v.name === param.name);
        for (const reference of variable?.references ?? []) checkModuleValue(reference.identifier);
      } else checkPattern(param);
    }

    // The session module outside the pipeline: named imports may not be key helpers, and a form
    // that hands on the whole module (namespace, default, export *, import()) may only be used
    // for members that are not key helpers.
    function checkSessionUse(node) {
      if (node.type === 'ImportDeclaration') {
        for (const spec of node.specifiers) {
          if (spec.importKind === 'type') continue;
          const name = spec.type === 'ImportSpecifier' ? moduleName(spec.imported) : null;
          if (name !== null && name !== 'default') refuseHelper(spec, name);
          else checkBinding(spec);
        }
      } else if (node.type === 'ExportNamedDeclaration') {
        for (const spec of node.specifiers) {
          const name = moduleName(spec.local);
          if (spec.exportKind !== 'type' && name !== null) refuseHelper(spec, name);
        }
      } else if (node.type === 'ExportAllDeclaration') {
        context.report({ node, messageId: 'sessionWhole' });
      } else if (node.type === 'ImportExpression') {
        const parent = node.parent;
        if (parent.type === 'AwaitExpression') checkModuleValue(parent, true);
        else if (
          parent.type === 'MemberExpression' &&
          parent.object === node &&
          memberName(parent) === 'then'
        )
          checkThen(node);
        else context.report({ node, messageId: 'sessionWhole' });
      } else {
        context.report({ node, messageId: 'sessionWhole' });
      }
    }

    /** Modules this file may not load; a glob reaching into any of them is refused. */
    function fencedFromHere() {
      const fenced = [];
      if (!keyHolder) fenced.push(...KEY_MODULES);
      // Every file of the session but its public face is fenced off from the rest.
      if (!inSession) fenced.push(SESSION_DIR);
      return fenced;
    }

    // `import.meta.glob('./dir/*.ts')` (Vite) loads every module that matches: refused when the
    // part before the first wildcard could lead into a module fenced from this file.
    function checkGlob(node, patterns) {
      const list =
        patterns?.type === 'ArrayExpression' ? patterns.elements : patterns ? [patterns] : [];
      for (const element of list) {
        const pattern = element ? staticSource(element) : null;
        if (pattern === null) {
          context.report({ node, messageId: 'dynamicPath' });
          continue;
        }
        if (pattern.startsWith('!')) continue;
        const base = pattern.slice(0, pattern.search(/[*?{[]|$/));
        const resolved = path.resolve(path.dirname(file), base);
        const rel = path.relative(srcRoot, resolved).split(path.sep).join('/');
        const prefix = base.endsWith('/') || base === '' ? `${rel}/` : rel;
        // A base above src/ or at its root can reach anything under it.
        // A fence ending in / is a whole folder.
        const reaches = (fenced) =>
          rel === '' ||
          rel.startsWith('..') ||
          fenced.startsWith(prefix) ||
          (fenced.endsWith('/') && prefix.startsWith(fenced));
        if (fencedFromHere().some(reaches)) context.report({ node, messageId: 'globPath' });
      }
    }

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        if (here.layer === 'core' && CORE_FORBIDDEN_PACKAGES.test(source))
          context.report({ node, messageId: 'pkg', data: { layer: 'core', pkg: source } });
        if (here.layer === 'infra' && INFRA_FORBIDDEN_PACKAGES.test(source))
          context.report({ node, messageId: 'pkg', data: { layer: 'infra', pkg: source } });
        return;
      }
      const resolved = path.resolve(path.dirname(file), withoutQuery(source));
      const target = locate(resolved, srcRoot);
      if (!target) return;
      const targetStem = stem(path.relative(srcRoot, resolved).split(path.sep).join('/'));
      const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
      if (KEY_STEMS.has(targetStem) && !keyHolder && !typeOnly) {
        context.report({ node, messageId: 'keys', data: { target: `${targetStem}.ts` } });
      }
      if (targetStem.startsWith(SESSION_DIR) && !inSession && !typeOnly) {
        if (targetStem === SESSION_KEY_ACCESS_STEM) {
          if (!pipeline)
            context.report({ node, messageId: 'keys', data: { target: `${targetStem}.ts` } });
        } else if (!SESSION_PUBLIC_STEMS.has(targetStem)) {
          context.report({
            node,
            messageId: 'sessionInternal',
            data: { target: `${targetStem}.ts` },
          });
        } else if (targetStem === SESSION_STEM && !pipeline) checkSessionUse(node);
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
      ImportExpression: (node) => {
        const source = staticSource(node.source);
        if (source === null) context.report({ node, messageId: 'dynamicPath' });
        else check(node, source);
      },
      // `import s = require('...')`: a namespace by another syntax.
      TSImportEqualsDeclaration: (node) => {
        if (node.moduleReference.type === 'TSExternalModuleReference')
          check(node, staticSource(node.moduleReference.expression));
      },
      CallExpression: (node) => {
        const { callee } = node;
        const [first] = node.arguments;
        if (callee.type === 'Identifier' && callee.name === 'require' && first) {
          const source = staticSource(first);
          if (source === null) context.report({ node, messageId: 'dynamicPath' });
          else check(node, source);
        } else if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'MetaProperty' &&
          memberName(callee) === 'glob'
        )
          checkGlob(node, first);
      },
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
