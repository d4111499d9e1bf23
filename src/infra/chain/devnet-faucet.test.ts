import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../../devnet/server';
import { ENVIRONMENT_IDS } from '../../core/networks/environments';
import { FaucetError, fundFromDispenser, hasTestCoins } from './devnet-faucet';
import type { ChainContext } from './indexer-client';

let devnet: Devnet;
let chain: ChainContext;

beforeAll(async () => {
  devnet = await startDevnet({ algodPort: 0, indexerPort: 0 });
  chain = {
    algodUrl: devnet.algodUrl,
    algodToken: devnet.token,
    indexerUrl: devnet.indexerUrl,
    indexerToken: devnet.token,
    network: 'dockernet-v1',
  };
});
afterAll(() => devnet.stop());

const balance = async (address: string) =>
  BigInt(
    (await new algosdk.Algodv2(devnet.token, devnet.algodUrl).accountInformation(address).do())
      .amount,
  );

describe('test coins from the devnet dispenser', () => {
  it('are offered on the local environments only', () => {
    expect(ENVIRONMENT_IDS.filter(hasTestCoins)).toEqual(['devnet', 'sandbox']);
  });

  it('fund the account with 10 of the base coin, confirmed on return', async () => {
    const address = algosdk.generateAccount().addr.toString();
    const answer = await fundFromDispenser(address, undefined, chain);
    expect(answer.amount).toBe(10_000_000n);
    expect(answer.txId).toMatch(/^[A-Z2-7]{52}$/);
    expect(await balance(address)).toBe(10_000_000n);
  });

  it('are refused without the node token', async () => {
    const address = algosdk.generateAccount().addr.toString();
    const error = await fundFromDispenser(address, 1n, { ...chain, algodToken: 'wrong' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FaucetError);
    expect((error as FaucetError).code).toBe('refused');
  });

  it('fail on an answer that is not the dispenser one', async () => {
    const error = await fundFromDispenser('not-an-address', 1n, chain).catch((e: unknown) => e);
    expect((error as FaucetError).code).toBe('failed');
  });

  it('say when nothing answers', async () => {
    const error = await fundFromDispenser(algosdk.generateAccount().addr.toString(), 1n, {
      ...chain,
      algodUrl: 'http://127.0.0.1:9',
    }).catch((e: unknown) => e);
    expect((error as FaucetError).code).toBe('unreachable');
  });
});
