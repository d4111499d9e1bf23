import { effectiveWalletConnect } from '../../core/config/settings';
import { arc1ErrorFor } from '../../core/walletconnect/policy-refusal';
import { screenRequest, type ScreeningPorts } from '../../core/walletconnect/screen-request';
import { SIGN_DATA_METHOD } from '../../core/walletconnect/sign-data-screen';
import type { Verified } from '../../core/walletconnect/verify-context';
import { sessionStore, walletConnectStorageKey } from '../session/session';
import { settingsStore } from '../settings/settings-store';
import { lookupAuthAddresses } from '../transactions/auth-addresses';
import { fetchChainFacts, type WalletConnectOptions } from './options';
import {
  createWalletConnectStore,
  initialWalletConnectState,
  requestKey,
  walletConnectStore,
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
  type WalletConnectStore,
  type WalletConnectVersion,
} from './store';
import { WalletConnectError, type Transport, type TransportEvents } from './transport';
import { createV1Transport } from './v1/transport';
import { createV2Transport } from './v2/transport';

export type { Verified, WalletConnectOptions };
export {
  requestKey,
  walletConnectStore,
  type PeerView,
  type ProposalView,
  type RefusedRequest,
  type RequestView,
  type SessionView,
  type WalletConnectState,
  type WalletConnectVersion,
} from './store';
export { SIGN_METHOD, WalletConnectError } from './transport';
export { REJECT_REQUEST, REJECT_SESSION, SESSION_EVENTS } from './v2/transport';

// Algow as a WalletConnect wallet (spec sections 2 and 4): v2 through the SDK and legacy v1
// sessions through our own client, each a `Transport`; every view carries its version and each
// action goes to that version's transport. Requests are screened by the wallet's rules
// (core/walletconnect/screen-request.ts) before anyone is shown them. A logout closes everything;
// the encrypted store keeps the sessions.

/** ARC-60: 4001 when the person rejects a data-signing request (ARC-0001's user rejection). */
export const REJECT_SIGN_DATA = { code: 4001, message: 'User Rejected Request' } as const;

/** What the wallet's screening rules (core/walletconnect/screen-request.ts) read here. */
const screeningPorts: ScreeningPorts = {
  chainFacts: fetchChainFacts,
  accounts: () => sessionStore.getState().accounts,
  authAddresses: lookupAuthAddresses,
  allowRekeys: () => {
    const { settings, config } = settingsStore.getState();
    return effectiveWalletConnect(settings, config).allowRekeys;
  },
  developerMode: () => {
    const { settings, config } = settingsStore.getState();
    return settings.dev ?? config.dev ?? false;
  },
};

export interface WalletConnectDeps {
  /** Where it shows what it holds (a fresh store unless given). */
  store?: WalletConnectStore;
  /** Its transports, v2 (the SDK) and v1 (bridges) unless given. */
  transports?: Transport[];
}

