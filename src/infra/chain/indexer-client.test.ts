import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../../devnet/server';
import { setAppConfig, updateSettings } from '../settings/settings-store';
import { lookupAccount, lookupTransaction, searchAccountTransactions } from './indexer-client';
import { HttpError } from '../http/http-client';

let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet({ algodPort: 0, indexerPort: 0 });
  updateSettings({ env: 'sandbox' });
  setAppConfig({ env: 'sandbox', indexer: devnet.indexerUrl, indexerToken: devnet.token });
});
afterAll(() => devnet.stop());

describe('indexer client against the devnet', () => {
  it('reads a funded account and its payment', async () => {
    const address = algosdk.generateAccount().addr.toString();
    const txId = await devnet.fund(address, 2_500_000);
    const account = await lookupAccount(address);
    expect(account.amount).toBe(2_500_000n);
    expect(account.status).toBe('Offline');
    expect(account.round).toBeGreaterThan(0n);

    const page = await searchAccountTransactions(address);
    expect(page.transactions.map((t) => t.id)).toEqual([txId]);
    const tx = await lookupTransaction(txId);
    expect(tx['payment-transaction']).toMatchObject({ amount: 2_500_000n, receiver: address });
    expect(tx.sender).toBe(devnet.dispenser.addr);
  });

  it('treats a never-seen address as an empty offline account', async () => {
    const account = await lookupAccount(algosdk.generateAccount().addr.toString());
    expect(account).toMatchObject({ amount: 0n, status: 'Offline', assets: [] });
  });

  it('pages transactions with next-token', async () => {
    const address = algosdk.generateAccount().addr.toString();
    for (let i = 0; i < 3; i++) await devnet.fund(address, 1_000_000 + i);
    const first = await searchAccountTransactions(address, undefined, 2);
    expect(first.transactions).toHaveLength(2);
    expect(first['next-token']).toBeTruthy();
    const second = await searchAccountTransactions(address, first['next-token'], 2);
    expect(second.transactions).toHaveLength(1);
  });

  it('surfaces a wrong token as an HTTP 401', async () => {
    setAppConfig({ env: 'sandbox', indexer: devnet.indexerUrl, indexerToken: 'wrong' });
    await expect(lookupAccount(devnet.dispenser.addr)).rejects.toBeInstanceOf(HttpError);
    setAppConfig({ env: 'sandbox', indexer: devnet.indexerUrl, indexerToken: devnet.token });
  });
});
