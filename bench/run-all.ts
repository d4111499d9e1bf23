// `npm run bench`: builds if needed (into BENCH_OUT_DIR, default dist), then prints every
// figure. No timing is asserted here. Each bench starts and stops its own devnet, preview,
// browser and wallet storage, so they run in any order and alone (`npx tsx bench/<name>.ts`).
// `npm run bench -- --baseline <git ref>` also measures that ref's build in the same run and
// prints both with their ratio (bench/baseline.ts).
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { BENCH_OUT_DIR } from './support';
import { compareWithBaseline } from './baseline';
import { main as bundleAndUnlock } from './bundle-and-unlock';
import { main as devnetThroughput } from './devnet-throughput';
import { main as accountsList } from './accounts-list';
import { main as pipeline } from './pipeline';
import { main as signInBrowser } from './sign-in-browser';
import { main as votingTally } from './voting-tally';
import { main as governanceGenerate } from './governance-generate';
import { main as governanceDistribute } from './governance-distribute';
import { main as avm } from './avm';

const baselineAt = process.argv.indexOf('--baseline');
if (baselineAt !== -1) {
  const ref = process.argv[baselineAt + 1];
  if (!ref) {
    console.error('usage: npm run bench -- --baseline <git ref>');
    process.exit(2);
  }
  compareWithBaseline(ref);
} else {
  if (!existsSync(join(BENCH_OUT_DIR, 'index.html')) || process.env.BENCH_REBUILD)
    execFileSync('npm', ['run', 'build', '--', '--outDir', BENCH_OUT_DIR], { stdio: 'inherit' });
  const benches: [string, () => Promise<void>][] = [
    ['bundle-and-unlock', bundleAndUnlock],
    ['accounts-list', accountsList],
    ['devnet-throughput', devnetThroughput],
    ['pipeline', pipeline],
    ['sign-in-browser', signInBrowser],
    ['voting-tally', votingTally],
    ['governance-generate', governanceGenerate],
    ['governance-distribute', governanceDistribute],
    ['avm', avm],
  ];
  // BENCH_ONLY=a,b runs only those benches, as it limits a baseline comparison.
  const only = process.env.BENCH_ONLY?.split(',');
  for (const [name, run] of benches) if (!only || only.includes(name)) await run();
}
