import { startNfdApi } from './server';

// Runs the NFD API stand-in for manual testing: `npx tsx tools/nfd-api/cli.ts --port 9995`, then
// set `"nfdApi": {"sandbox": "http://127.0.0.1:9995"}` in config.json and add names with
// `POST /__test/add {"name": "alice.algo", "depositAccount": "...", "caAlgo": ["..."]}`.
// `--port 0` picks a free port; the first line printed names the URL.

const index = process.argv.indexOf('--port');
const port = Number(index >= 0 ? process.argv[index + 1] : 9995);
const api = await startNfdApi({ port });
console.log(`NFD API stand-in at ${api.url} (GET /nfd/<name>, GET /nfd/lookup, POST /__test/add)`);
const stop = () => void api.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
