// The devnet's AVM (issue 38; aims in devnet/avm/README.md):
// - opcodes per second on a loop program (arithmetic, scratch, a backward branch);
// - one application call that spends its whole 700 budget (aim: under 1 ms);
// - a group of 16 such calls sharing the pooled 11,200 budget, evaluated one after the other
//   (aim: under 10 ms);
// - the same 16-call group deployed on a devnet and simulated over HTTP (POST
//   /v2/transactions/simulate: decoding, checks, the ledger around each call, the answer).
import algosdk from 'algosdk';
import { assemble } from '../devnet/avm/assembler';
import { startDevnet } from '../devnet/server';
import { evaluate, type EvalContext } from '../devnet/avm/eval';
import { MemoryLedger, SENDER, txnView } from '../devnet/avm/test-support';
import { figure } from './support';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// Each turn is 10 opcodes of cost 1 (load, int, +, store, load, int, -, dup, store, bnz).
const LOOP = (turns: number) =>
  assemble(`#pragma version 12
    int 0; store 0; int ${turns}; store 1
    top: load 0; int 3; +; store 0; load 1; int 1; -; dup; store 1; bnz top
    int 1`).program;

function context(budget: { remaining: number }, groupIndex = 0, size = 1): EvalContext {
  const call = txnView({ Sender: SENDER, Fee: 1000n, OnCompletion: 0n });
  return {
    mode: 'app',
    group: Array.from({ length: size }, () => call),
    groupIndex,
    budget,
    appId: 1001n,
    ledger: new MemoryLedger(),
  };
}

export async function main(): Promise<void> {
  const big = LOOP(200_000);
  const runs: number[] = [];
  let opcodes = 0;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    opcodes = evaluate(big, context({ remaining: 10_000_000 })).cost;
    runs.push(performance.now() - start);
  }
  const perSecond = opcodes / (median(runs) / 1000);
  figure(
    'AVM opcodes per second (loop)',
    Math.round(perSecond),
    'count',
    `AVM loop program: ${(perSecond / 1e6).toFixed(2)} million opcodes per second (${opcodes.toLocaleString('en')} opcodes, median of 5)`,
  );

  // 69 turns of 10 plus the 5 around them: 695 of the call's 700.
  const call = LOOP(69);
  const single: number[] = [];
  for (let i = 0; i < 300; i++) {
    const budget = { remaining: 700 };
    const start = performance.now();
    evaluate(call, context(budget));
    single.push(performance.now() - start);
  }
  figure(
    'AVM 700-opcode call',
    median(single),
    'ms',
    `AVM one app call spending its 700 budget: ${median(single).toFixed(3)} ms median of 300 (aim under 1 ms)`,
  );

  const group: number[] = [];
  for (let i = 0; i < 50; i++) {
    const pool = { remaining: 700 * 16 };
    const start = performance.now();
    for (let k = 0; k < 16; k++) evaluate(call, context(pool, k, 16));
    group.push(performance.now() - start);
  }
  figure(
    'AVM 16-call group at full budget',
    median(group),
    'ms',
    `AVM 16 app calls sharing the pooled 11,200 budget: ${median(group).toFixed(2)} ms median of 50 (aim under 10 ms)`,
  );

  const simulated = await simulatedGroup(call);
  figure(
    'AVM 16-call group simulated by the devnet',
    simulated,
    'ms',
    `Devnet simulate of that 16-call group over HTTP: ${simulated.toFixed(1)} ms median of 20`,
  );
}

/** The 16-call group at full budget simulated by a devnet, end to end over HTTP. */
async function simulatedGroup(program: Uint8Array): Promise<number> {
  const devnet = await startDevnet({ algodPort: 0, indexerPort: 0 });
  try {
    const algod = new algosdk.Algodv2(devnet.token, devnet.algodUrl);
    const caller = algosdk.mnemonicToSecretKey(devnet.dispenser.mnemonic);
    const suggestedParams = await algod.getTransactionParams().do();
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: caller.addr,
      approvalProgram: program,
      clearProgram: assemble('#pragma version 12\nint 1').program,
      numGlobalByteSlices: 0,
      numGlobalInts: 0,
      numLocalByteSlices: 0,
      numLocalInts: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams,
    });
    const { txid } = await algod.sendRawTransaction(create.signTxn(caller.sk)).do();
    const appIndex = (await algosdk.waitForConfirmation(algod, txid, 4)).applicationIndex!;
    const group = algosdk.assignGroupID(
      Array.from({ length: 16 }, (_, i) =>
        algosdk.makeApplicationNoOpTxnFromObject({
          sender: caller.addr,
          appIndex,
          appArgs: [Uint8Array.of(i)],
          suggestedParams: { ...suggestedParams, fee: 1000n, flatFee: true },
        }),
      ),
    );
    const request = new algosdk.modelsv2.SimulateRequest({
      txnGroups: [
        new algosdk.modelsv2.SimulateRequestTransactionGroup({
          txns: group.map((txn) => new algosdk.SignedTransaction({ txn })),
        }),
      ],
      allowEmptySignatures: true,
    });
    const runs: number[] = [];
    for (let i = 0; i < 20; i++) {
      const start = performance.now();
      const answer = await algod.simulateTransactions(request).do();
      runs.push(performance.now() - start);
      if (answer.txnGroups[0]?.failureMessage)
        throw new Error(`the group failed: ${answer.txnGroups[0].failureMessage}`);
    }
    return median(runs);
  } finally {
    await devnet.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
