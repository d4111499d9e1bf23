import { effectiveWalletConnect } from '../../../core/config/settings';
import { checkBridge, isV1Uri, parseV1Uri, V1_CHAIN_ID } from '../../../core/walletconnect/v1-uri';
import { settingsStore } from '../../settings/settings-store';
import type { SessionView } from '../store';
import {
  peerOf,
  SIGN_METHOD,
  WalletConnectError,
  type Transport,
  type TransportEvents,
} from '../transport';
import { createV1Client, hasStoredV1Sessions, type V1Listener } from './client';

// Legacy v1 sessions (`wc:…@1?bridge=…&key=…`) through our own client (./client.ts), shown as
// views of version 1 beside the v2 ones. v1 sessions are approved on chain id 4160 whatever
// chain the wallet is on (spec section 9) and do not expire.

const V1_CHAIN = String(V1_CHAIN_ID);

function listenerFor(events: TransportEvents): V1Listener {
  return {
    proposal: ({ id, peerMeta, chainId }) =>
      events.proposal({
        version: 1,
        id,
        peer: peerOf(peerMeta),
        chains: [chainId === null ? V1_CHAIN : String(chainId)],
        methods: [SIGN_METHOD],
      }),
    proposalGone: (id) => events.proposalGone(1, id),
    sessions: (list) =>
      events.sessions(
        1,
        list.map((s): SessionView => ({
          version: 1,
          topic: s.topic,
          peer: peerOf(s.peerMeta),
          accounts: s.accounts,
          chains: [String(s.chainId)],
          expiry: 0,
        })),
      ),
    request: (r) =>
      events.request(
        {
          version: 1,
          id: r.id,
          topic: r.topic,
          method: r.method,
          params: r.params,
          chainId: V1_CHAIN,
          peer: peerOf(r.peerMeta),
          receivedAt: r.receivedAt,
        },
        r.accounts,
      ),
    requestsGone: (topic) => events.requestsGone(1, (r) => r.topic === topic),
  };
}

export function createV1Transport(): Transport {
  const client = createV1Client();
  let started = false;

  return {
    version: 1,

    hasStored: hasStoredV1Sessions,

    // v1 sessions come back with their sockets; they need no SDK.
    async start({ walletId, storageKey, options, events }) {
      await client.start({
        walletId,
        storageKey,
        metadata: options.metadata,
        listener: listenerFor(events),
      });
    },

    // The stored sessions and their pending requests were reported as they came back.
    resume() {
      started = true;
    },

    handles: isV1Uri,

    /**
     * A v1 URI names its bridge. The configured bridge (settings over config.json), when there
     * is one, is the only bridge allowed; without one, any https/wss bridge (http/ws on this
     * machine).
     */
    async pair(text) {
      const uri = parseV1Uri(text);
      if (!uri) {
        throw new WalletConnectError('bad-v1-uri', 'This is not a valid WalletConnect v1 URI');
      }
      const { settings, config } = settingsStore.getState();
      const check = checkBridge(uri.bridge, effectiveWalletConnect(settings, config).bridgeUrl);
      if (!check.ok) {
        throw check.reason === 'insecure'
          ? new WalletConnectError('bridge-insecure', 'The v1 bridge must use https or wss')
          : new WalletConnectError('bridge-not-allowed', 'The v1 bridge is not the configured one');
      }
      if (!started) {
        throw new WalletConnectError('not-started', 'WalletConnect is not initialized');
      }
      try {
        await client.pair(uri);
      } catch {
        throw new WalletConnectError('bridge-unreachable', 'The v1 bridge cannot be reached');
      }
    },

    approve: (id, address) => client.approve(id, address),
    rejectProposal: (id) => client.reject(id),
    answer: (request, result) => client.answer(request.topic, request.id, result),
    reject: (request, error) =>
      error
        ? client.refuseRequest(request.topic, request.id, error)
        : client.rejectRequest(request.topic, request.id),
    disconnect: (topic) => client.disconnect(topic),

    async stop() {
      started = false;
      await client.stop();
    },
  };
}
