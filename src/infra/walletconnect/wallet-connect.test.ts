import { encodeAddress } from 'algosdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bytesToBase64 } from '../../core/encoding/base64';
import { utf8Encode } from '../../core/encoding/utf8';
import type { Arc1Error } from '../../core/walletconnect/policy-refusal';
import type { RequestView, WalletConnectVersion } from './store';
import type { Transport, TransportStart } from './transport';
import { createWalletConnect, WalletConnectError } from './wallet-connect';

// The facade over its transports, with stand-in transports: a fresh instance per test, with
// its own store. The session (an open wallet and its WalletConnect key) and the node's chain
// facts are stand-ins too.

const session = vi.hoisted(() => ({ status: 'open', walletId: 'w1', accounts: [] as unknown[] }));
vi.mock('../session/session', () => ({
  sessionStore: { getState: () => session, subscribe: () => () => undefined },
  walletConnectStorageKey: () => Promise.resolve({} as CryptoKey),
}));
// The network the wallet is on now (the person may switch it), or a node that cannot be asked.
const chain = vi.hoisted(() => ({ id: 'algorand:chain', down: false }));
vi.mock('./options', () => ({
  fetchChainFacts: () =>
    chain.down
      ? Promise.reject(new Error('node unreachable'))
      : Promise.resolve({ chainId: chain.id, genesisHash: 'AAAA' }),
}));

// The chain's auth addresses for algo_signData signers: none rekeyed, unless a test says so.
const auth = vi.hoisted(() => ({ map: new Map<string, string | undefined>(), down: false }));
vi.mock('../transactions/auth-addresses', () => ({
  lookupAuthAddresses: (senders: string[]) =>
    auth.down
      ? Promise.reject(new Error('node unreachable'))
      : Promise.resolve(new Map(senders.map((s) => [s, auth.map.get(s)]))),
}));

const OPTIONS = {
  projectId: 'p',
  relayUrl: undefined,
  verifyUrl: undefined,
  metadata: { name: 'Algow', description: '', url: '', icons: [] },
  allowRekeys: false,
};
const peer = { name: 'dapp', url: 'https://dapp.example', description: '', icons: [] };

interface FakeTransport extends Transport {
  calls: string[];
  rejected: { request: RequestView; error?: Arc1Error }[];
  started?: TransportStart;
}

function fakeTransport(version: WalletConnectVersion, prefix: string): FakeTransport {
  const calls: string[] = [];
  const rejected: FakeTransport['rejected'] = [];
  const transport: FakeTransport = {
    version,
    calls,
    rejected,
    hasStored: (walletId) => Promise.resolve(walletId === `stored-v${version}`),
    start: (start) => {
      calls.push('start');
      transport.started = start;
      return Promise.resolve();
    },
    resume: () => void calls.push('resume'),
    handles: (uri) => uri.startsWith(prefix),
    pair: (uri) => Promise.resolve(void calls.push(`pair ${uri}`)),
    approve: (id, address, chainId) =>
      Promise.resolve(void calls.push(`approve ${id} ${address} ${chainId}`)),
    rejectProposal: (id) => Promise.resolve(void calls.push(`rejectProposal ${id}`)),
    answer: (request) => Promise.resolve(void calls.push(`answer ${request.id}`)),
    reject: (request, error) => {
      rejected.push({ request, error });
      return Promise.resolve();
    },
    disconnect: (topic) => Promise.resolve(void calls.push(`disconnect ${topic}`)),
    stop: () => Promise.resolve(void calls.push('stop')),
  };
  return transport;
}

const request = (version: WalletConnectVersion, id: number, over: Partial<RequestView> = {}) => ({
  version,
  id,
  topic: 't',
  method: 'algo_signTxn',
  params: 'not a request',
  chainId: 'algorand:chain',
  peer,
  receivedAt: 0,
  ...over,
});

