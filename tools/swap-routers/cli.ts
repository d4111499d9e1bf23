import algosdk from 'algosdk';
import { startDemoRouters } from './demo';

// Runs both swap router stand-ins against a running devnet, for trying the wallet by hand:
//   npx tsx tools/swap-routers/cli.ts --funder-mnemonic "<25 words>" [--algod http://127.0.0.1:4001]
//     [--token aaaa...] [--deflex-port 9993] [--folks-port 9994] [--assets 1001,1002]
// (`npm start` runs the same, funded by the devnet dispenser.)

function arg(name: string, fallback?: string): string {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : fallback;
  if (value === undefined) {
    console.error(`--${name} is required`);
    process.exit(2);
  }
  return value;
}

const listed = arg('assets', '');
const demo = await startDemoRouters({
  algodUrl: arg('algod', 'http://127.0.0.1:4001'),
  token: arg('token', 'a'.repeat(64)),
  funder: algosdk.mnemonicToSecretKey(arg('funder-mnemonic')),
  assets: listed ? listed.split(',').map((id) => BigInt(id.trim())) : undefined,
  deflexPort: Number(arg('deflex-port', '9993')),
  folksPort: Number(arg('folks-port', '9994')),
});
const { pools, deflex, folks } = demo;
for (const pool of pools) {
  console.log(`Pool app ${pool.appId} (${pool.address}): base coin and asset ${pool.assetId}`);
}
console.log(`Deflex stand-in at ${deflex.url} (GET /fetchQuote, POST /fetchExecuteSwapTxns)`);
console.log(`Folks stand-in at ${folks.url} (GET /fetch/quote, GET /prepare/swap)`);
console.log('Test knobs on both: POST /__test/mode {"mode"}, GET /__test/requests');
const stop = () => void demo.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
