import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startWalletConnectBridge,
  type WalletConnectBridge,
} from '../../../../tools/walletconnect-bridge/server';
import {
  startScriptedV1Dapp,
  V1Rejection,
  type ScriptedV1Dapp,
} from '../../../../tools/walletconnect-bridge/v1-peer';
import { connectWebSocket } from '../../../../tools/walletconnect-relay/websocket';
import { parseV1Uri, type V1Uri } from '../../../core/walletconnect/v1-uri';
import { AlgowDatabase, getDatabase, useDatabaseForTests } from '../../storage/wallet-db';
import { deleteWalletRecord } from '../../storage/wallet-repository';
import { EncryptedKeyValueStorage } from '../encrypted-storage';
import type { OpenSocket } from './bridge-socket';
import {
  answerV1,
  approveV1,
  disconnectV1,
  hasStoredV1Sessions,
  pairV1,
  refuseRequestV1,
  rejectRequestV1,
  rejectV1,
  startV1,
  stopV1,
  type V1Listener,
  type V1ProposalInfo,
  type V1RequestInfo,
  type V1SessionInfo,
} from './client';

// The wallet's v1 client in Node, over the loopback bridge, against the scripted v1 dapp
// (tools/walletconnect-bridge/v1-peer.ts, the protocol as @walletconnect/client 1.x spoke it).

const ADDRESS = 'A'.repeat(58);
const WALLET = 'wallet-1';
const META = { name: 'Algow', description: 'Algow wallet', url: 'http://127.0.0.1', icons: [] };

/** Node sockets for the client (the app uses the browser's WebSocket). */
const nodeSocket: OpenSocket = (url, handlers) => {
  let closed = false;
  let peer: Awaited<ReturnType<typeof connectWebSocket>> | null = null;
  connectWebSocket(url).then(
    (p) => {
      if (closed) return p.close();
      peer = p;
      p.onMessage(handlers.message);
      p.onClose(handlers.close);
      handlers.open();
    },
    () => handlers.close(),
  );
  return {
    send: (text) => peer?.send(text),
    close: () => {
      closed = true;
      peer?.close();
    },
  };
};

/** Records what the client reports and lets a test wait for it. */
function recorder() {
  const proposals: V1ProposalInfo[] = [];
  const requests: V1RequestInfo[] = [];
  let sessions: V1SessionInfo[] = [];
  const gone: string[] = [];
  let wake: () => void = () => undefined;
  const listener: V1Listener = {
    proposal: (p) => void (proposals.push(p), wake()),
    proposalGone: () => wake(),
    sessions: (s) => void ((sessions = s), wake()),
    request: (r) => void (requests.push(r), wake()),
    requestsGone: (topic) => void (gone.push(topic), wake()),
  };
  async function until<T>(read: () => T | undefined | Promise<T | undefined>, ms = 10_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  }
  return { listener, proposals, requests, sessions: () => sessions, gone, until };
}

let bridge: WalletConnectBridge;
let dapps: ScriptedV1Dapp[] = [];
let storageKey: CryptoKey;
let dbCounter = 0;

beforeAll(async () => {
  bridge = await startWalletConnectBridge({ port: 0 });
});
afterAll(async () => {
  await bridge.stop();
});
beforeEach(async () => {
  useDatabaseForTests(new AlgowDatabase(`wc-v1-test-${++dbCounter}`));
  storageKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
});
afterEach(async () => {
  await stopV1();
  await Promise.all(dapps.map((d) => d.stop()));
  dapps = [];
});

async function newDapp(name = 'Scripted v1 dapp'): Promise<{ dapp: ScriptedV1Dapp; uri: V1Uri }> {
  const dapp = await startScriptedV1Dapp({ bridgeUrl: bridge.url, name });
  dapps.push(dapp);
  return { dapp, uri: parseV1Uri(dapp.uri)! };
}

async function start(rec: ReturnType<typeof recorder>) {
  await startV1({
    walletId: WALLET,
    storageKey,
    metadata: META,
    listener: rec.listener,
    openSocket: nodeSocket,
  });
}

/** Pairs a new dapp and approves it with ADDRESS. */
async function connected(rec: ReturnType<typeof recorder>, name?: string) {
  const { dapp, uri } = await newDapp(name);
  await pairV1(uri);
  const proposal = await rec.until(() => rec.proposals.at(-1));
  await approveV1(proposal.id, ADDRESS);
  return { dapp, uri, proposal, session: await dapp.session() };
}

