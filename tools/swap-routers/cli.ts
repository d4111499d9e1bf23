import algosdk from 'algosdk';
import { startDeflexStandIn } from './deflex';
import { startFolksStandIn } from './folks';
import { createSwapPool } from './pool';
import { algodClient, type SwapRate } from './swap-group';

// Runs both swap router stand-ins against a running devnet, for trying the wallet by hand:
//   npx tsx tools/swap-routers/cli.ts --funder-mnemonic "<25 words>" [--algod http://127.0.0.1:4001]
//     [--token aaaa...] [--deflex-port 9993] [--folks-port 9994] [--assets 1001,1002]
// The funder (e.g. the devnet dispenser printed by `npm run devnet`) pays the pool's base coin;
// without --assets it first creates two assets (dUSD, 6 decimals; dGOLD, 2 decimals), else it
// must hold the listed ones. Rates: Deflex is the better of the two on every pair.

function arg(name: string, fallback?: string): string {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : fallback;
  if (value === undefined) {
    console.error(`--${name} is required`);
    process.exit(2);
  }
  return value;
}

const algodUrl = arg('algod', 'http://127.0.0.1:4001');
const token = arg('token', 'a'.repeat(64));
const funder = algosdk.mnemonicToSecretKey(arg('funder-mnemonic'));
const algod = algodClient({ url: algodUrl, token });

async function createAsset(unitName: string, decimals: number): Promise<bigint> {
  const txn = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    total: 10n ** 15n,
    decimals,
    defaultFrozen: false,
    unitName,
    assetName: `Devnet ${unitName}`,
    manager: funder.addr,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  const { txid } = await algod.sendRawTransaction(txn.signTxn(funder.sk)).do();
  return (await algosdk.waitForConfirmation(algod, txid, 4)).assetIndex ?? 0n;
}

const listed = arg('assets', '');
const assets = listed
  ? listed.split(',').map((id) => BigInt(id.trim()))
  : [await createAsset('dUSD', 6), await createAsset('dGOLD', 2)];

/**
 * Made-up prices: at Deflex 1 Algo buys 250,000 base units of the first asset (0.25 dUSD),
 * 500,000 of the second, ..., and that many sell for 0.99 Algo; Folks pays 1% less either way.
 */
function ratesFor(router: 'deflex' | 'folks'): SwapRate[] {
  const share = router === 'deflex' ? 1000n : 990n;
  return assets.flatMap((asset, i) => {
    const perAlgo = 250_000n * BigInt(i + 1);
    return [
      { from: 0n, to: asset, inUnits: 1_000_000n * 1000n, outUnits: perAlgo * share },
      { from: asset, to: 0n, inUnits: perAlgo * 1000n, outUnits: 990_000n * share },
    ];
  });
}

const pool = await createSwapPool({ algod, funder, assets });
const options = { algod: { url: algodUrl, token }, pool };
const deflex = await startDeflexStandIn({
  ...options,
  rates: ratesFor('deflex'),
  port: Number(arg('deflex-port', '9993')),
});
const folks = await startFolksStandIn({
  ...options,
  rates: ratesFor('folks'),
  port: Number(arg('folks-port', '9994')),
});
console.log(`Pool ${pool.poolAddress}, app ${pool.poolAppId}, assets ${assets.join(', ')}`);
console.log(`Deflex stand-in at ${deflex.url} (GET /fetchQuote, POST /fetchExecuteSwapTxns)`);
console.log(`Folks stand-in at ${folks.url} (GET /fetch/quote, GET /prepare/swap)`);
console.log('Test knobs on both: POST /__test/mode {"mode"}, GET /__test/requests');
const stop = () => void Promise.all([deflex.stop(), folks.stop()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
