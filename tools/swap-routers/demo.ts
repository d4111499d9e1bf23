import algosdk from 'algosdk';
import { startDeflexStandIn } from './deflex';
import { startFolksStandIn } from './folks';
import type { SwapRouterStandIn } from './http';
import { createSwapPool, type SwapPool } from './pool';
import { algodClient, type SwapRate } from './swap-group';

// Both router stand-ins over a fresh pool, for trying swaps by hand (`npm start`, the CLI).
// The funder (e.g. the devnet dispenser) pays the pool's base coin; without `assets` it first
// creates two (dUSD, 6 decimals; dGOLD, 2 decimals), else it must hold the listed ones.

export interface DemoRouters {
  pool: SwapPool;
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
  const common = { algod: { url: algodUrl, token }, pool, host: options.host };
  const deflex = await startDeflexStandIn({
    ...common,
    rates: ratesFor('deflex'),
    port: options.deflexPort,
  });
  const folks = await startFolksStandIn({
    ...common,
    rates: ratesFor('folks'),
    port: options.folksPort,
  });
  return {
    pool,
    assets,
    deflex,
    folks,
    stop: async () => {
      await Promise.all([deflex.stop(), folks.stop()]);
    },
  };
}
