import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { InnerCaller, InnerTransaction, TxnView } from './ledger';
import { InnerTxnFailure } from './machine';
import { applicationAddress } from './ops-inner';
import { MemoryLedger, SENDER, failure, run, txnView } from './test-support';

const RECEIVER = new Uint8Array(32).fill(9);
const CALL = txnView({
  Sender: SENDER,
  Fee: 1000n,
  OnCompletion: 0n,
  FirstValid: 50n,
  LastValid: 1050n,
});
const hex = (b: Uint8Array) => `0x${Buffer.from(b).toString('hex')}`;

/** A ledger that records inner groups and answers them as applied; a Note of "fail" fails one. */
class InnerLedger extends MemoryLedger {
  readonly groups: InnerTransaction[][] = [];
  readonly callers: InnerCaller[] = [];
  private nextId = 2000n;

  submitInner(group: readonly InnerTransaction[], caller: InnerCaller): TxnView[] {
    group.forEach((inner, index) => {
      const note = inner.fields.get('Note');
      if (note instanceof Uint8Array && new TextDecoder().decode(note) === 'fail')
        throw new InnerTxnFailure(index, 'overspend (account X, data {_struct:{} Status:Offline})');
    });
    this.groups.push([...group]);
    this.callers.push(caller);
    return group.map((inner, index) => {
      const created = inner.fields.get('TypeEnum') === 3n && !inner.fields.has('ConfigAsset');
      const fields = {
        Fee: 0n,
        Amount: 0n,
        ...Object.fromEntries(inner.fields),
        GroupIndex: BigInt(index),
        CreatedAssetID: created ? this.nextId++ : 0n,
      };
      return txnView(fields, Object.fromEntries(inner.arrays));
    });
  }
}

const PAY = (amount: number, extra = '') =>
  `int pay; itxn_field TypeEnum; byte ${hex(RECEIVER)}; itxn_field Receiver; int ${amount}; itxn_field Amount; ${extra}`;

function runInner(teal: string, ledger = new InnerLedger(), version = 12) {
  return { ledger, result: run(`#pragma version ${version}\n${teal}`, { ledger, txn: CALL }) };
}

