import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedAccount, startTestChain, type TestChain } from '../test-support';
import { DEMO_ARC200, deployDemoArc200 } from './arc200-demo';

let chain: TestChain;
afterAll(() => chain?.devnet.stop());
beforeAll(async () => {
  chain = await startTestChain();
}, 60_000);

/** A read-only ABI call through simulate, as the wallet reads a token. */
async function read(appId: bigint, sender: algosdk.Account, signature: string) {
  const method = algosdk.ABIMethod.fromSignature(signature);
  const atc = new algosdk.AtomicTransactionComposer();
  atc.addMethodCall({
    appID: appId,
    method,
    methodArgs: [],
    sender: sender.addr,
    signer: algosdk.makeEmptyTransactionSigner(),
    suggestedParams: await chain.algod.getTransactionParams().do(),
  });
  const { methodResults } = await atc.simulate(
    chain.algod,
    new algosdk.modelsv2.SimulateRequest({ txnGroups: [], allowEmptySignatures: true }),
  );
  return methodResults[0]?.returnValue;
}

describe('deployDemoArc200 (npm start)', () => {
  it('creates a bootstrapped token once: its name, symbol and decimals read from the app', async () => {
    const funder = await fundedAccount(chain, 20_000_000);
    const appId = await deployDemoArc200(chain.algod, funder);
    const name = Uint8Array.from((await read(appId, funder, 'arc200_name()byte[32]')) as number[]);
    expect(new TextDecoder().decode(name).replace(/\0+$/, '')).toBe(DEMO_ARC200.name);
    expect(await read(appId, funder, 'arc200_decimals()uint8')).toBe(6n);
    // A chain kept in a state file: the same token again, not a second one.
    expect(await deployDemoArc200(chain.algod, funder)).toBe(appId);
  });
});
