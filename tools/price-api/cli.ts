import { startPriceApi } from './server';

// Runs the price API stand-in for manual testing: `npx tsx tools/price-api/cli.ts --port 9992`,
// then set `"prices": {"sandbox": "http://127.0.0.1:9992"}` in config.json; set prices with
// `POST /__test/prices {"algorand": {"usd": 0.25}}`, faults with `POST /__test/mode`.
// `--port 0` picks a free port; the first line printed names the URL.

const index = process.argv.indexOf('--port');
const port = Number(index >= 0 ? process.argv[index + 1] : 9992);
const api = await startPriceApi({ port });
console.log(`Price API stand-in at ${api.url} (GET /simple/price, /simple/token_price/…)`);
const stop = () => void api.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
