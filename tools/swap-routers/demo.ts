import algosdk from 'algosdk';
import { startDeflexStandIn } from './deflex';
import { startFolksStandIn } from './folks';
import { createPool, type PoolState } from './amm';
import type { SwapRouterStandIn } from './http';
import { algodClient } from './swap-group';

// Both router stand-ins over fresh constant-product pools (amm.ts), one per asset against base
// coin, for trying swaps by hand (`npm start`, the CLI). The funder (e.g. the devnet dispenser)
// creates the pools and adds their liquidity; without `assets` it first creates two (dUSD,
// 6 decimals; dGOLD, 2 decimals), else it must hold the listed ones (half goes to the pool).
// Both routers route through the same pools, as real routers share the chain's.

/** Base coin in each pool: 1,000 Algo. */
const BASE_LIQUIDITY = 1_000_000_000n;

export interface DemoRouters {
  pools: PoolState[];
  assets: bigint[];
  deflex: SwapRouterStandIn;
  folks: SwapRouterStandIn;
  stop(): Promise<void>;
}

export async function startDemoRouters(options: {
  algodUrl: string;
  token: string;
  funder: algosdk.Account;
  assets?: bigint[];
  deflexPort?: number;
  folksPort?: number;
  host?: string;
}): Promise<DemoRouters> {
  const { algodUrl, token, funder } = options;
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

  const assets = options.assets?.length
    ? options.assets
    : [await createAsset('dUSD', 6), await createAsset('dGOLD', 2)];

  /** The demo's own assets at 0.25 dUSD and 5 dGOLD per Algo; a listed one, half the stock. */
  async function liquidity(asset: bigint, i: number): Promise<bigint> {
    if (!options.assets?.length) return i === 0 ? 250_000_000n : 500_000n;
    const held = await algod.accountInformation(funder.addr).do();
    const holding = held.assets?.find((a) => a.assetId === asset)?.amount ?? 0n;
    if (holding < 2n) throw new Error(`the funder holds ${holding} of asset ${asset}`);
    return holding / 2n;
  }

  const pools: PoolState[] = [];
  for (const [i, assetId] of assets.entries()) {
    pools.push(
      await createPool({
        algod,
        creator: funder,
        assetId,
        baseLiquidity: BASE_LIQUIDITY,
        assetLiquidity: await liquidity(assetId, i),
      }),
    );
  }
  const routed = { appIds: pools.map((pool) => pool.appId), trader: funder };
  const common = { algod: { url: algodUrl, token }, pools: routed, host: options.host };
  const deflex = await startDeflexStandIn({ ...common, port: options.deflexPort });
  const folks = await startFolksStandIn({ ...common, port: options.folksPort });
  return {
    pools,
    assets,
    deflex,
    folks,
    stop: async () => {
      await Promise.all([deflex.stop(), folks.stop()]);
    },
  };
}
