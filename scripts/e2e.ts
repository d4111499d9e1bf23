// `npm run test:e2e`: the e2e suite as two Playwright runs side by side (E2E_STREAMS to change),
// each with one worker and everything of its own: devnet, stand-ins and preview server on its own
// ports (E2E_PORT_BASE + 100 per stream), results in its own folder. Many specs change what the
// devnet or a stand-in answers for everyone (fault knobs, rounds, a router's mode), so two
// workers sharing one devnet would meet; two streams never do. Spec files go to the stream with
// the least expected time so far, longest first. Arguments: spec files or parts of their paths
// (`pay` runs every spec whose path holds it; default all of e2e/), then Playwright options from
// the first one starting with '-', which every stream gets. Fails if any stream fails.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { z } from 'zod';

const streams = Number(process.env.E2E_STREAMS ?? 2);
const base = Number(process.env.E2E_PORT_BASE ?? 14000);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
const args = process.argv.slice(2);
const isSpec = (arg: string) => arg.endsWith('.spec.ts');
// A bare word after the spec list would reach Playwright as one more file filter beside the
// explicit list, so every spec would run: everything before the first option picks the specs.
const firstOption = args.findIndex((arg) => arg.startsWith('-'));
const picks = firstOption === -1 ? args : args.slice(0, firstOption);
const options = firstOption === -1 ? [] : args.slice(firstOption);
const allSpecs = readdirSync('e2e', { recursive: true, encoding: 'utf8' })
  .filter(isSpec)
  .map((file) => join('e2e', file));
const unmatched = picks.filter((pick) => !isSpec(pick) && !allSpecs.some((f) => f.includes(pick)));
if (unmatched.length > 0) {
  console.error(`No e2e spec file's path holds ${unmatched.map((p) => `"${p}"`).join(', ')}.`);
  process.exit(1);
}
const specs =
  picks.length > 0
    ? [
        ...new Set(
          picks.flatMap((pick) =>
            isSpec(pick) ? [pick] : allSpecs.filter((f) => f.includes(pick)),
          ),
        ),
      ]
    : allSpecs;

/**
 * Seconds each spec file took in a whole run (scripts/e2e-durations.json, updated by hand from a
 * run's list output). Split by line count the two streams ended 1.1 min apart; by these times
 * they end within seconds of each other.
 */
const durations = z
  .record(z.string(), z.number().nonnegative())
  .parse(JSON.parse(readFileSync('scripts/e2e-durations.json', 'utf8')));
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length;
// A file not in the table yet (a new spec) counts its lines at the table's seconds per line:
// length follows a file's time better than its number of tests (correlation 0.80 against 0.74).
const known = Object.keys(durations).filter(existsSync);
const secondsPerLine =
  known.length > 0
    ? known.reduce((sum, file) => sum + (durations[file] ?? 0), 0) /
      known.reduce((sum, file) => sum + lines(file), 0)
    : 1;
const weight = (file: string) =>
  durations[relative('.', file).split(sep).join('/')] ?? lines(file) * secondsPerLine;

const lists: { files: string[]; weight: number }[] = Array.from({ length: streams }, () => ({
  files: [],
  weight: 0,
}));
for (const [file, w] of specs.map((f) => [f, weight(f)] as const).sort((a, b) => b[1] - a[1])) {
  const lightest = lists.reduce((a, b) => (b.weight < a.weight ? b : a));
  lightest.files.push(file);
  lightest.weight += w;
}

function run(index: number, { files, weight: expected }: (typeof lists)[number]): Promise<boolean> {
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
        `${prefix}e2e stream ${index + 1} (${files.length} files): ${result} in ${seconds} s` +
          ` (table: ${Math.round(expected)} s)`,
      );
      resolve(code === 0);
    }),
  );
}

const results = await Promise.all(
  lists.filter((list) => list.files.length > 0).map((list, index) => run(index, list)),
);
process.exit(results.every(Boolean) ? 0 : 1);
