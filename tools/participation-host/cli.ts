import { startParticipationHost } from './server';

// Runs the participation host stand-in for manual testing:
// `npx tsx tools/participation-host/cli.ts --port 9996`, then point the wallet at it with
// `"participation": "http://127.0.0.1:9996"` in config.json (or the custom network settings).

const index = process.argv.indexOf('--port');
const port = Number(index >= 0 ? process.argv[index + 1] : 9996);
const host = await startParticipationHost({ port });
console.log(`Participation host stand-in at ${host.url} (GET /v1/KMD/addpartkey)`);
const stop = () => void host.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
