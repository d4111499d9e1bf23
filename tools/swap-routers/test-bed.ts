/**
 * The chain the router stand-ins' tests share: an in-process devnet, two assets made by the
 * dispenser (the funder), a stocked pool, and a user holding base coin and opted into both
 * assets. Used by deflex.test.ts, folks.test.ts and the wallet's clients' test
 * (src/infra/swap/routers.test.ts).
 */
import algosdk, { type Account } from 'algosdk';
import { startTestChain, fundedAccount, type TestChain } from '../../devnet/test-support';
import { sendGroup, createSwapPool, type SwapPool } from './pool';
import type { SwapRate } from './swap-group';

export interface SwapTestBed {
  chain: TestChain;
  algod: { url: string; token: string };
  funder: Account;
  /** 6 decimals, like USDC. */
  usd: bigint;
  /** 2 decimals; no router has a rate for it from base coin. */
  gold: bigint;
  pool: SwapPool;
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
  const pool = await createSwapPool({ algod: chain.algod, funder, assets: [usd, gold] });
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
    user,
  };
}

/** 1 Algo buys 0.25 dUSD at Deflex and 0.248 at Folks; dUSD back to Algo the other way round. */
export function testRates(usd: bigint, router: 'deflex' | 'folks'): SwapRate[] {
  const better = router === 'deflex';
  return [
    { from: 0n, to: usd, inUnits: 1_000_000n, outUnits: better ? 250_000n : 248_000n },
    { from: usd, to: 0n, inUnits: 250_000n, outUnits: better ? 990_000n : 995_000n },
  ];
}

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

/** Opts the user into the pool app, in a group of its own (the pool's signature fixes the swap's). */
export async function optIntoPoolApp(bed: SwapTestBed): Promise<void> {
  const txn = algosdk.makeApplicationOptInTxnFromObject({
    sender: bed.user.addr,
    appIndex: bed.pool.poolAppId,
    suggestedParams: await bed.chain.algod.getTransactionParams().do(),
  });
  await sendGroup(bed.chain.algod, [txn.signTxn(bed.user.sk)]);
}
