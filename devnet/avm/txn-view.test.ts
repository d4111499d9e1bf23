import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { MemoryLedger, same } from './test-support';
import { algosdkTxnView } from './txn-view';

const params = {
  fee: 1000n,
  firstValid: 10n,
  lastValid: 1010n,
  genesisHash: new Uint8Array(32),
  genesisID: 'dockernet-v1',
  minFee: 1000n,
  flatFee: true,
};

describe('algosdkTxnView', () => {
  const sender = algosdk.generateAccount().addr;
  const other = algosdk.generateAccount().addr;
  const call = algosdk.makeApplicationCallTxnFromObject({
    sender,
    appIndex: 1001,
    onComplete: algosdk.OnApplicationComplete.OptInOC,
    appArgs: [Uint8Array.of(1), Uint8Array.of(2, 3)],
    accounts: [other],
    foreignApps: [2002],
    foreignAssets: [77],
    suggestedParams: params,
  });
  const txn = algosdkTxnView(call, { groupIndex: 0 });
  const key = (a: algosdk.Address) => `byte 0x${Buffer.from(a.publicKey).toString('hex')}`;

  it('answers the scalar fields by their spec names, zero values for absent ones', () => {
    expect(same('txn Fee', 'int 1000', { txn })).toBe(true);
    expect(same('txn Sender', key(sender), { txn })).toBe(true);
    expect(same('txn OnCompletion', 'int OptIn', { txn })).toBe(true);
    expect(same('txn TypeEnum', 'int appl', { txn })).toBe(true);
    expect(same('txn Type', 'byte "appl"', { txn })).toBe(true);
    expect(same('txn NumAppArgs', 'int 2', { txn })).toBe(true);
    expect(same('txn NumAccounts', 'int 1', { txn })).toBe(true);
    expect(same('txn Receiver', 'global ZeroAddress', { txn })).toBe(true);
    expect(same('txn TxID', `byte 0x${Buffer.from(call.rawTxID()).toString('hex')}`, { txn })).toBe(
      true,
    );
    expect(same('txn NumApprovalProgramPages', 'int 0', { txn })).toBe(true);
  });

  it('answers array fields as txna does, and references resolve through them', () => {
    expect(same('txna ApplicationArgs 1', 'byte 0x0203', { txn })).toBe(true);
    expect(same('txna Accounts 0', key(sender), { txn })).toBe(true);
    expect(same('txna Accounts 1', key(other), { txn })).toBe(true);
    expect(same('txna Applications 0', 'int 1001', { txn })).toBe(true);
    expect(same('txna Applications 1', 'int 2002', { txn })).toBe(true);
    expect(same('txna Assets 0', 'int 77', { txn })).toBe(true);
    const ledger = new MemoryLedger();
    ledger.balances.set(Buffer.from(other.publicKey).toString('hex'), 123n);
    ledger.assets.set(77n, { AssetDecimals: 6n });
    ledger.globals.set(`2002/${Buffer.from('k').toString('hex')}`, 5n);
    expect(same('#pragma version 3\nint 1\nbalance', 'int 123', { txn, ledger })).toBe(true);
    expect(
      same('#pragma version 3\nint 0\nasset_params_get AssetDecimals\npop', 'int 6', {
        txn,
        ledger,
      }),
    ).toBe(true);
    expect(
      same('#pragma version 3\nint 1\nbyte "k"\napp_global_get_ex\npop', 'int 5', { txn, ledger }),
    ).toBe(true);
  });
});
