import { describe, expect, it } from 'vitest';
import {
  createWalletConnectStore,
  initialWalletConnectState,
  requestKey,
  withoutProposal,
  withoutRefused,
  withoutRequest,
  withoutRequests,
  withProposal,
  withRefused,
  withRequest,
  withSessions,
  withSigned,
  type RequestView,
  type SessionView,
} from './store';

const peer = { name: 'dapp', url: 'https://dapp.example', description: '', icons: [] };
const request = (version: 1 | 2, id: number, topic = 't'): RequestView => ({
  version,
  id,
  topic,
  method: 'algo_signTxn',
  params: [],
  chainId: 'c',
  peer,
  receivedAt: 0,
});
const session = (version: 1 | 2, topic: string): SessionView => ({
  version,
  topic,
  peer,
  accounts: [],
  chains: [],
  expiry: 0,
});

describe('WalletConnect store', () => {
  it('starts empty and a fresh store is its own', () => {
    const a = createWalletConnectStore();
    const b = createWalletConnectStore();
    a.setState(withRequest(request(2, 1)));
    expect(b.getState()).toEqual(initialWalletConnectState());
    expect(a.getState().requests).toHaveLength(1);
  });

  it('keeps v1 and v2 proposals and requests with the same id apart', () => {
    const store = createWalletConnectStore();
    const proposal = { id: 5, peer, chains: [], methods: [] };
    store.setState(withProposal({ ...proposal, version: 2 }));
    store.setState(withProposal({ ...proposal, version: 1 }));
    store.setState(withProposal({ ...proposal, version: 2, methods: ['x'] }));
    expect(store.getState().proposals.map((p) => [p.version, p.methods])).toEqual([
      [1, []],
      [2, ['x']],
    ]);
    store.setState(withoutProposal(1, 5));
    expect(store.getState().proposals.map((p) => p.version)).toEqual([2]);

    store.setState(withRequest(request(2, 7)));
    store.setState(withRequest(request(1, 7)));
    store.setState(withSigned(request(2, 7), 'TX', new Uint8Array([1])));
    store.setState(withSigned(request(1, 7), 'TX', new Uint8Array([2])));
    store.setState(withoutRequest(request(2, 7)));
    expect(store.getState().requests.map(requestKey)).toEqual(['1:7']);
    expect(Object.keys(store.getState().signed)).toEqual(['1:7']);
  });

  it('replaces one version sessions, v2 listed first', () => {
    const store = createWalletConnectStore();
    store.setState(withSessions(1, [session(1, 'a')]));
    store.setState(withSessions(2, [session(2, 'b')]));
    store.setState(withSessions(1, [session(1, 'c')]));
    expect(store.getState().sessions.map((s) => s.topic)).toEqual(['b', 'c']);
  });

  it('drops the requests of one version that can no longer be answered', () => {
    const store = createWalletConnectStore();
    store.setState(withRequest(request(1, 1, 'x')));
    store.setState(withRequest(request(2, 2, 'x')));
    store.setState(withRequest(request(1, 3, 'y')));
    store.setState(withoutRequests(1, (r) => r.topic === 'x'));
    expect(store.getState().requests.map(requestKey)).toEqual(['2:2', '1:3']);
  });

  it('lists refusals until dismissed', () => {
    const store = createWalletConnectStore();
    const refusal = { peer, refusal: { code: 'scam' } as const, code: 4100, at: 0 };
    store.setState(withRefused({ ...refusal, key: '2:1' }));
    store.setState(withRefused({ ...refusal, key: '2:2' }));
    store.setState(withoutRefused('2:1'));
    expect(store.getState().refused.map((r) => r.key)).toEqual(['2:2']);
  });
});