describe('inner transactions', () => {
  it('submits a payment from the app account, with the call’s validity, and reads it back', () => {
    const { ledger, result } = runInner(
      `itxn_begin; ${PAY(5000)}; itxn_submit; itxn Amount; int 5000; ==; assert; itxn Receiver; byte ${hex(RECEIVER)}; ==`,
    );
    expect(result.pass).toBe(true);
    const [inner] = ledger.groups[0]!;
    expect(inner!.fields.get('Sender')).toEqual(applicationAddress(1001n));
    expect(inner!.fields.get('FirstValid')).toBe(50n);
    expect(inner!.fields.get('LastValid')).toBe(1050n);
    expect(inner!.fields.get('Type')).toEqual(new TextEncoder().encode('pay'));
    // The fee is the ledger's to work out from the group's credit unless the program sets it.
    expect(inner!.fields.has('Fee')).toBe(false);
    expect(ledger.callers[0]).toMatchObject({ appId: 1001n, depth: 1, inner: { remaining: 15 } });
  });

  it('computes the application address as algod does', () => {
    expect(algosdk.encodeAddress(applicationAddress(1001n))).toBe(
      algosdk.getApplicationAddress(1001n).toString(),
    );
  });

  it('groups with itxn_next, reads with gitxn, and adds 700 budget per inner app call', () => {
    const teal = `itxn_begin; ${PAY(1)}; itxn_next; int appl; itxn_field TypeEnum; int 77; itxn_field ApplicationID
      byte "hi"; itxn_field ApplicationArgs; byte "yo"; itxn_field ApplicationArgs
      global OpcodeBudget; store 0; itxn_submit; global OpcodeBudget; load 0; -; int 697; ==; assert
      gitxn 0 Amount; int 1; ==; assert; gitxna 1 ApplicationArgs 1; byte "yo"; ==; assert
      int 1; gitxnas 1 ApplicationArgs; byte "yo"; ==; assert; itxn ApplicationID; int 77; ==`;
    const { ledger, result } = runInner(teal);
    expect(result.pass).toBe(true);
    expect(ledger.groups[0]).toHaveLength(2);
  });

  it('answers created ids through itxn after an asset creation', () => {
    const teal = `itxn_begin; int acfg; itxn_field TypeEnum; int 1000; itxn_field ConfigAssetTotal
      byte "GLD"; itxn_field ConfigAssetUnitName; itxn_submit; itxn CreatedAssetID; int 2000; ==`;
    expect(runInner(teal).result.pass).toBe(true);
  });

  it('refuses opcodes out of order', () => {
    const fails = (teal: string) => failure(teal, { ledger: new InnerLedger(), txn: CALL });
    expect(fails('int 1; itxn_field Amount; int 1')).toBe('itxn_field without itxn_begin');
    expect(fails('itxn_submit; int 1')).toBe('itxn_submit without itxn_begin');
    expect(fails('itxn_next; int 1')).toBe('itxn_next without itxn_begin');
    expect(fails('itxn_begin; itxn_begin; int 1')).toBe('itxn_begin without itxn_submit');
    expect(fails('itxn Amount')).toBe('no inner transaction available');
    expect(fails(`itxn_begin; ${PAY(1)}; itxn_submit; gitxn 1 Amount`)).toMatch(/^gitxn 1 /);
    expect(fails('itxn_begin; itxn_submit; int 1')).toBe(
      'itxn_submit with an inner transaction of no Type',
    );
    expect(failure(`itxn_begin; ${PAY(1)}; itxn_submit; int 1`, { txn: CALL })).toBe(
      'inner transactions are not available here',
    );
  });

  it('refuses fields a program may not set, wrong types and sizes, and full arrays', () => {
    const fails = (teal: string, version = 12) =>
      failure(`#pragma version ${version}\nitxn_begin; ${teal}; int 1`, {
        ledger: new InnerLedger(),
        txn: CALL,
      });
    expect(fails('int 5; itxn_field FirstValid')).toBe('invalid itxn_field FirstValid');
    expect(fails('byte "x"; itxn_field Note', 5)).toBe('invalid itxn_field Note');
    expect(fails('int 1; itxn_field ApplicationID', 5)).toBe('invalid itxn_field ApplicationID');
    expect(fails('byte "xyz"; itxn_field Type')).toBe('xyz is not a valid Type for itxn_field');
    expect(fails('int 7; itxn_field TypeEnum')).toBe('7 is not a valid TypeEnum for itxn_field');
    expect(fails('int keyreg; itxn_field TypeEnum', 5)).toBe(
      'Type keyreg is not allowed in inner transactions before v6',
    );
    expect(fails('byte 0x0102; itxn_field Receiver')).toBe(
      'Receiver must be a 32-byte address, not 2 bytes',
    );
    expect(fails('byte "5"; itxn_field Amount')).toBe('Amount must be a uint64, not a []byte');
    expect(fails('int 2; itxn_field FreezeAssetFrozen')).toBe(
      'FreezeAssetFrozen must be 0 or 1, not 2',
    );
    expect(fails('byte 0x01; itxn_field VotePK')).toBe('VotePK must be 32 bytes, not 1');
    const nine = Array.from({ length: 9 }, () => `byte ${hex(RECEIVER)}; itxn_field Accounts`).join(
      '; ',
    );
    expect(fails(nine)).toBe('too many foreign accounts');
  });

  it('refuses more inner transactions than the pool has left, and names the one that failed', () => {
    const seventeen = Array.from({ length: 17 }, () => PAY(1)).join('; itxn_next; ');
    expect(
      failure(`itxn_begin; ${seventeen}; itxn_submit; int 1`, {
        ledger: new InnerLedger(),
        txn: CALL,
      }),
    ).toBe('too many inner transactions 17 with 16 left');
    const failing = `itxn_begin; ${PAY(1)}; itxn_next; ${PAY(2, 'byte "fail"; itxn_field Note')}; itxn_submit; int 1`;
    expect(failure(failing, { ledger: new InnerLedger(), txn: CALL })).toBe(
      'inner tx 1 failed: overspend (account X, data {_struct:{} Status:Offline})',
    );
  });
});
