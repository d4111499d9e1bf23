import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectWebSocket, type WebSocketPeer } from '../walletconnect-relay/websocket';
import { startWalletConnectBridge, type BridgeMessage, type WalletConnectBridge } from './server';
import {
  bridgeSocketUrl,
  decryptV1,
  encryptV1,
  parseV1Uri,
  startScriptedV1Dapp,
  startScriptedV1Wallet,
  V1Rejection,
} from './v1-peer';

let bridge: WalletConnectBridge;
const closers: (() => unknown)[] = [];

// A minimal v1 socket client: sends socket messages, records what arrives.
async function socketClient() {
  const peer: WebSocketPeer = await connectWebSocket(bridgeSocketUrl(bridge.url));
  const inbox: BridgeMessage[] = [];
  const waiters: (() => void)[] = [];
  peer.onMessage((text) => {
    inbox.push(JSON.parse(text) as BridgeMessage);
    for (const waiter of waiters.splice(0)) waiter();
  });
  closers.push(() => peer.close());
  return {
    peer,
    inbox,
    sub: (topic: string) =>
      peer.send(JSON.stringify({ topic, type: 'sub', payload: '', silent: true })),
    pub: (topic: string, payload: string, silent = false) =>
      peer.send(JSON.stringify({ topic, type: 'pub', payload, silent })),
    waitFor: async (count: number) => {
      while (inbox.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return inbox;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeAll(async () => {
  bridge = await startWalletConnectBridge({ port: 19045 });
});

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

afterAll(async () => {
  await bridge.stop();
});

describe('WalletConnect v1 bridge stand-in', () => {
  it('forwards a pub to every current subscriber of the topic', async () => {
    const a = await socketClient();
    const b = await socketClient();
    const sender = await socketClient();
    a.sub('topic-a');
    b.sub('topic-a');
    await settle();
    sender.pub('topic-a', 'encrypted', true);
    expect(await a.waitFor(1)).toEqual([
      { topic: 'topic-a', type: 'pub', payload: 'encrypted', silent: true },
    ]);
    expect(await b.waitFor(1)).toHaveLength(1);
    expect(bridge.queued('topic-a')).toEqual([]);
  });

  it('queues pubs in order until a subscriber arrives, then forgets them', async () => {
    const sender = await socketClient();
    sender.pub('topic-q', 'first');
    sender.pub('topic-q', 'second');
    await settle();
    expect(bridge.queued('topic-q').map((m) => m.payload)).toEqual(['first', 'second']);

    const late = await socketClient();
    late.sub('topic-q');
    expect((await late.waitFor(2)).map((m) => m.payload)).toEqual(['first', 'second']);
    expect(bridge.queued('topic-q')).toEqual([]);

    const later = await socketClient();
    later.sub('topic-q');
    await settle();
    expect(later.inbox).toEqual([]);
  });

  it('ignores acks and malformed messages', async () => {
    const c = await socketClient();
    c.peer.send('not json');
    c.peer.send(JSON.stringify({ topic: 't', type: 'nonsense', payload: '' }));
    c.peer.send(JSON.stringify({ topic: 't', type: 'ack', payload: '', silent: true }));
    c.sub('topic-x');
    await settle();
    expect(c.peer.open).toBe(true);
    expect(bridge.published().filter((m) => m.topic === 't')).toEqual([]);
  });

  it('stops sending to a socket once it closed, and queues for the next one', async () => {
    const sender = await socketClient();
    const gone = await socketClient();
    gone.sub('topic-c');
    await settle();
    gone.peer.terminate();
    await settle();
    sender.pub('topic-c', 'after close');
    await settle();
    expect(bridge.queued('topic-c').map((m) => m.payload)).toEqual(['after close']);
  });

  it('answers the HTTP hello and info endpoints', async () => {
    expect(await (await fetch(`${bridge.url}/hello`)).text()).toContain('WalletConnect');
    expect(await (await fetch(`${bridge.url}/info`)).json()).toMatchObject({ version: '1.0.0' });
    expect((await fetch(`${bridge.url}/nothing`)).status).toBe(404);
  });
});

describe('v1 encryption', () => {
  const key = 'ab'.repeat(32);

  it('round-trips JSON-RPC and rejects a tampered HMAC or another key', () => {
    const message = { id: 1, jsonrpc: '2.0', method: 'algo_signTxn', params: [[{ txn: 'AA==' }]] };
    const encrypted = encryptV1(message, key);
    expect(encrypted.iv).toMatch(/^[0-9a-f]{32}$/);
    expect(encrypted.hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(decryptV1(encrypted, key)).toEqual(message);
    expect(decryptV1({ ...encrypted, hmac: '00'.repeat(32) }, key)).toBeNull();
    expect(decryptV1(encrypted, 'cd'.repeat(32))).toBeNull();
  });

  it('matches a known AES-256-CBC + HMAC-SHA256 vector', () => {
    const encrypted = encryptV1({ a: 1 }, key, Buffer.alloc(16, 1));
    // From openssl: enc -aes-256-cbc -K abab.. -iv 0101.., then dgst -sha256 -mac HMAC over
    // ciphertext||iv.
    expect(encrypted).toEqual({
      data: '36d5fb77ffa7c58a40d5b07ee0645b42',
      hmac: 'ed5dcc375ca996487c83bda984241e5e28901b3232c58000220dc353c936ad57',
      iv: '01'.repeat(16),
    });
  });
});

describe('v1 scripted peers over the bridge', () => {
  const address = 'V1WALLETADDRESS';

  it('connects with chain 4160, signs, rejects with 4001 and refuses other methods with 4300', async () => {
    let refuse = false;
    const dapp = await startScriptedV1Dapp({ bridgeUrl: bridge.url });
    const wallet = await startScriptedV1Wallet({
      address,
      sign: async (txns) => {
        if (refuse) throw new Error('no');
        return txns.map((_, i) => (i === 0 ? 'c2lnbmVk' : null));
      },
    });
    closers.push(
      () => dapp.stop(),
      () => wallet.stop(),
    );

    expect(parseV1Uri(dapp.uri)).toMatchObject({ bridge: bridge.url });
    const paired = await wallet.pair(dapp.uri);
    expect(paired).toMatchObject({ chainId: 4160, peerMeta: { name: 'Scripted v1 dapp' } });
    expect(await dapp.session()).toMatchObject({ accounts: [address], chainId: 4160 });

    expect(await dapp.signTransactions([{ txn: 'dHhu' }, { txn: 'dHhu', signers: [] }])).toEqual([
      'c2lnbmVk',
      null,
    ]);
    expect(wallet.requests()[0]).toMatchObject({
      method: 'algo_signTxn',
      params: [[{ txn: 'dHhu' }, { txn: 'dHhu', signers: [] }]],
    });

    refuse = true;
    await expect(dapp.signTransactions([{ txn: 'dHhu' }])).rejects.toMatchObject({
      code: 4001,
      message: 'The user rejected the request.',
    });
    await expect(dapp.request('algo_signData', [])).rejects.toMatchObject({
      code: 4300,
      message: 'Unsupported request.',
    });

    // Only ciphertext crossed the bridge.
    const payloads = bridge.published().map((m) => m.payload);
    expect(payloads.some((p) => p.includes('algo_signTxn') || p.includes(address))).toBe(false);

    await wallet.disconnect();
    await expect.poll(() => dapp.disconnected()).toBe(true);
  });

  it('passes a session rejection to the dapp', async () => {
    const dapp = await startScriptedV1Dapp({ bridgeUrl: bridge.url });
    const wallet = await startScriptedV1Wallet({ address, sign: async () => [] });
    closers.push(
      () => dapp.stop(),
      () => wallet.stop(),
    );
    await wallet.pairAndReject(dapp.uri);
    const error = await dapp.session().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(V1Rejection);
    expect(error).toMatchObject({ message: 'Session Rejected' });
  });

  it('resubscribes after the bridge drops the connections', async () => {
    const dapp = await startScriptedV1Dapp({ bridgeUrl: bridge.url });
    const wallet = await startScriptedV1Wallet({ address, sign: async () => ['c2ln'] });
    closers.push(
      () => dapp.stop(),
      () => wallet.stop(),
    );
    await wallet.pair(dapp.uri);
    await dapp.session();
    bridge.dropConnections();
    // v1 clients do not retry a message sent into a dead socket: wait for both to be back.
    await expect.poll(() => bridge.connections(), { timeout: 5000 }).toBe(2);
    await settle();
    expect(await dapp.signTransactions([{ txn: 'dHhu' }])).toEqual(['c2ln']);
  });
});
