import { describe, expect, it } from 'vitest';
import { methodSelector } from './assembler';
import { decodeProgram } from './decode';
import { AvmError, evaluate, type EvalResult } from './eval';
import type { StackValue } from './ledger';
import { MemoryLedger, arc200Bytecode, txnView } from './test-support';

const APP = 1001n;
const creator = new Uint8Array(32).fill(1);
const alice = new Uint8Array(32).fill(2);
const program = decodeProgram(arc200Bytecode());

const uint256 = (n: bigint) =>
  Uint8Array.from(Buffer.from(n.toString(16).padStart(64, '0'), 'hex'));
const abiBytes = (text: string) => {
  const body = Buffer.from(text);
  return Uint8Array.from([body.length >> 8, body.length & 0xff, ...body]);
};
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

function call(
  ledger: MemoryLedger,
  sender: Uint8Array,
  method: string | null,
  args: Uint8Array[] = [],
  appId = APP,
): EvalResult {
  const appArgs: StackValue[] = method ? [methodSelector(method), ...args] : [];
  const txn = txnView(
    { Sender: sender, ApplicationID: appId, OnCompletion: 0n, NumAppArgs: BigInt(appArgs.length) },
    { ApplicationArgs: appArgs },
  );
  return evaluate(program, {
    mode: 'app',
    group: [txn],
    groupIndex: 0,
    budget: { remaining: 700 },
    appId: APP,
    ledger,
    globals: (name) => (name === 'CreatorAddress' ? creator : undefined),
  });
}

function bootstrapped(): MemoryLedger {
  const ledger = new MemoryLedger();
  expect(call(ledger, creator, null, [], 0n).pass).toBe(true);
  const result = call(ledger, creator, 'bootstrap(byte[],byte[],uint8,uint256)bool', [
    abiBytes('Token'),
    abiBytes('TOK'),
    Uint8Array.of(6),
    uint256(1_000_000n),
  ]);
  expect(result.pass).toBe(true);
  return ledger;
}

describe('arc200-client approval program on the evaluator', () => {
  it('creates, bootstraps and mints the supply to the creator in a box, with an ARC-28 event', () => {
    const ledger = new MemoryLedger();
    expect(call(ledger, creator, null, [], 0n).pass).toBe(true);
    const result = call(ledger, creator, 'bootstrap(byte[],byte[],uint8,uint256)bool', [
      abiBytes('Token'),
      abiBytes('TOK'),
      Uint8Array.of(6),
      uint256(1_000_000n),
    ]);
    expect(result.pass).toBe(true);
    const box = ledger.boxGet(APP, Uint8Array.from([...Buffer.from('b'), ...creator]));
    expect(box && hex(box)).toBe(hex(uint256(1_000_000n)));
    const transfer = hex(methodSelector('arc200_Transfer(address,address,uint256)'));
    expect(result.logs.map(hex)).toEqual([
      `${transfer}${'00'.repeat(32)}${hex(creator)}${hex(uint256(1_000_000n))}`,
      '151f7c7580',
    ]);
  });

  it('transfers, answers balanceOf as an ABI return, and refuses an overdraft with assert failed', () => {
    const ledger = bootstrapped();
    const sent = call(ledger, creator, 'arc200_transfer(address,uint256)bool', [
      alice,
      uint256(250n),
    ]);
    expect(sent.pass).toBe(true);
    expect(hex(sent.logs[sent.logs.length - 1] ?? new Uint8Array())).toBe('151f7c7580');
    const balance = call(ledger, creator, 'arc200_balanceOf(address)uint256', [alice]);
    expect(balance.logs.map(hex)).toEqual([`151f7c75${hex(uint256(250n))}`]);
    expect(balance.cost).toBeGreaterThan(20);
    try {
      call(ledger, alice, 'arc200_transfer(address,uint256)bool', [creator, uint256(251n)]);
      expect.unreachable('the overdraft was accepted');
    } catch (e) {
      expect(e).toBeInstanceOf(AvmError);
      expect((e as AvmError).message).toMatch(/^assert failed pc=\d+$/);
      expect((e as AvmError).algodText(APP)).toMatch(
        /^logic eval error: assert failed pc=\d+\. Details: app=1001, pc=\d+$/,
      );
    }
  });

  it('refuses a second bootstrap and a bootstrap by someone else', () => {
    const ledger = bootstrapped();
    const args = [abiBytes('X'), abiBytes('X'), Uint8Array.of(0), uint256(1n)];
    expect(() => call(ledger, creator, 'bootstrap(byte[],byte[],uint8,uint256)bool', args)).toThrow(
      'assert failed',
    );
    expect(() =>
      call(new MemoryLedger(), alice, 'bootstrap(byte[],byte[],uint8,uint256)bool', args),
    ).toThrow('assert failed');
  });
});
