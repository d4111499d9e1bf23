import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const SUFFIX = '?base64';
// The path is encoded: Vitest hands any id that reads like a node_modules path to Node itself.
const PREFIX = '\0algow-wasm-base64:';

/**
 * `import bytes from 'pkg/file.wasm?base64'` gives the file's bytes as a base64 string inside
 * the importing chunk, in the build and in Vitest alike. The Argon2 worker needs its
 * WebAssembly before any fetch could be trusted or allowed (and in Node tests, where there is
 * nothing to fetch from); Vite's own `?inline` does not apply to .wasm.
 */
export function wasmBase64(): Plugin {
  return {
    name: 'algow-wasm-base64',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(`.wasm${SUFFIX}`)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, {
        skipSelf: true,
      });
      return resolved ? PREFIX + encodeURIComponent(resolved.id) : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const bytes = await readFile(decodeURIComponent(id.slice(PREFIX.length)));
      return `export default ${JSON.stringify(bytes.toString('base64'))};`;
    },
  };
}
