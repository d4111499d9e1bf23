import type SignClient from '@walletconnect/sign-client';
import type { SignClientTypes } from '@walletconnect/types';
import type { Arc1Error } from '../../../core/walletconnect/policy-refusal';
import { answersMethod } from '../../../core/walletconnect/screen-request';
import { SIGN_DATA_METHOD } from '../../../core/walletconnect/sign-data-screen';
import { parseVerifyContext } from '../../../core/walletconnect/verify-context';
import { getDatabase } from '../../storage/wallet-db';
import { EncryptedKeyValueStorage } from '../encrypted-storage';
import { confineVerify, disableVerify, silenceTelemetry } from '../sdk-privacy';
import type { ProposalView, RequestView, SessionView } from '../store';
import {
  peerOf,
  SIGN_METHOD,
  WalletConnectError,
  type Transport,
  type TransportEvents,
  type TransportStart,
} from '../transport';

// Algow as a WalletConnect v2 wallet (spec sections 2 and 4) through the SDK's sign client:
// pairing by URI, session proposals approved with the chosen account and the current chain,
// `algo_signTxn` and `algo_signData` (ARC-60) requests kept until the user signs or rejects them. The SDK is imported on
// first use; its storage is our encrypted store, so sessions survive a reload.
// Not @reown/walletkit: it is a thin layer over this same sign client that also bundles
// WalletConnect Pay (a wasm module, a fifth of all the app's JavaScript) we never use. Each
// call below does what WalletKit 1.6 did for it, and the stored sessions are the same records.

export const SESSION_EVENTS = ['chainChanged', 'accountsChanged'] as const;
/** Spec section 8: v2 session rejection and request rejection. */
export const REJECT_SESSION = { code: 5002, message: 'User rejected methods.' } as const;
export const REJECT_REQUEST = { code: 5000, message: 'User rejected.' } as const;
const UNSUPPORTED_METHOD = { code: 5101, message: 'Unsupported methods.' } as const;
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' } as const;
const V2_URI = /^wc:[0-9a-f]{64}@2\?/i;

type SessionProposal = SignClientTypes.EventArguments['session_proposal'];
type SessionRequest = SignClientTypes.EventArguments['session_request'];

interface Opened {
  client: SignClient;
  storage: EncryptedKeyValueStorage;
  events: TransportEvents;
}

