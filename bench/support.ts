import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/** Serves the build (BENCH_OUT_DIR, default dist/) with `vite preview`; resolves once it answers. */
export async function startPreview(
  port: number,
  env: Record<string, string> = {},
): Promise<{ url: string; stop: () => void }> {
  // The vite binary itself in its own process group (npx would not pass a signal on), so that
  // stopping kills it and anything it started.
  const child: ChildProcess = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      process.env.BENCH_OUT_DIR ?? 'dist',
    ],
    { env: { ...process.env, ...env }, stdio: 'ignore', detached: true },
  );
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('vite preview did not start');
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
