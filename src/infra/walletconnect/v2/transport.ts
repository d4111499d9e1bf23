import type { IWalletKit, WalletKitTypes } from '@reown/walletkit';
import type { Arc1Error } from '../../../core/walletconnect/policy-refusal';
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

// Algow as a WalletConnect v2 wallet (spec sections 2 and 4) through the SDK (WalletKit):
// pairing by URI, session proposals approved with the chosen account and the current chain,
// `algo_signTxn` and `algo_signData` (ARC-60) requests kept until the user signs or rejects them. The SDK is imported on
// first use; its storage is our encrypted store, so sessions survive a reload.

export const SESSION_EVENTS = ['chainChanged', 'accountsChanged'] as const;
/** Spec section 8: v2 session rejection and request rejection. */
export const REJECT_SESSION = { code: 5002, message: 'User rejected methods.' } as const;
export const REJECT_REQUEST = { code: 5000, message: 'User rejected.' } as const;
const UNSUPPORTED_METHOD = { code: 5101, message: 'Unsupported methods.' } as const;
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' } as const;
const V2_URI = /^wc:[0-9a-f]{64}@2\?/i;

interface Opened {
  kit: IWalletKit;
  storage: EncryptedKeyValueStorage;
  events: TransportEvents;
}

export function createV2Transport(): Transport {
  /** Opened by `start`, live from `resume` on. */
  let opened: Opened | null = null;
  let live: Opened | null = null;

  function requireKit(): IWalletKit {
    if (!live) throw new WalletConnectError('not-started', 'WalletConnect is not initialized');
    return live.kit;
  }

  function refreshSessions(): void {
    if (!live) return;
    const v2 = Object.values(live.kit.getActiveSessions()).map((s): SessionView => ({
      version: 2,
      topic: s.topic,
      peer: peerOf(s.peer.metadata),
      accounts: Object.values(s.namespaces).flatMap((n) => n.accounts),
      chains: Object.values(s.namespaces).flatMap((n) => n.chains ?? []),
      expiry: s.expiry,
    }));
    live.events.sessions(2, v2);
  }

  function onProposal(proposal: WalletKitTypes.SessionProposal): void {
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

  function onRequest(event: WalletKitTypes.SessionRequest): void {
    const { id, topic, params } = event;
    if (params.request.method !== SIGN_METHOD && params.request.method !== SIGN_DATA_METHOD) {
      void live?.kit.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', error: UNSUPPORTED_METHOD },
      });
      return;
    }
    const session = live?.kit.getActiveSessions()[topic];
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
      const [{ Core }, { WalletKit }] = await Promise.all([
        import('@walletconnect/core'),
        import('@reown/walletkit'),
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
      const kit = await WalletKit.init({ core, metadata: options.metadata });
      opened = { kit, storage, events };
    },

    resume() {
      if (!opened) return;
      live = opened;
      opened = null;
      const { kit } = live;
      kit.on('session_proposal', onProposal);
      kit.on('session_request', onRequest);
      kit.on('session_delete', refreshSessions);
      kit.on('proposal_expire', onProposalExpire);
      kit.on('session_request_expire', onRequestExpire);
      // Requests that arrived while the wallet was closed are still pending in the SDK.
      for (const pending of kit.getPendingSessionRequests()) {
        onRequest({
          id: pending.id,
          topic: pending.topic,
          params: pending.params,
          verifyContext: pending.verifyContext,
        } as WalletKitTypes.SessionRequest);
      }
      refreshSessions();
    },

    handles: (uri) => V2_URI.test(uri),

    async pair(uri) {
      await requireKit().pair({ uri });
    },

    async approve(id, address, chainId) {
      await requireKit().approveSession({
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
      live?.events.proposalGone(2, id);
      refreshSessions();
    },

    async rejectProposal(id) {
      await requireKit().rejectSession({ id, reason: REJECT_SESSION });
      live?.events.proposalGone(2, id);
    },

    async answer(request, result) {
      await requireKit().respondSessionRequest({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', result },
      });
    },

    async reject(request, error: Arc1Error = REJECT_REQUEST) {
      await requireKit().respondSessionRequest({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', error },
      });
    },

    async disconnect(topic) {
      await requireKit().disconnectSession({ topic, reason: USER_DISCONNECTED });
      refreshSessions();
    },

    async stop() {
      const current = live;
      const unused = opened;
      live = null;
      opened = null;
      if (current) {
        const { kit } = current;
        kit.off('session_proposal', onProposal);
        kit.off('session_request', onRequest);
        kit.off('session_delete', refreshSessions);
        kit.off('proposal_expire', onProposalExpire);
        kit.off('session_request_expire', onRequestExpire);
        await kit.core.relayer.transportClose().catch(() => undefined);
      }
      await current?.storage.close();
      await unused?.storage.close();
    },
  };
}