let v2: FakeTransport;
let v1: FakeTransport;
let wc: ReturnType<typeof createWalletConnect>;

beforeEach(() => {
  chain.id = 'algorand:chain';
  chain.down = false;
  auth.map.clear();
  auth.down = false;
  session.accounts = [];
  session.status = 'open';
  session.walletId = 'w1';
  v2 = fakeTransport(2, 'wc:two');
  v1 = fakeTransport(1, 'wc:one');
  wc = createWalletConnect({ transports: [v2, v1] });
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('createWalletConnect', () => {
  it('makes independent instances, each with its own store', async () => {
    const other = createWalletConnect({ transports: [fakeTransport(2, 'wc:two')] });
    await wc.start(OPTIONS);
    expect(wc.store.getState().status).toBe('ready');
    expect(other.store.getState().status).toBe('off');
  });

  it('starts every transport, then resumes them; a second start starts nothing', async () => {
    await Promise.all([wc.start(OPTIONS), wc.start(OPTIONS)]);
    await wc.start(OPTIONS);
    expect(v2.calls).toEqual(['start', 'resume']);
    expect(v1.calls).toEqual(['start', 'resume']);
    expect(v2.started?.walletId).toBe('w1');
  });

  it('refuses to start without a project id or for a locked wallet', async () => {
    await expect(wc.start({ ...OPTIONS, projectId: undefined })).rejects.toMatchObject({
      code: 'no-project-id',
    });
    session.status = 'locked';
    await expect(wc.start(OPTIONS)).rejects.toMatchObject({ code: 'locked' });
    expect(wc.store.getState()).toMatchObject({ status: 'error', error: 'Wallet is locked' });
    expect(v2.calls).toEqual([]);
  });

  it('stops what it started when the wallet locks while starting', async () => {
    v2.start = () => {
      session.status = 'locked';
      return Promise.resolve();
    };
    await expect(wc.start(OPTIONS)).rejects.toBeInstanceOf(WalletConnectError);
    expect(v2.calls).toEqual(['stop']);
    expect(v1.calls).toEqual([]);
  });

  it('pairs through the transport that takes the URI', async () => {
    await wc.start(OPTIONS);
    await wc.pair('  wc:one-uri ');
    await wc.pair('wc:two-uri');
    expect(v1.calls).toContain('pair wc:one-uri');
    expect(v2.calls).toContain('pair wc:two-uri');
    await expect(wc.pair('https://example.org')).rejects.toMatchObject({ code: 'bad-uri' });
  });

  it('acts on a proposal, request or session through its own version', async () => {
    await wc.start(OPTIONS);
    const events = v2.started!.events;
    events.proposal({ version: 1, id: -1, peer, chains: [], methods: [] });
    events.proposal({ version: 2, id: 7, peer, chains: [], methods: [] });
    events.sessions(1, [{ version: 1, topic: 'x', peer, accounts: [], chains: [], expiry: 0 }]);
    await wc.approve(-1, 'ADDR', 'algorand:chain');
    await wc.rejectProposal(7);
    await wc.disconnect('x');
    await wc.disconnect('unknown');
    expect(v1.calls).toEqual(['start', 'resume', 'approve -1 ADDR algorand:chain', 'disconnect x']);
    expect(v2.calls).toEqual(['start', 'resume', 'rejectProposal 7', 'disconnect unknown']);
  });

  it('never approves a proposal from a site known as a scam', async () => {
    await wc.start(OPTIONS);
    v2.started!.events.proposal({
      version: 2,
      id: 3,
      peer,
      chains: [],
      methods: [],
      verified: { origin: 'https://scam.example', validation: 'VALID', isScam: true },
    });
    await expect(wc.approve(3, 'ADDR', 'c')).rejects.toMatchObject({ code: 'scam' });
    expect(v2.calls).not.toContain('approve 3 ADDR c');
  });

  it('answers a refused request at once through its transport and lists the refusal', async () => {
    await wc.start(OPTIONS);
    const scam = request(2, 1, {
      verified: { origin: 'https://scam.example', validation: 'VALID', isScam: true },
    });
    v2.started!.events.request(scam, []);
    v1.started!.events.request(request(1, 2, { chainId: '4160' }), ['ADDR']);
    await until(() => wc.store.getState().refused.length === 2);
    expect(v2.rejected.map((r) => r.error?.code)).toEqual([4100]);
    expect(v1.rejected.map((r) => r.error?.code)).toEqual([4300]);
    expect(wc.store.getState().refused.map((r) => [r.key, r.code])).toEqual([
      ['2:1', 4100],
      ['1:2', 4300],
    ]);
    expect(wc.store.getState().requests).toEqual([]);
    wc.dismissRefused('2:1');
    expect(wc.store.getState().refused.map((r) => r.key)).toEqual(['1:2']);
  });

  it("keeps a grant on its network: after a switch, the session's requests are refused (ARC-0001)", async () => {
    await wc.start(OPTIONS);
    const events = v2.started!.events;
    // Approved on testnet; the person has since switched the wallet to mainnet.
    const granted = ['algorand:testnet:ADDR'];
    chain.id = 'algorand:mainnet';
    events.request(request(2, 1, { chainId: 'algorand:testnet' }), granted);
    events.request(request(2, 2, { chainId: 'algorand:mainnet' }), granted);
    await until(() => wc.store.getState().refused.length === 2);
    const refused = wc.store.getState().refused;
    expect(refused.map((r) => [r.key, r.refusal.code, r.code])).toEqual([
      ['2:1', 'other-chain', 4300],
      ['2:2', 'session-other-chain', 4100],
    ]);
    expect(v2.rejected.map((r) => r.error?.message)).toEqual([
      "Invalid Input: the transactions are for another network than the wallet's",
      'Unauthorized: this session was approved on another network than the request names',
    ]);
    expect(wc.store.getState().requests).toEqual([]);
  });

  it('refuses a request over 256 KiB at once, even when the node cannot be asked', async () => {
    await wc.start(OPTIONS);
    chain.down = true;
    v2.started!.events.request(request(2, 3, { params: [[{ txn: 'A'.repeat(256 * 1024) }]] }), [
      'algorand:chain:ADDR',
    ]);
    await until(() => wc.store.getState().refused.length === 1);
    expect(wc.store.getState().refused[0]).toMatchObject({
      refusal: { code: 'too-large' },
      code: 4300,
    });
    expect(v2.rejected[0]?.error?.message).toBe(
      'Invalid Input: the request is larger than 256 KiB',
    );
  });

  it('refuses a group of more than 16 transactions at once (4201)', async () => {
    await wc.start(OPTIONS);
    const params = [Array.from({ length: 17 }, () => ({ txn: 'AAAA' }))];
    v2.started!.events.request(request(2, 4, { params }), ['algorand:chain:ADDR']);
    await until(() => wc.store.getState().refused.length === 1);
    expect(wc.store.getState().refused[0]).toMatchObject({
      refusal: { code: 'too-many', count: 17 },
      code: 4201,
    });
  });

  it('drops a request once answered or rejected, with what was signed for it', async () => {
    await wc.start(OPTIONS);
    const answered = request(2, 5);
    const rejected = request(1, 5);
    wc.store.setState({ requests: [answered, rejected] });
    wc.markSigned(answered, 'TX', new Uint8Array([1]));
    await wc.answer(answered, ['AA==']);
    await wc.reject(rejected);
    expect(v2.calls).toContain('answer 5');
    expect(v1.rejected).toEqual([{ request: rejected, error: undefined }]);
    expect(wc.store.getState().requests).toEqual([]);
    expect(wc.store.getState().signed).toEqual({});
  });

  it('stops every transport and forgets what they showed', async () => {
    await wc.start(OPTIONS);
    v1.started!.events.proposal({ version: 1, id: -1, peer, chains: [], methods: [] });
    await wc.stop();
    expect(v2.calls.at(-1)).toBe('stop');
    expect(v1.calls.at(-1)).toBe('stop');
    expect(wc.store.getState()).toMatchObject({ status: 'off', proposals: [] });
    // Started again after a stop.
    await wc.start(OPTIONS);
    expect(v2.calls.filter((c) => c === 'start')).toHaveLength(2);
  });

  it('knows a wallet with stored sessions of either version', async () => {
    expect(await wc.hasStored('stored-v1')).toBe(true);
    expect(await wc.hasStored('stored-v2')).toBe(true);
    expect(await wc.hasStored('w1')).toBe(false);
  });

  describe('algo_signData (ARC-60)', () => {
    const HOST = 'dapp.example';
    const CHAIN = 'algorand:chain';
    const ADDR = encodeAddress(new Uint8Array(32).fill(7));
    const OTHER = encodeAddress(new Uint8Array(32).fill(9));
    const sha = async (text: string) =>
      bytesToBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8Encode(text))));
    const own = {
      addr: ADDR,
      name: 'Mine',
      type: 'basic',
      hasSecret: true,
      hasHdSecret: false,
      hasSession: false,
    };

    async function dataRequest(id: number, data: string, domain = HOST) {
      return request(2, id, {
        method: 'algo_signData',
        peer: { ...peer, url: `https://${HOST}` },
        params: {
          data: bytesToBase64(utf8Encode(data)),
          signer: ADDR,
          domain,
          authenticatorData: await sha(domain),
          metadata: { scope: 1, encoding: 'base64' },
        },
      });
    }

    it('shows a checked request with the bytes to sign; Reject answers 4001', async () => {
      session.accounts = [own];
      await wc.start(OPTIONS);
      const view = await dataRequest(1, '{"hello":"world"}');
      v2.started!.events.request(view, [`${CHAIN}:${ADDR}`]);
      await until(() => wc.store.getState().requests.length === 1);
      const shown = wc.store.getState().requests[0]!;
      expect(shown.signData?.map((i) => [i.account, i.text, i.message.length])).toEqual([
        [ADDR, '{"hello":"world"}', 64],
      ]);
      await wc.reject(shown);
      expect(v2.rejected.map((r) => r.error)).toEqual([
        { code: 4001, message: 'User Rejected Request' },
      ]);
      expect(wc.store.getState().requests).toEqual([]);
    });

    it('refuses at once what fails a check: domain (4610), disguised transaction (4300), grant (4603), Ledger (4200), node down (4100)', async () => {
      session.accounts = [own];
      await wc.start(OPTIONS);
      const events = v2.started!.events;
      const granted = [`${CHAIN}:${ADDR}`];
      events.request(await dataRequest(1, '{"a":1}', 'bank.example'), granted);
      events.request(await dataRequest(2, 'TX\u0081{"a":1}'), granted);
      events.request(await dataRequest(3, '{"a":1}'), [`${CHAIN}:${OTHER}`]);
      await until(() => wc.store.getState().refused.length === 3);
      session.accounts = [{ ...own, type: 'ledger', hasSecret: false }];
      events.request(await dataRequest(4, '{"a":1}'), granted);
      await until(() => wc.store.getState().refused.length === 4);
      session.accounts = [own];
      auth.down = true;
      events.request(await dataRequest(5, '{"a":1}'), granted);
      await until(() => wc.store.getState().refused.length === 5);
      const refused = wc.store.getState().refused.map((r) => [r.key, r.code]);
      expect(refused.sort()).toEqual([
        ['2:1', 4610],
        ['2:2', 4300],
        ['2:3', 4603],
        ['2:4', 4200],
        ['2:5', 4100],
      ]);
      expect(v2.rejected).toHaveLength(5);
      expect(wc.store.getState().requests).toEqual([]);
    });
  });
});
