/**
 * `npm run devnet`: runs the devnet in the foreground, configured from environment variables
 * (see devnet/README.md), until SIGINT or SIGTERM.
 */
import { pathToFileURL } from 'node:url';
import { DEFAULT_TOKEN } from './constants';
import { MAX_FEE_KNOB, SUBMISSION_FAULTS, type SubmissionFault } from './node';
import { startDevnet, type Devnet, type DevnetOptions } from './server';

/** Thrown for an environment variable that cannot be used; the message names it. */
export class EnvError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

function set(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v === undefined || v === '' ? undefined : v;
}

function port(env: Env, name: string): number | undefined {
  const v = set(env, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new EnvError(`${name} must be a port number (0-65535), got "${v}"`);
  }
  return n;
}

function number(env: Env, name: string, min: number, max: number): number | undefined {
  const v = set(env, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < min || n > max) {
    throw new EnvError(`${name} must be a number from ${min} to ${max}, got "${v}"`);
  }
  return n;
}

function count(env: Env, name: string): number | undefined {
  const v = set(env, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new EnvError(`${name} must be a whole number (0 = unlimited), got "${v}"`);
  }
  return n;
}

function microAlgos(env: Env, name: string): number | undefined {
  const v = set(env, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_FEE_KNOB) {
    throw new EnvError(`${name} must be whole microAlgos from 0 to ${MAX_FEE_KNOB}, got "${v}"`);
  }
  return n;
}

function submissionFault(env: Env, name: string): SubmissionFault | undefined {
  const v = set(env, name)?.toLowerCase();
  if (v === undefined) return undefined;
  const fault = SUBMISSION_FAULTS.find((f) => f === v);
  if (!fault)
    throw new EnvError(`${name} must be one of ${SUBMISSION_FAULTS.join(', ')}, got "${v}"`);
  return fault;
}

function flag(env: Env, name: string): boolean | undefined {
  const v = set(env, name)?.toLowerCase();
  if (v === undefined) return undefined;
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new EnvError(`${name} must be true or false, got "${v}"`);
}

/** The options `npm run devnet` starts with, from the environment. */
export function optionsFromEnv(env: Env): DevnetOptions {
  const faults: DevnetOptions['faults'] = {};
  const latencyMs = number(env, 'DEVNET_LATENCY_MS', 0, 600_000);
  const errorRate = number(env, 'DEVNET_ERROR_RATE', 0, 1);
  const unauthorized = flag(env, 'DEVNET_UNAUTHORIZED');
  const dropSubmissions = flag(env, 'DEVNET_DROP_SUBMISSIONS');
  const submission = submissionFault(env, 'DEVNET_SUBMISSION_FAULT');
  const submissionFaultCount = count(env, 'DEVNET_SUBMISSION_FAULT_COUNT');
  const simulate = flag(env, 'DEVNET_SIMULATE');
  const feePerByte = microAlgos(env, 'DEVNET_FEE_PER_BYTE');
  const minFee = microAlgos(env, 'DEVNET_MIN_FEE');
  if (latencyMs !== undefined) faults.latencyMs = latencyMs;
  if (errorRate !== undefined) faults.errorRate = errorRate;
  if (unauthorized !== undefined) faults.unauthorized = unauthorized;
  if (dropSubmissions !== undefined) faults.dropSubmissions = dropSubmissions;
  if (submission !== undefined) faults.submission = submission;
  if (submissionFaultCount !== undefined) faults.submissionFaultCount = submissionFaultCount;
  if (simulate !== undefined) faults.simulate = simulate;
  if (feePerByte !== undefined) faults.feePerByte = feePerByte;
  if (minFee !== undefined) faults.minFee = minFee;
  return {
    host: set(env, 'DEVNET_HOST'),
    algodPort: port(env, 'DEVNET_ALGOD_PORT'),
    indexerPort: port(env, 'DEVNET_INDEXER_PORT'),
    // An explicitly empty DEVNET_TOKEN disables auth, so it is read untrimmed.
    token: env.DEVNET_TOKEN ?? DEFAULT_TOKEN,
    dispenserMnemonic: set(env, 'DEVNET_DISPENSER_MNEMONIC'),
    roundIntervalSeconds: number(env, 'DEVNET_ROUND_INTERVAL', 0, 86_400),
    stateFile: set(env, 'DEVNET_STATE_FILE'),
    faults,
  };
}

export function banner(d: Devnet): string {
  const tokenHeader = d.token === '' ? '' : `-H 'X-Algo-API-Token: ${d.token}' `;
  return [
    `Algow devnet running (genesis ${d.genesisId}, hash ${d.genesisHash}), round ${d.currentRound()}`,
    `  algod    ${d.algodUrl}`,
    `  indexer  ${d.indexerUrl}`,
    `  token    ${d.token === '' ? '(none)' : d.token}`,
    `  admin    ${d.adminUrl}  (loopback only)`,
    '',
    `Dispenser address:  ${d.dispenser.addr}`,
    `Dispenser mnemonic: ${d.dispenser.mnemonic}`,
    '',
    'Fund an address (amount in microAlgos):',
    `  curl -s -X POST ${tokenHeader}-d '{"address":"<ADDRESS>","amount":10000000}' ${d.adminUrl}/fund`,
    '',
    'Ctrl+C stops it.',
  ].join('\n');
}

async function main(): Promise<void> {
  let devnet: Devnet;
  try {
    devnet = await startDevnet(optionsFromEnv(process.env));
  } catch (err) {
    console.error(`devnet: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  console.log(banner(devnet));

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) {
      console.error(`devnet: ${signal} again, exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    console.log(`\ndevnet: ${signal}, stopping`);
    devnet.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('devnet: error while stopping:', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) void main();
