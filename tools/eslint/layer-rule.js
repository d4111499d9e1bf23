// Enforces the layer arrows of design.md section 1:
//   core -> nothing of ours; infra -> core; ui -> core; i18n -> nothing;
//   features -> core, infra, ui, i18n (never another feature); app -> everything.
// Also keeps UI frameworks and browser storage out of core.
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
      const target = locate(path.resolve(path.dirname(file), source), srcRoot);
      if (!target) return;
      if (!ALLOWED[here.layer].includes(target.layer)) {
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
    };
  },
};

export default { rules: { layers: layerRule } };
