import {
  decodeSignedTransaction,
  decodeUnsignedTransaction,
  encodeUnsignedTransaction,
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
} from 'algosdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  algorandChainId,
  startScriptedDapp,
  startScriptedPhoneWallet,
  WalletConnectRejection,
  type ScriptedDapp,
  type ScriptedPhoneWallet,
  type WalletTransaction,
} from '../../e2e/support/walletconnect';
import { startWalletConnectRelay, type WalletConnectRelay } from './server';

// The real SDKs against the stand-in: a sign-client dapp and a sign-client wallet (the scripted
// peers the e2e tests use) pair, settle an `algorand` session and exchange algo_signTxn.

const MAINNET_GENESIS = 'wGHE2Pwdvd7S12BL5FaOP20EGYesN73ktiC1qzkkit8=';
const CHAIN = algorandChainId(MAINNET_GENESIS);
const signer = generateAccount();
const receiver = generateAccount();

function paymentTxn(amount: number) {
  return makePaymentTxnWithSuggestedParamsFromObject({
    sender: signer.addr,
    receiver: receiver.addr,
    amount,
    suggestedParams: {
      fee: 1000,
      minFee: 1000,
      flatFee: true,
      firstValid: 1,
      lastValid: 1000,
      genesisHash: new Uint8Array(Buffer.from(MAINNET_GENESIS, 'base64')),
      genesisID: 'mainnet-v1.0',
    },
  });
}

function walletTxn(amount: number, signers?: string[]): WalletTransaction {
  const txn = Buffer.from(encodeUnsignedTransaction(paymentTxn(amount))).toString('base64');
  return signers ? { txn, signers } : { txn };
}

let relay: WalletConnectRelay;
const peers: { stop(): Promise<void> }[] = [];

async function startPeers(
  sign: Parameters<typeof startScriptedPhoneWallet>[0]['sign'],
  methods?: string[],
): Promise<{ dapp: ScriptedDapp; wallet: ScriptedPhoneWallet }> {
  const dapp = await startScriptedDapp({
    relayUrl: relay.url,
    chainId: CHAIN,
    projectId: 'test',
    ...(methods ? { methods } : {}),
  });
  const wallet = await startScriptedPhoneWallet({
    relayUrl: relay.url,
    projectId: 'test',
    address: signer.addr.toString(),
    sign,
  });
  peers.push(dapp, wallet);
  return { dapp, wallet };
}

async function pairedPeers(
  sign: Parameters<typeof startScriptedPhoneWallet>[0]['sign'],
): Promise<{ dapp: ScriptedDapp; wallet: ScriptedPhoneWallet; topic: string }> {
  const { dapp, wallet } = await startPeers(sign);
  return { dapp, wallet, topic: await wallet.pair(dapp.uri) };
}

// Signs what the request asks: every transaction without an empty signers list.
async function signAll(txns: WalletTransaction[]) {
  return txns.map((t) => {
    if (t.signers?.length === 0) return null;
    const txn = decodeUnsignedTransaction(new Uint8Array(Buffer.from(t.txn, 'base64')));
    return Buffer.from(txn.signTxn(signer.sk)).toString('base64');
  });
}

beforeAll(async () => {
  relay = await startWalletConnectRelay({ port: 19041 });
});

afterEach(async () => {
  await Promise.all(peers.splice(0).map((p) => p.stop()));
});

afterAll(async () => {
  await relay.stop();
});

describe('WalletConnect v2 SDKs over the relay stand-in', () => {
  it('pairs, settles an algorand session and signs with algo_signTxn', async () => {
    const { dapp, wallet, topic } = await pairedPeers(signAll);
    expect(dapp.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);

    const session = await dapp.session();
    expect(session).toMatchObject({
      topic,
      addresses: [signer.addr.toString()],
      chains: [CHAIN],
      methods: ['algo_signTxn'],
      events: ['chainChanged', 'accountsChanged'],
      peerName: 'Scripted phone wallet',
    });

    const result = await dapp.signTransactions([walletTxn(5), walletTxn(7, [])]);
    expect(result).toHaveLength(2);
    expect(result[1]).toBeNull();
    const signed = decodeSignedTransaction(new Uint8Array(Buffer.from(result[0]!, 'base64')));
    expect(signed.txn.payment?.amount).toBe(5n);
    expect(signed.sig).toEqual(decodeSignedTransaction(paymentTxn(5).signTxn(signer.sk)).sig);

    const [request] = wallet.requests();
    expect(request).toMatchObject({ topic, chainId: CHAIN, method: 'algo_signTxn' });
    expect(request?.params).toEqual([[walletTxn(5), walletTxn(7, [])]]);

    // What core really sends: the session handshake goes through the wc_* relay methods.
    const calls = relay.calls();
    expect(calls.wc_proposeSession).toBeGreaterThanOrEqual(1);
    expect(calls.wc_approveSession).toBeGreaterThanOrEqual(1);
    expect(calls.irn_subscribe).toBeGreaterThanOrEqual(2);
    expect(calls.irn_publish).toBeGreaterThanOrEqual(3);
    expect(relay.clients().every((c) => c.projectId === 'test')).toBe(true);
  });

  it('passes a request rejection (5000 "User rejected.") back to the dapp', async () => {
    const { dapp } = await pairedPeers(async () => {
      throw new Error('the user said no');
    });
    await dapp.session();
    const error = await dapp.signTransactions([walletTxn(1)]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletConnectRejection);
    expect(error).toMatchObject({ code: 5000, message: 'User rejected.' });
  });

  it('approves algo_signTxn only, so other methods never leave the dapp', async () => {
    const { dapp, wallet } = await startPeers(signAll, ['algo_signTxn', 'algo_signData']);
    await wallet.pair(dapp.uri);
    expect((await dapp.session()).methods).toEqual(['algo_signTxn']);
    await expect(dapp.request('algo_signData', [])).rejects.toBeInstanceOf(WalletConnectRejection);
    expect(wallet.requests()).toEqual([]);
  });

  it('passes a session rejection (5002 "User rejected methods.") back to the dapp', async () => {
    const { dapp, wallet } = await startPeers(signAll);
    await wallet.pairAndReject(dapp.uri);
    await expect(dapp.session()).rejects.toMatchObject({
      code: 5002,
      message: 'User rejected methods.',
    });
  });

  it('keeps the session working after the relay drops every connection', async () => {
    const { dapp } = await pairedPeers(signAll);
    await dapp.session();
    const resubscribed = relay.calls().irn_batchSubscribe ?? 0;
    relay.dropConnections();
    // Both clients come back by themselves and subscribe again to what they had.
    await expect
      .poll(() => relay.calls().irn_batchSubscribe ?? 0, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(resubscribed + 2);
    const result = await dapp.signTransactions([walletTxn(9)]);
    expect(decodeSignedTransaction(Buffer.from(result[0]!, 'base64')).txn.payment?.amount).toBe(9n);
  });

  it('delivers wallet events and the end of the session to the dapp', async () => {
    const { dapp, wallet, topic } = await pairedPeers(signAll);
    await dapp.session();
    await wallet.emitEvent(topic, 'accountsChanged', [receiver.addr.toString()], CHAIN);
    await wallet.disconnect(topic);
    await expect.poll(() => dapp.deleted(), { timeout: 10_000 }).toBe(true);
    expect(dapp.events()).toEqual([
      { name: 'accountsChanged', data: [receiver.addr.toString()], chainId: CHAIN },
    ]);
  });
});
