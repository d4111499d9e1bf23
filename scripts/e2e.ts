// `npm run test:e2e`: the e2e suite in two runs of Playwright, each with its own devnet and
// stand-ins (global setup). First the 'serial' project (specs that change shared state, see
// playwright.config.ts) on one worker, then 'parallel' on two workers (E2E_WORKERS to change).
// Both always run, so one failure does not hide another; the exit code is non-zero if either
// failed. Extra arguments (spec files, --grep...) go to both runs.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const workers = process.env.E2E_WORKERS ?? '2';
const phases = [
  ['--project=serial'],
  ['--project=parallel', `--workers=${workers}`],
];

let failed = false;
for (const phase of phases) {
  const started = Date.now();
  const run = spawnSync('npx', ['playwright', 'test', ...phase, '--pass-with-no-tests', ...args], {
    stdio: 'inherit',
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`e2e ${phase.join(' ')}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
