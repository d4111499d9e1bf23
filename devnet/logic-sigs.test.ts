/**
 * Logic signatures on the devnet: contract accounts (the program's address as sender), delegated
 * signatures, arguments, the pooled 20,000 budget, and algod's refusals. Also /v2/teal/compile and
 * /v2/teal/disassemble.
 */
import algosdk, { type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemble } from './avm';
import {
  algodFetch,
  fundedAccount,
  params,
  refusal,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from './test-support';

/** Passes when argument 0 is "open". */
const GATE = `#pragma version 10
arg 0
byte "open"
==`;

/** Counts down from btoi(arg 0): about 7 opcodes per step. */
const SPENDER = `#pragma version 10
arg 0
btoi
store 0
top:
load 0
bz done
load 0
int 1
-
store 0
b top
done:
int 1`;

const arg = (s: string) => new TextEncoder().encode(s);
const u64 = (n: number) => algosdk.encodeUint64(n);

let chain: TestChain;
let alice: Account;

beforeAll(async () => {
  chain = await startTestChain();
  alice = await fundedAccount(chain, 10_000_000);
});
afterAll(() => chain.devnet.stop());

async function payFrom(sender: algosdk.Address, note = ''): Promise<algosdk.Transaction> {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: alice.addr,
    amount: 1000,
    note: arg(note),
    suggestedParams: await params(chain),
  });
}

async function fund(to: algosdk.Address): Promise<void> {
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: alice.addr,
    receiver: to,
    amount: 1_000_000,
    suggestedParams: await params(chain),
  });
  await sendAndConfirm(chain, txn.signTxn(alice.sk));
}

const signedBy = (txn: algosdk.Transaction, lsig: algosdk.LogicSigAccount) =>
  algosdk.signLogicSigTransactionObject(txn, lsig).blob;

describe('contract accounts', () => {
  const gate = assemble(GATE).program;

  it('spends from the program address when the program passes', async () => {
    const open = new algosdk.LogicSigAccount(gate, [arg('open')]);
    await fund(open.address());
    const info = await sendAndConfirm(chain, signedBy(await payFrom(open.address()), open));
    expect(info.confirmedRound).toBeGreaterThan(0n);
  });

  it('refuses when the program rejects, in algod words', async () => {
    const shut = new algosdk.LogicSigAccount(gate, [arg('shut')]);
    const txn = await payFrom(shut.address(), 'shut');
    expect(await refusal(chain, signedBy(txn, shut))).toContain(
      `transaction ${txn.txID()}: rejected by logic`,
    );
  });

  it('refuses a program that is not the sender', async () => {
    const open = new algosdk.LogicSigAccount(gate, [arg('open')]);
    const txn = await payFrom(alice.addr, 'not mine');
    const blob = algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn, lsig: open.lsig }));
    expect(await refusal(chain, blob)).toContain('LogicNot signed and not a Logic-only account');
  });
});

describe('delegated signatures', () => {
  it('lets an account delegate to a program it signed', async () => {
    const delegated = new algosdk.LogicSigAccount(assemble(GATE).program, [arg('open')]);
    delegated.sign(alice.sk);
    const txn = await payFrom(alice.addr, 'delegated');
    await sendAndConfirm(chain, signedBy(txn, delegated));
  });

  it("refuses a delegation signed by someone else's key", async () => {
    const other = algosdk.generateAccount();
    const delegated = new algosdk.LogicSigAccount(assemble(GATE).program, [arg('open')]);
    delegated.sign(other.sk);
    const txn = await payFrom(alice.addr, 'forged');
    const blob = algosdk.encodeMsgpack(
      new algosdk.SignedTransaction({ txn, lsig: delegated.lsig }),
    );
    expect(await refusal(chain, blob)).toContain("At least one signature didn't pass verification");
  });
});

describe('the pooled budget', () => {
  const spender = (steps: number) =>
    new algosdk.LogicSigAccount(assemble(SPENDER).program, [u64(steps)]);

  it('gives one logic signature 20,000', async () => {
    const big = spender(3600); // about 25,200
    await fund(big.address());
    expect(await refusal(chain, signedBy(await payFrom(big.address(), 'alone'), big))).toMatch(
      /rejected by logic err=dynamic cost budget exceeded/,
    );
  });

  it('pools 20,000 per logic signature across the group', async () => {
    const big = spender(3600);
    // The same program, so the same (funded) address: only the arguments differ.
    const small = spender(0);
    const group = algosdk.assignGroupID([
      await payFrom(big.address(), 'pooled'),
      await payFrom(small.address(), 'pooled too'),
    ]);
    await sendAndConfirm(chain, [signedBy(group[0]!, big), signedBy(group[1]!, small)]);
  });
});

describe('compile and disassemble', () => {
  it('compiles TEAL to the program and its address', async () => {
    const compiled = await chain.algod.compile(GATE).do();
    const program = assemble(GATE).program;
    expect(Buffer.from(compiled.result, 'base64')).toEqual(Buffer.from(program));
    expect(compiled.hash).toBe(new algosdk.LogicSigAccount(program).address().toString());
  });

  it('refuses TEAL that does not assemble, with the line', async () => {
    const res = await algodFetch(chain, '/v2/teal/compile', { method: 'POST', body: 'int 1\nfoo' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^2: /);
  });

  it('disassembles to TEAL that assembles to the same bytes', async () => {
    const program = assemble(SPENDER).program;
    const { result } = await chain.algod.disassemble(program).do();
    expect(assemble(result).program).toEqual(program);
  });
});
