import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWalletConnectRelay, type WalletConnectRelay } from './server';
import { connectRawClient, type RawRelayClient } from './test-client';

// The relay's JSON-RPC surface, spoken by hand the way @walletconnect/core 2.25 speaks it.

let relay: WalletConnectRelay;
const opened: RawRelayClient[] = [];

async function client(id: string, options?: { acknowledge?: boolean }): Promise<RawRelayClient> {
  const c = await connectRawClient(relay.url, `did:key:${id}`, options);
  opened.push(c);
  return c;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeAll(async () => {
  relay = await startWalletConnectRelay({ port: 19040 });
});

afterEach(() => {
  for (const c of opened.splice(0)) c.close();
});

afterAll(async () => {
  await relay.stop();
});

describe('WalletConnect relay stand-in', () => {
  it('delivers a published message to subscribers, not to its publisher', async () => {
    const alice = await client('alice-1');
    const bob = await client('bob-1');
    const subscribed = await alice.call('irn_subscribe', { topic: 'topic-1' });
    expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/);
    await bob.call('irn_subscribe', { topic: 'topic-1' });

    const published = await bob.call('irn_publish', {
      topic: 'topic-1',
      message: 'hello',
      ttl: 300,
      tag: 1108,
      prompt: false,
    });
    expect(published.result).toBe(true);

    const [push] = await alice.waitForPushes(1);
    expect(push).toMatchObject({ topic: 'topic-1', message: 'hello', tag: 1108 });
    expect(push?.subscriptionId).toBe(subscribed.result);
    await settle();
    expect(bob.pushes).toEqual([]);
  });

  it('queues messages until a subscriber arrives, and delivers each once per client', async () => {
    const dapp = await client('dapp-2');
    await dapp.call('irn_publish', { topic: 'topic-2', message: 'first', ttl: 300 });
    await dapp.call('irn_publish', { topic: 'topic-2', message: 'second', ttl: 300 });

    const wallet = await client('wallet-2');
    await wallet.call('irn_subscribe', { topic: 'topic-2' });
    const pushes = await wallet.waitForPushes(2);
    expect(pushes.map((p) => p.message)).toEqual(['first', 'second']);

    // Subscribing again (as after a reconnect) does not repeat acknowledged messages.
    await wallet.call('irn_batchSubscribe', { topics: ['topic-2'] });
    await settle();
    expect(wallet.pushes).toHaveLength(2);
  });

  it('re-sends unacknowledged messages after the client reconnects', async () => {
    const sender = await client('sender-3');
    const first = await client('receiver-3', { acknowledge: false });
    await first.call('irn_subscribe', { topic: 'topic-3' });
    await sender.call('irn_publish', { topic: 'topic-3', message: 'important', ttl: 300 });
    await first.waitForPushes(1);

    relay.dropConnections();
    await settle();
    const second = await client('receiver-3');
    const batch = await second.call('irn_batchSubscribe', { topics: ['topic-3'] });
    expect(batch.result).toHaveLength(1);
    const [push] = await second.waitForPushes(1);
    expect(push?.message).toBe('important');
  });

  it('keeps a reconnecting client subscribed', async () => {
    const sender = await client('sender-4');
    const before = await client('receiver-4');
    await before.call('irn_subscribe', { topic: 'topic-4' });
    before.peer.terminate();
    await settle();

    const after = await client('receiver-4');
    await sender.call('irn_publish', { topic: 'topic-4', message: 'while away', ttl: 300 });
    const [push] = await after.waitForPushes(1);
    expect(push?.message).toBe('while away');
  });

  it('stops delivering after irn_unsubscribe', async () => {
    const sender = await client('sender-5');
    const receiver = await client('receiver-5');
    await receiver.call('irn_subscribe', { topic: 'topic-5' });
    expect((await receiver.call('irn_unsubscribe', { topic: 'topic-5', id: 'x' })).result).toBe(
      true,
    );
    await sender.call('irn_publish', { topic: 'topic-5', message: 'unheard', ttl: 300 });
    await settle();
    expect(receiver.pushes).toEqual([]);
    expect(relay.messages('topic-5').map((m) => m.message)).toEqual(['unheard']);
  });

  it('hands queued messages out once through irn_batchFetchMessages', async () => {
    const sender = await client('sender-6');
    await sender.call('irn_publish', { topic: 'topic-6a', message: 'a', ttl: 300 });
    await sender.call('irn_publish', { topic: 'topic-6b', message: 'b', ttl: 300 });
    const fetcher = await client('fetcher-6');

    const fetched = await fetcher.call('irn_batchFetchMessages', {
      topics: ['topic-6a', 'topic-6b'],
    });
    expect(fetched.result).toMatchObject({
      hasMore: false,
      messages: [
        { topic: 'topic-6a', message: 'a' },
        { topic: 'topic-6b', message: 'b' },
      ],
    });
    const again = await fetcher.call('irn_batchFetchMessages', { topics: ['topic-6a'] });
    expect(again.result).toEqual({ messages: [], hasMore: false });
  });

  it('drops messages whose ttl ran out', async () => {
    const sender = await client('sender-7');
    await sender.call('irn_publish', { topic: 'topic-7', message: 'brief', ttl: 1 });
    expect(relay.messages('topic-7')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(relay.messages('topic-7')).toHaveLength(0);
  });

  it('wc_proposeSession subscribes the dapp and publishes the proposal on the pairing topic', async () => {
    const dapp = await client('dapp-8');
    const wallet = await client('wallet-8');
    const proposed = await dapp.call('wc_proposeSession', {
      pairingTopic: 'pairing-8',
      sessionProposal: 'encrypted-proposal',
      ttl: 300,
      attestation: 'att',
      correlationId: 42,
    });
    expect(proposed.result).toBe(true);

    await wallet.call('irn_subscribe', { topic: 'pairing-8' });
    const [proposal] = await wallet.waitForPushes(1);
    expect(proposal).toMatchObject({
      topic: 'pairing-8',
      message: 'encrypted-proposal',
      tag: 1100,
    });

    // The dapp never sent irn_subscribe for the pairing topic, yet hears the wallet's answer.
    await wallet.call('irn_publish', { topic: 'pairing-8', message: 'answer', ttl: 300 });
    const [answer] = await dapp.waitForPushes(1);
    expect(answer?.message).toBe('answer');
  });

  it('wc_approveSession answers the proposal, sends the settle request and subscribes the wallet', async () => {
    const dapp = await client('dapp-9');
    const wallet = await client('wallet-9');
    await dapp.call('wc_proposeSession', { pairingTopic: 'pairing-9', sessionProposal: 'p' });
    await wallet.call('irn_subscribe', { topic: 'pairing-9' });
    await wallet.waitForPushes(1);

    const approved = await wallet.call('wc_approveSession', {
      sessionTopic: 'session-9',
      pairingTopic: 'pairing-9',
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    });
    expect(approved.result).toBe(true);
    const [response] = await dapp.waitForPushes(1);
    expect(response).toMatchObject({ topic: 'pairing-9', message: 'response', tag: 1101 });

    await dapp.call('irn_subscribe', { topic: 'session-9' });
    const pushes = await dapp.waitForPushes(2);
    expect(pushes[1]).toMatchObject({ topic: 'session-9', message: 'settle', tag: 1102 });

    // The wallet hears the session without having sent irn_subscribe for it.
    await dapp.call('irn_publish', { topic: 'session-9', message: 'settled', ttl: 300 });
    const walletPushes = await wallet.waitForPushes(2);
    expect(walletPushes[1]).toMatchObject({ topic: 'session-9', message: 'settled' });
  });

  it('answers 19-digit request ids verbatim', async () => {
    const c = await client('big-ids');
    const answer = await c.callRaw(
      '{"id":1727000000000123456,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}',
    );
    expect(answer).toContain('"id":1727000000000123456,');
    const quoted = await c.callRaw(
      '{"id":"1727000000000654321","jsonrpc":"2.0","method":"irn_unsubscribe","params":{"topic":"t","id":"s"}}',
    );
    expect(quoted).toContain('"id":"1727000000000654321"');
  });

  it('rejects unknown methods and invalid params with JSON-RPC errors', async () => {
    const c = await client('errors');
    expect((await c.call('irn_nonsense', {})).error?.code).toBe(-32601);
    expect((await c.call('irn_publish', { topic: 'x' })).error).toEqual({
      code: -32602,
      message: 'Invalid params for irn_publish',
    });
    expect((await c.call('irn_subscribe', [])).error?.code).toBe(-32602);
  });

  it('records each client with its project id and the methods called', async () => {
    const c = await client('recorded');
    await c.call('irn_subscribe', { topic: 'recorded-topic' });
    const info = relay.clients().find((x) => x.clientId === 'did:key:recorded');
    expect(info).toMatchObject({ projectId: 'test', connected: true, topics: ['recorded-topic'] });
    expect(relay.calls().irn_subscribe).toBeGreaterThan(0);
  });
});
