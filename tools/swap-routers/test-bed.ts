/**
 * The chain the router stand-ins' tests share: an in-process devnet, two assets made by the
 * dispenser (the funder), two constant-product pools of base coin and dUSD (amm.ts; Deflex
 * routes through both, Folks knows only the second, shallower one), and a user holding base
 * coin and opted into both assets. Used by deflex.test.ts, folks.test.ts and the wallet's clients' test
 * (src/infra/swap/routers.test.ts).
 */
import algosdk, { type Account } from 'algosdk';
import { startTestChain, fundedAccount, type TestChain } from '../../devnet/test-support';
import { createPool, readPoolState, type PoolState } from './amm';
import { sendGroup, type RouterPools } from './swap-group';

export interface SwapTestBed {
  chain: TestChain;
  algod: { url: string; token: string };
  funder: Account;
  /** 6 decimals, like USDC. */
  usd: bigint;
  /** 2 decimals; no pool trades it. */
  gold: bigint;
  /** 1,000 Algo : 250 dUSD. */
  pool: PoolState;
  /** 1,000 Algo : 248 dUSD. */
  pool2: PoolState;
  user: Account;
}

async function createAsset(chain: TestChain, funder: Account, unitName: string, decimals: number) {
  const txn = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    total: 10n ** 15n,
    decimals,
    defaultFrozen: false,
    unitName,
    assetName: `Devnet ${unitName}`,
    suggestedParams: await chain.algod.getTransactionParams().do(),
  });
  const { txid } = await chain.algod.sendRawTransaction(txn.signTxn(funder.sk)).do();
  const confirmed = await algosdk.waitForConfirmation(chain.algod, txid, 4);
  return confirmed.assetIndex ?? 0n;
}

export async function startSwapTestBed(): Promise<SwapTestBed> {
  const chain = await startTestChain();
  const funder = algosdk.mnemonicToSecretKey(chain.devnet.dispenser.mnemonic);
  const usd = await createAsset(chain, funder, 'dUSD', 6);
  const gold = await createAsset(chain, funder, 'dGOLD', 2);
  const made = (assetLiquidity: bigint) =>
    createPool({
      algod: chain.algod,
      creator: funder,
      assetId: usd,
      baseLiquidity: 1_000_000_000n,
      assetLiquidity,
    });
  const pool = await made(250_000_000n);
  const pool2 = await made(248_000_000n);
  const user = await fundedAccount(chain, 20_000_000);
  const suggestedParams = await chain.algod.getTransactionParams().do();
  const optIns = [usd, gold].map((assetIndex) =>
    algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: user.addr,
      receiver: user.addr,
      amount: 0,
      assetIndex,
      suggestedParams,
    }),
  );
  algosdk.assignGroupID(optIns);
  await sendGroup(
    chain.algod,
    optIns.map((txn) => txn.signTxn(user.sk)),
  );
  // Some dUSD for the user to sell.
  const stock = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    receiver: user.addr,
    amount: 5_000_000n,
    assetIndex: usd,
    suggestedParams,
  });
  await sendGroup(chain.algod, [stock.signTxn(funder.sk)]);
  return {
    chain,
    algod: { url: chain.devnet.algodUrl, token: chain.devnet.token },
    funder,
    usd,
    gold,
    pool,
    pool2,
    user,
  };
}

/** What each router stand-in routes through: Deflex both pools, Folks the second. */
export function routerPools(bed: SwapTestBed, router: 'deflex' | 'folks'): RouterPools {
  const appIds = router === 'deflex' ? [bed.pool.appId, bed.pool2.appId] : [bed.pool2.appId];
  return { appIds, trader: bed.funder };
}

/** A pool's state now (reserves move with every swap). */
export const poolNow = (bed: SwapTestBed, pool: PoolState): Promise<PoolState> =>
  readPoolState(bed.chain.algod, pool.appId);

export interface AssetBalances {
  base: bigint;
  assets: Map<bigint, bigint>;
}

export async function balances(bed: SwapTestBed, address: string): Promise<AssetBalances> {
  const info = await bed.chain.algod.accountInformation(address).do();
  return {
    base: info.amount,
    assets: new Map((info.assets ?? []).map((holding) => [holding.assetId, holding.amount])),
  };
}

/** Opts the user into the pool app, in a group of its own (as the wallet sends route opt-ins). */
export async function optIntoPoolApp(bed: SwapTestBed, pool = bed.pool): Promise<void> {
  const txn = algosdk.makeApplicationOptInTxnFromObject({
    sender: bed.user.addr,
    appIndex: pool.appId,
    suggestedParams: await bed.chain.algod.getTransactionParams().do(),
  });
  await sendGroup(bed.chain.algod, [txn.signTxn(bed.user.sk)]);
}