describe('v1 wallet client', () => {
  it('approves a session on chain 4160 with the chosen account and our metadata', async () => {
    const rec = recorder();
    await start(rec);
    const { proposal, session, uri } = await connected(rec, 'Coffee v1');
    expect(proposal.id).toBeLessThan(0);
    expect(proposal.peerMeta?.name).toBe('Coffee v1');
    expect(proposal.chainId).toBe(4160);
    expect(session).toEqual({ accounts: [ADDRESS], chainId: 4160, peerMeta: META });
    expect(rec.sessions()).toEqual([
      {
        topic: uri.handshakeTopic,
        peerMeta: proposal.peerMeta,
        accounts: [ADDRESS],
        chainId: 4160,
      },
    ]);
  });

  it('passes algo_signTxn on and sends the result back', async () => {
    const rec = recorder();
    await start(rec);
    const { dapp, uri } = await connected(rec);
    const answer = dapp.signTransactions([{ txn: 'AAAA' }]);
    const request = await rec.until(() => rec.requests[0]);
    expect(request).toMatchObject({
      topic: uri.handshakeTopic,
      method: 'algo_signTxn',
      params: [[{ txn: 'AAAA' }]],
    });
    await answerV1(request.topic, request.id, ['c2lnbmVk', null]);
    expect(await answer).toEqual(['c2lnbmVk', null]);
  });

  it('answers 4001 "The user rejected the request." when the user rejects', async () => {
    const rec = recorder();
    await start(rec);
    const { dapp } = await connected(rec);
    const answer = dapp.signTransactions([{ txn: 'AAAA' }]).catch((e: unknown) => e);
    const request = await rec.until(() => rec.requests[0]);
    await rejectRequestV1(request.topic, request.id);
    const error = await answer;
    expect(error).toBeInstanceOf(V1Rejection);
    expect(error).toMatchObject({ code: 4001, message: 'The user rejected the request.' });
  });

  it('refuses by policy with the ARC-0001 error, naming the granted accounts to screen against', async () => {
    const rec = recorder();
    await start(rec);
    const { dapp } = await connected(rec);
    const answer = dapp.signTransactions([{ txn: 'AAAA' }]).catch((e: unknown) => e);
    const request = await rec.until(() => rec.requests[0]);
    expect(request.accounts).toEqual([ADDRESS]);
    await refuseRequestV1(request.topic, request.id, {
      code: 4200,
      message: 'Unsupported Operation',
    });
    const error = await answer;
    expect(error).toBeInstanceOf(V1Rejection);
    expect(error).toMatchObject({ code: 4200, message: 'Unsupported Operation' });
  });

  // ARC-47's templated logic signature is a delegation by another road: never shown.
  it.each(['eth_sendTransaction', 'algo_templatedLsig', 'algo_signData'])(
    'answers 4300 "Unsupported request." to %s without showing it',
    async (method) => {
      const rec = recorder();
      await start(rec);
      const { dapp } = await connected(rec);
      const error = await dapp.request(method, [{}]).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 4300, message: 'Unsupported request.' });
      expect(rec.requests).toEqual([]);
    },
  );

  it('refuses a session with 4001', async () => {
    const rec = recorder();
    await start(rec);
    const { dapp, uri } = await newDapp();
    await pairV1(uri);
    const proposal = await rec.until(() => rec.proposals[0]);
    await rejectV1(proposal.id);
    expect(await dapp.session().catch((e: unknown) => e)).toMatchObject({
      code: 4001,
      message: 'The user rejected the request.',
    });
    expect(rec.sessions()).toEqual([]);
  });

  it('keeps each session sealed in its own record, named after the wallet', async () => {
    const rec = recorder();
    await start(rec);
    const { uri } = await connected(rec, 'Secretive dapp');
    const record = await rec.until(() => storedRecord(uri));
    expect(record.name).toBe(WALLET);
    expect(Object.keys(JSON.parse(record.data) as object).sort()).toEqual(['data', 'iv', 'v']);
    expect(record.data).not.toContain(uri.key);
    expect(record.data).not.toContain('Secretive dapp');
    expect(await hasStoredV1Sessions(WALLET)).toBe(true);
    expect(await hasStoredV1Sessions('other-wallet')).toBe(false);

    await getDatabase().wallets.add({ id: WALLET, name: 'W', data: 'x', rev: 1, updatedAt: 0 });
    await deleteWalletRecord(WALLET);
    expect(await hasStoredV1Sessions(WALLET)).toBe(false);
  });

  it('restores sessions after a logout, with calls that came meanwhile', async () => {
    const rec = recorder();
    // Sockets of earlier tests are gone, so the count below is this test's wallet and dapp.
    await rec.until(() => (bridge.connections() === 0 ? true : undefined));
    await start(rec);
    const { dapp, uri } = await connected(rec, 'Loyal v1 dapp');
    await rec.until(() => storedRecord(uri));
    await stopV1();
    // A call published before the bridge saw the wallet's socket close would go to it.
    await rec.until(() => (bridge.connections() === 1 ? true : undefined));

    // While the wallet is locked the bridge keeps the call for our client id.
    const answer = dapp.signTransactions([{ txn: 'BBBB' }]);
    const again = recorder();
    await start(again);
    expect(again.sessions()).toHaveLength(1);
    expect(again.sessions()[0]?.peerMeta?.name).toBe('Loyal v1 dapp');
    const request = await again.until(() => again.requests[0]);
    expect(request.params).toEqual([[{ txn: 'BBBB' }]]);

    // An unanswered call survives one more lock (the bridge delivers each message once).
    await again.until(async () => ((await storedPending(uri)) === 1 ? true : undefined));
    await stopV1();
    const third = recorder();
    await start(third);
    const kept = await third.until(() => third.requests[0]);
    expect(kept.id).toBe(request.id);
    await answerV1(kept.topic, kept.id, ['b2s=']);
    expect(await answer).toEqual(['b2s=']);
  });

  it('ends a session on both sides and forgets it', async () => {
    const rec = recorder();
    await start(rec);
    const { dapp, uri } = await connected(rec);
    await rec.until(() => storedRecord(uri));
    await disconnectV1(uri.handshakeTopic);
    await rec.until(() => (dapp.disconnected() ? true : undefined));
    expect(rec.sessions()).toEqual([]);
    expect(rec.gone).toEqual([uri.handshakeTopic]);
    expect(await getDatabase().wc.get(`${WALLET}:v1:${uri.handshakeTopic}`)).toBeUndefined();
  });

  it('fails to pair when the bridge cannot be reached', async () => {
    const rec = recorder();
    await start(rec);
    const { uri } = await newDapp();
    const dead = await startWalletConnectBridge({ port: 0 });
    await dead.stop();
    const started = Date.now();
    await expect(pairV1({ ...uri, bridge: dead.url })).rejects.toThrow('cannot be reached');
    // A refused connection is reported at once, not after the 10 s timeout.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reconnects after the bridge drops every socket and still gets calls', async () => {
    const rec = recorder();
    await start(rec);
    const { dapp } = await connected(rec);
    bridge.dropConnections();
    // Both sides come back (the scripted dapp would lose a call sent into its dead socket).
    await rec.until(() => (bridge.connections() === 2 ? true : undefined));
    const answer = dapp.signTransactions([{ txn: 'CCCC' }]);
    const request = await rec.until(() => rec.requests[0]);
    await answerV1(request.topic, request.id, ['Y2M=']);
    expect(await answer).toEqual(['Y2M=']);
  });

  it('skips a stored record it cannot open', async () => {
    await getDatabase().wc.put({
      id: `${WALLET}:v1:0b3e2f5a-dead`,
      name: WALLET,
      addr: '',
      data: '{"v":1,"iv":"AAAA","data":"AAAA"}',
    });
    const rec = recorder();
    await start(rec);
    expect(rec.sessions()).toEqual([]);
  });
});

function storedRecord(uri: V1Uri) {
  return getDatabase().wc.get(`${WALLET}:v1:${uri.handshakeTopic}`);
}

/** Unanswered calls in the sealed record, read back with the wallet's key. */
async function storedPending(uri: V1Uri): Promise<number | undefined> {
  const store = await EncryptedKeyValueStorage.open(WALLET, `v1:${uri.handshakeTopic}`, storageKey);
  const data = await store.getItem<{ pending: unknown[] }>('session');
  return data?.pending.length;
}
