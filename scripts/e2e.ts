// `npm run test:e2e`: the e2e suite as two Playwright runs side by side (E2E_STREAMS to change),
// each with one worker and everything of its own: devnet, stand-ins and preview server on its own
// ports (E2E_PORT_BASE + 100 per stream), results in its own folder. Many specs change what the
// devnet or a stand-in answers for everyone (fault knobs, rounds, a router's mode), so two
// workers sharing one devnet would meet; two streams never do. Spec files go to the stream with
// the least weight so far (lines), largest first. Arguments: spec files (default all of e2e/) and
// Playwright options, which every stream gets. Fails if any stream fails.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const streams = Number(process.env.E2E_STREAMS ?? 2);
const base = Number(process.env.E2E_PORT_BASE ?? 14000);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
const args = process.argv.slice(2);
const isSpec = (arg: string) => arg.endsWith('.spec.ts');
const options = args.filter((arg) => !isSpec(arg));
const given = args.filter(isSpec);
const specs =
  given.length > 0
    ? given
    : readdirSync('e2e', { recursive: true, encoding: 'utf8' })
        .filter(isSpec)
        .map((file) => join('e2e', file));

/**
 * A file's expected time: its length in lines, which follows a file's time in CI's log better
 * than its number of tests (correlation 0.80 against 0.74 over 55 files).
 */
const weight = (file: string) => readFileSync(file, 'utf8').split('\n').length;

const lists: { files: string[]; weight: number }[] = Array.from({ length: streams }, () => ({
  files: [],
  weight: 0,
}));
for (const [file, w] of specs.map((f) => [f, weight(f)] as const).sort((a, b) => b[1] - a[1])) {
  const lightest = lists.reduce((a, b) => (b.weight < a.weight ? b : a));
  lightest.files.push(file);
  lightest.weight += w;
}

function run(index: number, files: string[]): Promise<boolean> {
  const started = Date.now();
  const child = spawn(
    'npx',
    ['playwright', 'test', '--workers=1', '--pass-with-no-tests', ...options, ...files],
    {
      env: {
        ...process.env,
        E2E_PORT_BASE: String(base + 100 * index),
        E2E_RESULTS_DIR: `${outDir === 'dist' ? 'test' : outDir}-results-${index + 1}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const prefix = `[${index + 1}] `;
  createInterface({ input: child.stdout }).on('line', (line) => console.log(prefix + line));
  createInterface({ input: child.stderr }).on('line', (line) => console.error(prefix + line));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const result = code === 0 ? 'passed' : 'FAILED';
      console.log(
        `${prefix}e2e stream ${index + 1} (${files.length} files): ${result} in ${seconds} s`,
      );
      resolve(code === 0);
    }),
  );
}

const results = await Promise.all(
  lists.filter((list) => list.files.length > 0).map((list, index) => run(index, list.files)),
);
process.exit(results.every(Boolean) ? 0 : 1);
