import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as hashWasm from 'hash-wasm';
import { bytesToHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';

// How a thread gets its Argon2id: the SIMD build fetched from the app's own origin, else
// hash-wasm's scalar build (no page to fetch from, the file missing, or no WebAssembly SIMD:
// Safari before 16.4). Every way must open every vault, so each gives the reference answer.

vi.mock('hash-wasm', async (importOriginal) => {
  const original = await importOriginal<typeof hashWasm>();
  return { ...original, argon2id: vi.fn(original.argon2id) };
});

const WASM = readFileSync(createRequire(import.meta.url).resolve('@phi-ag/argon2/argon2.wasm'));
// Argon2id v1.3's reference answer for password / somesalt, t=2, m=256 KiB, p=1.
const REFERENCE = '9dfeb910e80bad0311fee20f9c0e2b12c17987b4cac90c2ef54d5b3021c68bfe';

let server: Server;
let origin = '';
const requested: string[] = [];
let serveWasm = true;

beforeAll(async () => {
  // The app's origin: serves the .wasm at the path Vite gave the import, nothing else.
  server = createServer((request, response) => {
    requested.push(request.url ?? '');
    if (serveWasm && request.url?.endsWith('/argon2.wasm')) {
      response.writeHead(200, { 'Content-Type': 'application/wasm' }).end(WASM);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(hashWasm.argon2id).mockClear();
  requested.length = 0;
  serveWasm = true;
  vi.resetModules();
});

async function deriveReference(): Promise<string> {
  const { deriveArgon2Key } = await import('./argon2-derive');
  const key = await deriveArgon2Key({
    password: utf8Encode('password'),
    salt: utf8Encode('somesalt'),
    memoryKiB: 256,
    iterations: 2,
    parallelism: 1,
  });
  return bytesToHex(key);
}

describe('Argon2id: which build a thread runs', () => {
  it("runs the SIMD build fetched from the page's origin", async () => {
    vi.stubGlobal('location', { href: `${origin}/unlock` });
    expect(await deriveReference()).toBe(REFERENCE);
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatch(/argon2\.wasm$/);
    expect(hashWasm.argon2id).not.toHaveBeenCalled();
  });

  it('falls back to hash-wasm when the file cannot be fetched', async () => {
    serveWasm = false;
    vi.stubGlobal('location', { href: `${origin}/unlock` });
    expect(await deriveReference()).toBe(REFERENCE);
    expect(requested).toHaveLength(1);
    expect(hashWasm.argon2id).toHaveBeenCalledTimes(1);
  });

  it('falls back to hash-wasm where WebAssembly SIMD does not compile', async () => {
    vi.stubGlobal('location', { href: `${origin}/unlock` });
    vi.spyOn(WebAssembly, 'validate').mockReturnValue(false);
    const { instantiateArgon2Simd } = await import('./argon2-simd');
    expect(await instantiateArgon2Simd(WASM)).toBeNull();
    expect(await deriveReference()).toBe(REFERENCE);
    expect(hashWasm.argon2id).toHaveBeenCalledTimes(1);
  });

  it('uses hash-wasm with no page to fetch from (Node)', async () => {
    expect(await deriveReference()).toBe(REFERENCE);
    expect(requested).toHaveLength(0);
    expect(hashWasm.argon2id).toHaveBeenCalledTimes(1);
  });
});
