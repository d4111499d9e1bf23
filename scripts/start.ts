// `npm start`: the bundled devnet on LocalNet's ports plus the wallet's dev server, wired
// together through a deployment config.json that selects the sandbox environment.
import { spawn } from 'node:child_process';
import { startDevnet } from '../devnet/server';

const algodPort = Number(process.env.DEVNET_ALGOD_PORT ?? 4001);
const indexerPort = Number(process.env.DEVNET_INDEXER_PORT ?? 8980);
const token = process.env.DEVNET_TOKEN ?? 'a'.repeat(64);

const devnet = await startDevnet({
  algodPort,
  indexerPort,
  token,
  dispenserMnemonic: process.env.DEVNET_DISPENSER_MNEMONIC,
  stateFile: process.env.DEVNET_STATE_FILE,
});
console.log(`devnet algod   ${devnet.algodUrl}`);
console.log(`devnet indexer ${devnet.indexerUrl}`);
console.log(`dispenser      ${devnet.dispenser.addr}`);
console.log(
  `dispenser mnemonic (devnet only, never use it elsewhere):\n  ${devnet.dispenser.mnemonic}`,
);

const config = JSON.stringify({
  env: 'sandbox',
  algod: devnet.algodUrl,
  indexer: devnet.indexerUrl,
  algodToken: token,
  indexerToken: token,
});
const vite = spawn('npx', ['vite', '--host', process.env.HOST ?? 'localhost'], {
  stdio: 'inherit',
  env: { ...process.env, ALGOW_CONFIG_JSON: config },
});

async function shutdown(code = 0): Promise<never> {
  vite.kill('SIGTERM');
  await devnet.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
vite.on('exit', (code) => void shutdown(code ?? 0));
