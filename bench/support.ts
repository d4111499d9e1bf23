import { appendFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

/** The build the benches measure and serve (`npm run bench` builds it when missing). */
export const BENCH_OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist';

// A preview runs in its own process group, which a Ctrl-C or a crash of the bench would leave
// running: every one still up is stopped when this process ends, however it ends.
const running = new Set<() => void>();
let exitHooked = false;
function stopAllOnExit(): void {
  if (exitHooked) return;
  exitHooked = true;
  process.on('exit', () => {
    for (const stop of running) stop();
  });
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => process.exit(code));
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/** Serves the build (BENCH_OUT_DIR) with `vite preview`; resolves once it answers. */
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
      BENCH_OUT_DIR,
    ],
    { env: { ...process.env, ...env }, stdio: 'ignore', detached: true },
  );
  const stop = () => {
    running.delete(stop);
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  stopAllOnExit();
  running.add(stop);
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

/**
 * Prints one measured figure and, when BENCH_FIGURES names a file (the baseline comparison of
 * run-all sets it), appends it there as a JSON line so two builds' figures can be paired.
 */
export function figure(name: string, value: number, unit: 'KB' | 'ms' | 'count', line: string) {
  console.log(line);
  const file = process.env.BENCH_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify({ name, value, unit })}\n`);
}
