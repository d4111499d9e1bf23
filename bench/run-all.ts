// `npm run bench`: builds if needed, then prints every figure. No timing is asserted here.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { main as bundleAndUnlock } from './bundle-and-unlock';
import { main as devnetThroughput } from './devnet-throughput';
import { main as accountsList } from './accounts-list';
import { main as pipeline } from './pipeline';
import { main as votingTally } from './voting-tally';
import { main as governanceGenerate } from './governance-generate';
import { main as governanceDistribute } from './governance-distribute';

if (!existsSync('dist/index.html') || process.env.BENCH_REBUILD)
  execSync('npm run build', { stdio: 'inherit' });
await bundleAndUnlock();
await accountsList();
await devnetThroughput();
await pipeline();
await votingTally();
await governanceGenerate();
await governanceDistribute();