export function createV2Transport(): Transport {
  /** Opened by `start`, live from `resume` on. */
  let opened: Opened | null = null;
  let live: Opened | null = null;

  function requireClient(): SignClient {
    if (!live) throw new WalletConnectError('not-started', 'WalletConnect is not initialized');
    return live.client;
  }

  function refreshSessions(): void {
    if (!live) return;
    const v2 = live.client.session.getAll().map((s): SessionView => ({
      version: 2,
      topic: s.topic,
      peer: peerOf(s.peer.metadata),
      accounts: Object.values(s.namespaces).flatMap((n) => n.accounts),
      chains: Object.values(s.namespaces).flatMap((n) => n.chains ?? []),
      expiry: s.expiry,
    }));
    live.events.sessions(2, v2);
  }

  function onProposal(proposal: SessionProposal): void {
    const { id, params } = proposal;
    const namespaces = [
      ...Object.values(params.requiredNamespaces ?? {}),
      ...Object.values(params.optionalNamespaces ?? {}),
    ];
    const view: ProposalView = {
      version: 2,
      id,
      peer: peerOf(params.proposer.metadata),
      chains: [...new Set(namespaces.flatMap((n) => n.chains ?? []))],
      methods: [...new Set(namespaces.flatMap((n) => n.methods))],
      verified: parseVerifyContext(proposal.verifyContext),
    };
    live?.events.proposal(view);
  }

  function onRequest(event: SessionRequest): void {
    const { id, topic, params } = event;
    if (!answersMethod(2, params.request.method)) {
      void live?.client.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: UNSUPPORTED_METHOD },
      });
      return;
    }
    const session = live?.client.session.getAll().find((s) => s.topic === topic);
    const view: RequestView = {
      version: 2,
      id,
      topic,
      method: params.request.method,
      params: params.request.params as unknown,
      chainId: params.chainId,
      peer: peerOf(session?.peer.metadata),
      receivedAt: Date.now(),
      verified: parseVerifyContext(event.verifyContext),
    };
    const granted = session ? Object.values(session.namespaces).flatMap((n) => n.accounts) : [];
    live?.events.request(view, granted);
  }

  function onProposalExpire({ id }: { id: number }): void {
    live?.events.proposalGone(2, id);
  }

  // The same five handlers are added when the wallet opens and taken off when it closes.
  function listen(client: SignClient, how: 'on' | 'off'): void {
    const switchTo = how === 'on' ? client.on.bind(client) : client.off.bind(client);
    switchTo('session_proposal', onProposal);
    switchTo('session_request', onRequest);
    switchTo('session_delete', refreshSessions);
    switchTo('proposal_expire', onProposalExpire);
    switchTo('session_request_expire', onRequestExpire);
  }

  function onRequestExpire({ id }: { id: number }): void {
    live?.events.requestsGone(2, (r) => r.id === id);
  }

  return {
    version: 2,

    async hasStored(walletId) {
      return (await getDatabase().wc.get(`${walletId}:v2`)) !== undefined;
    },

    async start({ walletId, storageKey, options, events }: TransportStart) {
      const storage = await EncryptedKeyValueStorage.open(walletId, 'v2', storageKey);
      const [{ Core }, { default: SignClientClass }] = await Promise.all([
        import('@walletconnect/core'),
        import('@walletconnect/sign-client'),
      ]);
      const core = new Core({
        projectId: options.projectId,
        relayUrl: options.relayUrl,
        storage,
        // Each wallet has its own store; the prefix keeps two wallets' records apart anyway.
        customStoragePrefix: `algow-${walletId}`,
        // No analytics (spec section 1): the SDK's event reporting stays off.
        telemetryEnabled: false,
      });
      // ... which still leaves an INIT report to the SDK's pulse endpoint: closed here.
      silenceTelemetry(core);
      // Where each proposal and request came from is asked of the chosen Verify service only,
      // or of none.
      if (options.verifyUrl) confineVerify(core, options.verifyUrl);
      else disableVerify(core);
      const client = await SignClientClass.init({ core, metadata: options.metadata });
      opened = { client, storage, events };
    },

    resume() {
      if (!opened) return;
      live = opened;
      opened = null;
      const { client } = live;
      listen(client, 'on');
      // Requests that arrived while the wallet was closed are still pending in the SDK.
      for (const pending of client.getPendingSessionRequests()) {
        onRequest({
          id: pending.id,
          topic: pending.topic,
          params: pending.params,
          verifyContext: pending.verifyContext,
        });
      }
      refreshSessions();
    },

    handles: (uri) => V2_URI.test(uri),

    async pair(uri) {
      await requireClient().core.pairing.pair({ uri });
    },

    async approve(id, address, chainId) {
      const { acknowledged } = await requireClient().approve({
        id,
        namespaces: {
          algorand: {
            chains: [chainId],
            accounts: [`${chainId}:${address}`],
            methods: [SIGN_METHOD, SIGN_DATA_METHOD],
            events: [...SESSION_EVENTS],
          },
        },
      });
      // As WalletKit did: done once the dapp has confirmed the session.
      await acknowledged();
      live?.events.proposalGone(2, id);
      refreshSessions();
    },

    async rejectProposal(id) {
      await requireClient().reject({ id, reason: REJECT_SESSION });
      live?.events.proposalGone(2, id);
    },

    async answer(request, result) {
      await requireClient().respond({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', result },
      });
    },

    async reject(request, error: Arc1Error = REJECT_REQUEST) {
      await requireClient().respond({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', error },
      });
    },

    async disconnect(topic) {
      await requireClient().disconnect({ topic, reason: USER_DISCONNECTED });
      refreshSessions();
    },

    async stop() {
      const current = live;
      const unused = opened;
      live = null;
      opened = null;
      if (current) {
        const { client } = current;
        listen(client, 'off');
        await client.core.relayer.transportClose().catch(() => undefined);
      }
      await current?.storage.close();
      await unused?.storage.close();
    },
  };
}
