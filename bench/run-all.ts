// `npm run bench`: builds if needed (into BENCH_OUT_DIR, default dist), then prints every
// figure. No timing is asserted here. Each bench starts and stops its own devnet, preview,
// browser and wallet storage, so they run in any order and alone (`npx tsx bench/<name>.ts`).
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { BENCH_OUT_DIR } from './support';
import { main as bundleAndUnlock } from './bundle-and-unlock';
import { main as devnetThroughput } from './devnet-throughput';
import { main as accountsList } from './accounts-list';
import { main as pipeline } from './pipeline';
import { main as votingTally } from './voting-tally';
import { main as governanceGenerate } from './governance-generate';
import { main as governanceDistribute } from './governance-distribute';

if (!existsSync(join(BENCH_OUT_DIR, 'index.html')) || process.env.BENCH_REBUILD)
  execFileSync('npm', ['run', 'build', '--', '--outDir', BENCH_OUT_DIR], { stdio: 'inherit' });
await bundleAndUnlock();
await accountsList();
await devnetThroughput();
await pipeline();
await votingTally();
await governanceGenerate();
await governanceDistribute();
