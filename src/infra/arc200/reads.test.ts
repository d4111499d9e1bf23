import algosdk, { type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arc200CreateTxn } from '../../../devnet/avm/test-support';
import {
  fundedAccount,
  params,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from '../../../devnet/test-support';
import type { AppConfig } from '../../core/config/app-config';
import { setAppConfig, updateSettings } from '../settings/settings-store';
import { readTokenBalance, readTokenMetadata } from './reads';

// The wallet's ARC-200 reads against arc200-client's bytecode on a devnet: each answer comes
// from simulate, and a token that was never bootstrapped reads as unreadable, never as data.

let chain: TestChain;
let creator: Account;

const box = (address: algosdk.Address) => ({
  appIndex: 0,
  name: Uint8Array.from([0x62, ...address.publicKey]),
});
const padded = (text: string, size: number) => {
  const out = new Uint8Array(size);
  out.set(new TextEncoder().encode(text));
  return algosdk.ABIType.from('byte[]').encode(out);
};

async function deploy(bootstrap: boolean): Promise<bigint> {
  const create = arc200CreateTxn(creator.addr, await params(chain));
  const appId = (await sendAndConfirm(chain, create.signTxn(creator.sk))).applicationIndex!;
  if (!bootstrap) return appId;
  const sp = await params(chain);
  const group = algosdk.assignGroupID([
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      receiver: algosdk.getApplicationAddress(appId),
      amount: 1_000_000,
      suggestedParams: sp,
    }),
    algosdk.makeApplicationCallTxnFromObject({
      sender: creator.addr,
      appIndex: appId,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      appArgs: [
        algosdk.ABIMethod.fromSignature('bootstrap(byte[],byte[],uint8,uint256)bool').getSelector(),
        padded('Reads Token', 32),
        padded('RDT', 8),
        Uint8Array.of(6),
        algosdk.ABIType.from('uint256').encode(12_500_000n),
      ],
      boxes: [box(creator.addr)],
      suggestedParams: sp,
    }),
  ]);
  const { txid } = await chain.algod
    .sendRawTransaction(group.map((t) => t.signTxn(creator.sk)))
    .do();
  await algosdk.waitForConfirmation(chain.algod, txid, 4);
  return appId;
}

beforeAll(async () => {
  chain = await startTestChain();
  updateSettings({ env: 'sandbox' });
  setAppConfig({
    env: 'sandbox',
    algod: chain.devnet.algodUrl,
    algodToken: chain.devnet.token,
  } as AppConfig);
  creator = await fundedAccount(chain, 20_000_000);
});
afterAll(() => chain.devnet.stop());

describe('ARC-200 reads through simulate', () => {
  it('reads a bootstrapped token: name, symbol, decimals and the creator balance', async () => {
    const appId = await deploy(true);
    const meta = await readTokenMetadata(appId, creator.addr.toString());
    expect(meta).toEqual({ appId, name: 'Reads Token', symbol: 'RDT', decimals: 6, warnings: [] });
    expect(await readTokenBalance(appId, creator.addr.toString())).toBe(12_500_000n);
  });

  it('reads a token that was never bootstrapped as unreadable, with warnings', async () => {
    const appId = await deploy(false);
    const meta = await readTokenMetadata(appId, creator.addr.toString());
    expect(meta.name).toBe('');
    expect(meta.decimals).toBe(0);
    expect(meta.warnings.length).toBeGreaterThan(0);
  });
});
