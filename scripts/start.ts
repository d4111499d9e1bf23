// `npm start`: the bundled devnet on LocalNet's ports, the participation host stand-in and the
// wallet's dev server, wired together through a deployment config.json that selects the sandbox
// environment.
import { spawn } from 'node:child_process';
import { Algodv2 } from 'algosdk';
import { startDevnet } from '../devnet/server';
import { startIpfsGateway } from '../tools/ipfs-gateway/server';
import { startNfdApi } from '../tools/nfd-api/server';
import { startPriceApi } from '../tools/price-api/server';
import { startParticipationHost } from '../tools/participation-host/server';
import { startDemoRouters } from '../tools/swap-routers/demo';
import { deployArc59Router } from '../devnet/contracts/arc59-router';
import { DEMO_ARC200, deployDemoArc200 } from '../devnet/contracts/arc200-demo';
import algosdk from 'algosdk';

const algodPort = Number(process.env.DEVNET_ALGOD_PORT ?? 4001);
const indexerPort = Number(process.env.DEVNET_INDEXER_PORT ?? 8980);
const participationPort = Number(process.env.PARTICIPATION_PORT ?? 9996);
const ipfsPort = Number(process.env.IPFS_GATEWAY_PORT ?? 9997);
const deflexPort = Number(process.env.DEFLEX_PORT ?? 9993);
const folksPort = Number(process.env.FOLKS_PORT ?? 9994);
const nfdPort = Number(process.env.NFD_API_PORT ?? 9995);
const pricePort = Number(process.env.PRICE_API_PORT ?? 9992);
const token = process.env.DEVNET_TOKEN ?? 'a'.repeat(64);

const devnet = await startDevnet({
  algodPort,
  indexerPort,
  token,
  dispenserMnemonic: process.env.DEVNET_DISPENSER_MNEMONIC,
  stateFile: process.env.DEVNET_STATE_FILE,
});
const algod = new Algodv2(token, devnet.algodUrl);
// Our ARC-59 asset inbox router (devnet/contracts); a chain kept in a state file keeps its first one.
const arc59AppId = await deployArc59Router(
  algod,
  algosdk.mnemonicToSecretKey(devnet.dispenser.mnemonic),
);
// A demo ARC-200 token the dispenser holds, suggested by "Add token" (config's arc200Tokens).
const demoTokenId = await deployDemoArc200(
  algod,
  algosdk.mnemonicToSecretKey(devnet.dispenser.mnemonic),
);
// Loopback only: it hands out keys to whoever signs the "KMD" token, for the devnet's "Go online".
const participation = await startParticipationHost({
  host: '127.0.0.1',
  port: participationPort,
  // Rekeyed accounts authenticate with their auth address's signature.
  authAddressOf: async (address) =>
    (await algod.accountInformation(address).do()).authAddr?.toString() ?? address,
});
// Files added with POST /__test/add are served by their real CID, so NFTs made by hand on the
// devnet can show their pictures.
const ipfs = await startIpfsGateway({ host: '127.0.0.1', port: ipfsPort });
// .algo names for the sandbox (issue 26): `dispenser.algo` pays the dispenser; add more with
// POST /__test/add.
const nfd = await startNfdApi({ host: '127.0.0.1', port: nfdPort });
nfd.add({
  name: 'dispenser.algo',
  owner: devnet.dispenser.addr,
  depositAccount: devnet.dispenser.addr,
  caAlgo: [devnet.dispenser.addr],
});
// Values beside amounts (issue 41): the coin at a fixed price; set others with POST /__test/prices.
const prices = await startPriceApi({ host: '127.0.0.1', port: pricePort });
// Swap router stand-ins over constant-product pool apps (amm.ts) of base coin and two demo assets
// the dispenser creates, with their liquidity (a few rounds).
const routers = await startDemoRouters({
  algodUrl: devnet.algodUrl,
  token,
  funder: algosdk.mnemonicToSecretKey(devnet.dispenser.mnemonic),
  deflexPort,
  folksPort,
  host: '127.0.0.1',
});
console.log(`devnet algod   ${devnet.algodUrl}`);
console.log(`devnet indexer ${devnet.indexerUrl}`);
console.log(`participation  ${participation.url} (stand-in for "Go online")`);
console.log(`IPFS gateway   ${ipfs.url} (stand-in; add files with POST /__test/add)`);
console.log(
  `NFD API        ${nfd.url} (stand-in; dispenser.algo; add names with POST /__test/add)`,
);
console.log(`price API      ${prices.url} (stand-in; set prices with POST /__test/prices)`);
console.log(
  `swap routers   ${routers.deflex.url} (Deflex), ${routers.folks.url} (Folks); demo assets ${routers.assets.join(', ')}`,
);
console.log(`ARC-59 router  app ${arc59AppId} (asset inbox)`);
console.log(`ARC-200 token  app ${demoTokenId} (${DEMO_ARC200.name}, held by the dispenser)`);
console.log(`dispenser      ${devnet.dispenser.addr}`);
console.log(
  `dispenser mnemonic (devnet only, never use it elsewhere):\n  ${devnet.dispenser.mnemonic}`,
);

const config = JSON.stringify({
  env: 'sandbox',
  algod: devnet.algodUrl,
  indexer: devnet.indexerUrl,
  participation: participation.url,
  ipfsGateway: ipfs.url,
  nfdApi: { sandbox: nfd.url },
  prices: { sandbox: prices.url },
  arc59RouterId: { sandbox: Number(arc59AppId) },
  arc200Tokens: { sandbox: [{ appId: Number(demoTokenId), name: DEMO_ARC200.name }] },
  swapRouters: {
    sandbox: { deflexUrl: routers.deflex.url, deflexApiKey: 'devnet', folksUrl: routers.folks.url },
  },
  algodToken: token,
  indexerToken: token,
});
// Its own process group, so stopping it stops npx and the vite process under it together.
const vite = spawn('npx', ['vite', '--host', process.env.HOST ?? 'localhost'], {
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, ALGOW_CONFIG_JSON: config },
});

function stopVite(): void {
  if (vite.pid === undefined || vite.exitCode !== null) return;
  try {
    process.kill(-vite.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

let stopping = false;
async function shutdown(code = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    stopVite();
    await Promise.allSettled([
      participation.stop(),
      ipfs.stop(),
      nfd.stop(),
      prices.stop(),
      routers.stop(),
      devnet.stop(),
    ]);
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
process.on('SIGHUP', () => void shutdown());
// Last resort (an uncaught error): never leave the dev server running without us.
process.on('exit', stopVite);
vite.on('exit', (code) => void shutdown(code ?? 0));
