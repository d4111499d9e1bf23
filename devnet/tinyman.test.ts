/**
 * Logic signatures as a DEX uses them (issue 38): Tinyman v2's pool logic signature, computed by
 * @tinymanorg/tinyman-js-sdk, has the address the devnet's AVM gives its program, and a pool's
 * opt-in to the validator app, signed by that logic signature, is accepted by the devnet.
 */
import { tinymanContract_v2 } from '@tinymanorg/tinyman-js-sdk';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemble, programAddress } from './avm';
import {
  fundedAccount,
  params,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from './test-support';

const pool = (network: 'mainnet' | 'testnet', asset1ID: number, asset2ID: number) =>
  tinymanContract_v2.generateLogicSigAccountForPool({ network, asset1ID, asset2ID });

/**
 * The SDK's pool program with the validator app id put where the template keeps it (the first
 * 8 bytes of the pushbytes after the version byte: validator id, asset 1, asset 2).
 */
function poolProgramFor(validator: bigint, asset1ID: number, asset2ID: number): Uint8Array {
  const program = Uint8Array.from(pool('testnet', asset1ID, asset2ID).lsig.logic);
  const at = 3; // version, pushbytes, length
  new DataView(program.buffer).setBigUint64(at, validator);
  return program;
}

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain.devnet.stop();
});

describe("Tinyman v2's pool logic signature", () => {
  it('has the address the devnet computes for its program, on every network and pair', () => {
    for (const [network, a, b] of [
      ['testnet', 10458941, 0],
      ['mainnet', 31566704, 0],
      ['mainnet', 31566704, 386192725],
    ] as const) {
      const lsig = pool(network, a, b);
      expect(programAddress(lsig.lsig.logic)).toBe(lsig.address().toString());
    }
  });

  it("signs the pool's opt-in to the validator app, and nothing else", async () => {
    const creator = await fundedAccount(chain);
    const approveAll = assemble('#pragma version 10\nint 1').program;
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: creator.addr,
      approvalProgram: approveAll,
      clearProgram: approveAll,
      numGlobalByteSlices: 0,
      numGlobalInts: 0,
      numLocalByteSlices: 0,
      numLocalInts: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: await params(chain),
    });
    const validator = (await sendAndConfirm(chain, create.signTxn(creator.sk))).applicationIndex!;
    const lsig = new algosdk.LogicSigAccount(poolProgramFor(validator, 10458941, 0));
    await chain.devnet.fund(lsig.address().toString(), 1_000_000);

    const optIn = algosdk.makeApplicationOptInTxnFromObject({
      sender: lsig.address(),
      appIndex: validator,
      suggestedParams: await params(chain),
    });
    const confirmed = await sendAndConfirm(
      chain,
      algosdk.signLogicSigTransactionObject(optIn, lsig).blob,
    );
    expect(confirmed.confirmedRound).toBeGreaterThan(0n);

    // The program allows only an opt-in to its validator: a payment is refused in algod's words.
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: lsig.address(),
      receiver: creator.addr,
      amount: 1,
      suggestedParams: await params(chain),
    });
    await expect(
      chain.algod.sendRawTransaction(algosdk.signLogicSigTransactionObject(pay, lsig).blob).do(),
    ).rejects.toThrow(/rejected by logic err=assert failed pc=\d+/);
  });
});
