// `npm run bench -- --baseline <git ref>`: builds that ref in a temporary worktree and runs
// every bench on both builds, one after the other per bench, then prints each figure for both
// with the ratio. This machine's absolute times move by 2x between runs; a ratio taken in the
// same run does not. The baseline runs today's bench scripts (copied into its worktree) against
// its own build and sources, so both sides are measured the same way; a bench the baseline's
// sources cannot run shows "n/a" there.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BENCH_OUT_DIR } from './support';

/** Every bench, in run-all's order. */
export const BENCHES = [
  'bundle-and-unlock',
  'accounts-list',
  'devnet-throughput',
  'pipeline',
  'sign-in-browser',
  'voting-tally',
  'governance-generate',
  'governance-distribute',
  'avm',
] as const;

interface Figure {
  name: string;
  value: number;
  unit: 'KB' | 'ms' | 'count';
}

const ROOT = resolve(import.meta.dirname, '..');
// Each tree's own tools: a baseline with other dependencies has its own node_modules.
const tsx = (cwd: string) => join(cwd, 'node_modules/tsx/dist/cli.mjs');
const vite = (cwd: string) => join(cwd, 'node_modules/vite/bin/vite.js');

function git(args: string[], cwd = ROOT): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

function build(cwd: string, outDir: string): void {
  execFileSync(process.execPath, [vite(cwd), 'build', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd,
    stdio: 'inherit',
  });
}

function readFigures(file: string): Figure[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Figure);
}

const BENCH_TIMEOUT_MS = 5 * 60_000;

/** Runs one bench in `cwd` against `outDir`; its figures land in `figuresFile`. */
function runBench(name: string, cwd: string, outDir: string, figuresFile: string): boolean {
  const run = spawnSync(process.execPath, [tsx(cwd), join('bench', `${name}.ts`)], {
    cwd,
    env: { ...process.env, BENCH_OUT_DIR: outDir, BENCH_FIGURES: figuresFile },
    stdio: 'inherit',
    // A bench that printed its figures but does not exit (an old ref's devnet or wallet left a
    // handle open) is stopped; what it printed still counts. SIGTERM lets it stop its servers.
    timeout: BENCH_TIMEOUT_MS,
    killSignal: 'SIGTERM',
  });
  if (run.error) console.log(`(${name} stopped after ${BENCH_TIMEOUT_MS / 60_000} min)`);
  return run.status === 0;
}

const show = (f: Figure | undefined) =>
  f === undefined ? 'n/a' : `${f.value.toFixed(f.unit === 'KB' ? 1 : 0)} ${f.unit}`;

export function printComparison(label: string, baseline: Figure[], current: Figure[]): void {
  const names = [...new Set([...baseline, ...current].map((f) => f.name))];
  const rows = names.map((name) => {
    const before = baseline.find((f) => f.name === name);
    const after = current.find((f) => f.name === name);
    const ratio =
      before && after && before.value > 0 ? `${(after.value / before.value).toFixed(2)}x` : '–';
    return [name, show(before), show(after), ratio];
  });
  const header = ['figure', `baseline ${label}`, 'this build', 'ratio'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  console.log('ratio = this build / baseline: below 1 is smaller or faster.');
}

export function compareWithBaseline(ref: string): void {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const work = mkdtempSync(join(tmpdir(), 'algow-bench-'));
  const tree = join(work, 'baseline');
  const figures = { baseline: join(work, 'baseline.jsonl'), current: join(work, 'current.jsonl') };
  git(['worktree', 'add', '--detach', '-f', tree, sha]);
  try {
    // The same lock file: this checkout's packages serve both. Another one (a package added or
    // dropped since): the baseline installs its own, from npm's cache where it can.
    const lock = (dir: string) => readFileSync(join(dir, 'package-lock.json'), 'utf8');
    if (lock(tree) === lock(ROOT))
      symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'));
    else {
      console.log(`baseline ${ref}: its dependencies differ, installing them (npm ci)`);
      execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], {
        cwd: tree,
        stdio: 'inherit',
      });
    }
    for (const file of readdirSync(join(ROOT, 'bench')).filter((f) => f.endsWith('.ts')))
      copyFileSync(join(ROOT, 'bench', file), join(tree, 'bench', file));
    console.log(`baseline ${ref} (${sha.slice(0, 7)}): building in ${tree}`);
    build(tree, 'bench-dist');
    if (!existsSync(join(ROOT, BENCH_OUT_DIR, 'index.html')) || process.env.BENCH_REBUILD)
      build(ROOT, BENCH_OUT_DIR);
    // BENCH_ONLY=a,b limits the comparison to those benches.
    const only = process.env.BENCH_ONLY?.split(',');
    for (const name of BENCHES.filter((b) => !only || only.includes(b))) {
      console.log(`\n== ${name}: baseline ${ref}`);
      if (!runBench(name, tree, 'bench-dist', figures.baseline))
        console.log(`(${name} did not run on the baseline)`);
      console.log(`== ${name}: this build`);
      if (!runBench(name, ROOT, BENCH_OUT_DIR, figures.current))
        console.log(`(${name} did not run on this build)`);
    }
    printComparison(ref, readFigures(figures.baseline), readFigures(figures.current));
  } finally {
    try {
      git(['worktree', 'remove', '--force', tree]);
    } catch {
      // removed below with the rest
    }
    rmSync(work, { recursive: true, force: true });
    git(['worktree', 'prune']);
  }
}