/** One WalletConnect wallet side: its store, its transports and whether they run. */
export function createWalletConnect(deps: WalletConnectDeps = {}) {
  const store = deps.store ?? createWalletConnectStore();
  const transports = deps.transports ?? [createV2Transport(), createV1Transport()];
  let running = false;
  let starting: Promise<void> | null = null;

  function transportFor(version: WalletConnectVersion): Transport {
    const transport = transports.find((t) => t.version === version);
    if (!transport) throw new Error(`No WalletConnect v${version} transport`);
    return transport;
  }

  /** `granted`: the accounts the session gave the dapp (v2 as CAIP-10, v1 as plain addresses). */
  async function screen(view: RequestView, granted: readonly string[]): Promise<void> {
    const { refusal, authAddresses, signData } = await screenRequest(view, granted, screeningPorts);
    if (!refusal) {
      store.setState(
        withRequest({
          ...view,
          ...(authAddresses && { authAddresses }),
          ...(signData && { signData }),
        }),
      );
      return;
    }
    const error = arc1ErrorFor(refusal);
    await transportFor(view.version)
      .reject(view, error)
      .catch(() => undefined);
    store.setState(
      withRefused({
        key: requestKey(view),
        peer: view.peer,
        refusal,
        code: error.code,
        at: Date.now(),
      }),
    );
  }

  const events: TransportEvents = {
    proposal: (view) => store.setState(withProposal(view)),
    proposalGone: (version, id) => store.setState(withoutProposal(version, id)),
    sessions: (version, list) => store.setState(withSessions(version, list)),
    request: (view, granted) => void screen(view, granted),
    requestsGone: (version, gone) => store.setState(withoutRequests(version, gone)),
  };

  async function start(options: WalletConnectOptions): Promise<void> {
    const { status, walletId } = sessionStore.getState();
    if (status !== 'open' || !walletId) throw new WalletConnectError('locked', 'Wallet is locked');
    if (!options.projectId) {
      throw new WalletConnectError('no-project-id', 'WalletConnect ProjectId Not initialized');
    }
    store.setState({ status: 'starting', error: null });
    const storageKey = await walletConnectStorageKey();
    const locked = () =>
      sessionStore.getState().walletId !== walletId || sessionStore.getState().status !== 'open';
    const started: Transport[] = [];
    for (const transport of transports) {
      await transport.start({ walletId, storageKey, options, events });
      started.unshift(transport);
      // The wallet may have been locked while it started.
      if (locked()) {
        for (const t of started) await t.stop();
        throw new WalletConnectError('locked', 'Wallet is locked');
      }
    }
    running = true;
    for (const transport of transports) transport.resume();
    store.setState({ status: 'ready' });
  }

  async function stop(): Promise<void> {
    running = false;
    const stopped = transports.map((t) => t.stop());
    store.setState(initialWalletConnectState());
    await Promise.all(stopped);
  }

  return {
    store,

    /** Whether this wallet kept WalletConnect state from an earlier session (to restart it). */
    async hasStored(walletId: string): Promise<boolean> {
      for (const transport of transports) {
        if (await transport.hasStored(walletId)) return true;
      }
      return false;
    },

    /** Starts once per unlocked wallet; later calls wait for the same start. */
    start(options: WalletConnectOptions): Promise<void> {
      if (running) return Promise.resolve();
      starting ??= start(options).catch((error: unknown) => {
        store.setState({
          status: 'error',
          error: error instanceof Error ? error.message : String(error),
        });
        throw error;
      });
      return starting.finally(() => {
        starting = null;
      });
    },

    async pair(uri: string): Promise<void> {
      const trimmed = uri.trim();
      const transport = transports.find((t) => t.handles(trimmed));
      if (!transport) {
        throw new WalletConnectError('bad-uri', 'This is not a WalletConnect v2 URI');
      }
      await transport.pair(trimmed);
    },

    /** Approves with exactly the chosen account (v1 on chain id 4160, spec section 9). */
    async approve(id: number, address: string, chainId: string): Promise<void> {
      const proposal = store.getState().proposals.find((p) => p.id === id);
      if (proposal?.verified?.isScam) {
        throw new WalletConnectError('scam', 'The app is known as a scam: connecting is blocked');
      }
      await transportFor(proposal?.version ?? 2).approve(id, address, chainId);
    },

    async rejectProposal(id: number): Promise<void> {
      const proposal = store.getState().proposals.find((p) => p.id === id);
      await transportFor(proposal?.version ?? 2).rejectProposal(id);
    },

    /** Sends the signed transactions back: base64 per entry, null where not signed. */
    async answer(request: RequestView, result: (string | null)[]): Promise<void> {
      await transportFor(request.version).answer(request, result);
      store.setState(withoutRequest(request));
    },

    /**
     * v2: 5000 "User rejected."; v1: 4001 "The user rejected the request." (spec section 8);
     * `algo_signData`: 4001 as ARC-60 answers a rejection.
     */
    async reject(request: RequestView): Promise<void> {
      await transportFor(request.version).reject(
        request,
        request.method === SIGN_DATA_METHOD ? REJECT_SIGN_DATA : undefined,
      );
      store.setState(withoutRequest(request));
    },

    async disconnect(topic: string): Promise<void> {
      const session = store.getState().sessions.find((s) => s.topic === topic);
      await transportFor(session?.version ?? 2).disconnect(topic);
    },

    markSigned(request: RequestView, txid: string, bytes: Uint8Array): void {
      store.setState(withSigned(request, txid, bytes));
    },

    dismissRefused(key: string): void {
      store.setState(withoutRefused(key));
    },

    /** Logout: drop the transports and everything they showed. */
    stop,
  };
}

export type WalletConnect = ReturnType<typeof createWalletConnect>;

/** The app's instance, showing what it holds in `walletConnectStore`. */
const walletConnect = createWalletConnect({ store: walletConnectStore });

export const hasStoredWalletConnect = (walletId: string) => walletConnect.hasStored(walletId);
export const startWalletConnect = (options: WalletConnectOptions) => walletConnect.start(options);
export const pairWithUri = (uri: string) => walletConnect.pair(uri);
export const approveProposal = (id: number, address: string, chainId: string) =>
  walletConnect.approve(id, address, chainId);
export const rejectProposal = (id: number) => walletConnect.rejectProposal(id);
export const answerRequest = (request: RequestView, result: (string | null)[]) =>
  walletConnect.answer(request, result);
export const rejectRequest = (request: RequestView) => walletConnect.reject(request);
export const disconnectSession = (topic: string) => walletConnect.disconnect(topic);
export const markSigned = (request: RequestView, txid: string, bytes: Uint8Array) =>
  walletConnect.markSigned(request, txid, bytes);
export const dismissRefused = (key: string) => walletConnect.dismissRefused(key);
export const stopWalletConnect = () => walletConnect.stop();

sessionStore.subscribe((state, previous) => {
  if (previous.status === 'open' && state.status !== 'open') void stopWalletConnect();
});
