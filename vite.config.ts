import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { defineConfig, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react-swc';
import { VitePWA } from 'vite-plugin-pwa';
import { packStrings } from './src/i18n/packed-strings';
import type { StringTree } from './src/i18n/translate';

// Only the production build gets the CSP: the dev server injects inline scripts for hot reload.
// Node hosts are user-configurable (custom environment), so connect-src allows any https host and
// loopback http (LocalNet/devnet); NFT pictures come over https or from a loopback gateway. No inline or third-party script is ever allowed.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http://localhost:* http://127.0.0.1:*",
  "font-src 'self' data:",
  "connect-src 'self' https: wss: http://localhost:* http://127.0.0.1:* ws://localhost:* ws://127.0.0.1:*",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https:",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'algow-csp',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`,
      ),
  };
}

// No site may frame the wallet (clickjacking). Sent by every server the project runs: the dev
// server (`npm start`, the devnet demo) and the preview server (e2e tests). Hosts that deploy
// dist/ must send them too (README, Deploying); the app also refuses to start inside a frame.
const FRAMING_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

// `npm start` and the e2e tests point the wallet at the bundled devnet by serving a deployment
// config.json from the ALGOW_CONFIG_JSON environment variable (dev and preview servers only).
function configFromEnvironment(): Plugin {
  const body = process.env.ALGOW_CONFIG_JSON;
  const serve = (server: ViteDevServer | PreviewServer) => {
    if (!body) return;
    server.middlewares.use('/config.json', (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(body);
    });
  };
  return { name: 'algow-config-json', configureServer: serve, configurePreviewServer: serve };
}

// npm installs a package once per version it cannot hoist, so a bundle can carry the same
// version twice: the WebUSB, WebHID and HTTP Ledger transports each had their own copy of
// @ledgerhq/errors, hw-transport, devices and semver; WalletConnect's utils and ox each their
// own @noble/hashes 1.8.0. Every nested copy is served from one place per name and version:
// the top-level copy when it is that version, else the first nested one by path.
const NODE_MODULES = resolve(import.meta.dirname, 'node_modules');
const NESTED_COPY =
  /^(.*\/node_modules\/(?:@[\w.-]+\/)?[\w.-]+\/node_modules\/((?:@[\w.-]+\/)?[\w.-]+))(\/.*)$/;
// Pinned versions served by a newer patch release of the same package already in the bundle:
// ox pins @noble/curves 1.9.1, WalletConnect's utils 1.9.7 (about 8 KB gzip once more).
const SAME_AS: Record<string, Record<string, string>> = { '@noble/curves': { '1.9.1': '1.9.7' } };

function packageVersion(dir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: string })
      .version;
  } catch {
    return undefined;
  }
}

/** Every node_modules folder under the top-level one, the top-level one first. */
function moduleFolders(): string[] {
  // Real paths, as the resolver gives them (node_modules may be a link).
  const root = realpathSync(NODE_MODULES);
  const folders = [root];
  for (let i = 0; i < folders.length; i++) {
    const folder = folders[i] ?? '';
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const packages = entry.name.startsWith('@')
        ? readdirSync(join(folder, entry.name)).map((name) => join(folder, entry.name, name))
        : [join(folder, entry.name)];
      for (const dir of packages)
        if (existsSync(join(dir, 'node_modules'))) folders.push(join(dir, 'node_modules'));
    }
  }
  return [folders[0] ?? root, ...folders.slice(1).sort()];
}

function shareSameVersionCopies(): Plugin {
  let folders: string[] | undefined;
  const chosen = new Map<string, string | undefined>();
  const copyOf = (name: string, version: string) => {
    const key = `${name}@${version}`;
    if (!chosen.has(key)) {
      folders ??= moduleFolders();
      const dirs = folders.map((folder) => join(folder, name));
      chosen.set(
        key,
        dirs.find((dir) => packageVersion(dir) === version),
      );
    }
    return chosen.get(key);
  };
  return {
    name: 'algow-share-same-version-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const match = resolved ? NESTED_COPY.exec(resolved.id) : null;
      if (!resolved || !match) return resolved;
      const [, ownDir = '', name = '', rest = ''] = match;
      const own = packageVersion(ownDir);
      if (own === undefined) return resolved;
      const shared = copyOf(name, SAME_AS[name]?.[own] ?? own);
      return shared === undefined || shared === ownDir
        ? resolved
        : { ...resolved, id: shared + rest };
    },
  };
}

// algosdk declares no "sideEffects", so the bundler kept every algosdk module an import reached,
// used or not (state deltas, blocks, msgpack for the worker's address and mnemonic helpers).
// Its modules only declare (static schema fields and enum objects are set on their own
// classes), so a module nobody uses is left out.
const ALGOSDK_FILE = /\/node_modules\/algosdk\/dist\//;

function algosdkWithoutSideEffects(): Plugin {
  return {
    name: 'algow-algosdk-without-side-effects',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !ALGOSDK_FILE.test(resolved.id)) return resolved;
      return { ...resolved, moduleSideEffects: false };
    },
  };
}

// The other languages' app strings ship as their values alone, in the order of the English
// keys, which load with them (src/i18n/packed-strings.ts): about 50 KB gzip less in all.
const PACKED_APP_STRINGS = /\/src\/i18n\/locales\/app\/(?!en\.json$)[\w-]+\.json$/;

function packAppStrings(): Plugin {
  return {
    name: 'algow-pack-app-strings',
    enforce: 'pre',
    transform(code, id) {
      if (!PACKED_APP_STRINGS.test(id)) return null;
      const englishFile = join(dirname(id), 'en.json');
      this.addWatchFile(englishFile);
      const english = JSON.parse(readFileSync(englishFile, 'utf8')) as StringTree;
      return {
        code: JSON.stringify(packStrings(english, JSON.parse(code) as StringTree)),
        map: null,
      };
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    shareSameVersionCopies(),
    algosdkWithoutSideEffects(),
    packAppStrings(),
    contentSecurityPolicy(),
    configFromEnvironment(),
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by the app itself once its first page is up (src/app/service-worker.ts).
      injectRegister: false,
      manifest: {
        name: 'Algow wallet',
        short_name: 'Algow',
        description: 'Open-source browser wallet for Algorand-style chains',
        theme_color: '#0b7285',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/logo.svg', sizes: 'any', type: 'image/svg+xml' }],
        protocol_handlers: [{ protocol: 'web+algorand', url: '/pay/%s' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,wasm}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/config\.json$/],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Everything the first page imports statically goes into one chunk: split by which later
    // pages also use it, the login page came as fourteen files, and a cold load waited for them
    // over the browser's six connections a host.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
    },
  },
  worker: { format: 'es', plugins: () => [algosdkWithoutSideEffects()] },
  server: { port: 5173, strictPort: false, headers: FRAMING_HEADERS },
  preview: { port: 4173, headers: FRAMING_HEADERS },
});
