import type { IWalletKit, WalletKitTypes } from '@reown/walletkit';
import { createStore } from 'zustand/vanilla';
import { sessionStore, walletConnectStorageKey } from '../session/session';
import { getDatabase } from '../storage/wallet-db';
import { EncryptedKeyValueStorage } from './encrypted-storage';
import type { WalletConnectOptions } from './options';

export type { WalletConnectOptions };

// Algow as a WalletConnect v2 wallet (spec sections 2 and 4): pairing by URI, session proposals
// approved with the chosen account and the current chain, `algo_signTxn` requests kept until
// the user signs or rejects them. The SDK is imported on first use; its storage is our
// encrypted store, so sessions survive a reload and a logout closes everything.

export const SIGN_METHOD = 'algo_signTxn';
export const SESSION_EVENTS = ['chainChanged', 'accountsChanged'] as const;
/** Spec section 8: v2 session rejection and request rejection. */
export const REJECT_SESSION = { code: 5002, message: 'User rejected methods.' } as const;
export const REJECT_REQUEST = { code: 5000, message: 'User rejected.' } as const;
const UNSUPPORTED_METHOD = { code: 5101, message: 'Unsupported methods.' } as const;
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' } as const;

export interface PeerView {
  name: string;
  url: string;
  description: string;
  icons: string[];
}

export interface ProposalView {
  id: number;
  peer: PeerView;
  /** CAIP-2 chains the dapp asks for (required and optional). */
  chains: string[];
  methods: string[];
}

export interface SessionView {
  topic: string;
  peer: PeerView;
  accounts: string[];
  chains: string[];
  expiry: number;
}

export interface RequestView {
  id: number;
  topic: string;
  method: string;
  params: unknown;
  chainId: string;
  peer: PeerView;
  receivedAt: number;
}

export interface WalletConnectState {
  status: 'off' | 'starting' | 'ready' | 'error';
  error: string | null;
  proposals: ProposalView[];
  sessions: SessionView[];
  requests: RequestView[];
}

export const walletConnectStore = createStore<WalletConnectState>(() => ({
  status: 'off',
  error: null,
  proposals: [],
  sessions: [],
  requests: [],
}));

export class WalletConnectError extends Error {
  constructor(
    readonly code: 'no-project-id' | 'not-started' | 'locked' | 'bad-uri',
    message: string,
  ) {
    super(message);
    this.name = 'WalletConnectError';
  }
}

let kit: IWalletKit | null = null;
let storage: EncryptedKeyValueStorage | null = null;
let starting: Promise<void> | null = null;

function peerOf(metadata: Partial<PeerView> | undefined): PeerView {
  return {
    name: String(metadata?.name ?? ''),
    url: String(metadata?.url ?? ''),
    description: String(metadata?.description ?? ''),
    icons: Array.isArray(metadata?.icons)
      ? metadata.icons.filter((i) => typeof i === 'string')
      : [],
  };
}

function refreshSessions(): void {
  if (!kit) return;
  const sessions = Object.values(kit.getActiveSessions()).map((s): SessionView => ({
    topic: s.topic,
    peer: peerOf(s.peer.metadata),
    accounts: Object.values(s.namespaces).flatMap((n) => n.accounts),
    chains: Object.values(s.namespaces).flatMap((n) => n.chains ?? []),
    expiry: s.expiry,
  }));
  walletConnectStore.setState({ sessions });
}

function onProposal(proposal: WalletKitTypes.SessionProposal): void {
  const { id, params } = proposal;
  const namespaces = [
    ...Object.values(params.requiredNamespaces ?? {}),
    ...Object.values(params.optionalNamespaces ?? {}),
  ];
  const view: ProposalView = {
    id,
    peer: peerOf(params.proposer.metadata),
    chains: [...new Set(namespaces.flatMap((n) => n.chains ?? []))],
    methods: [...new Set(namespaces.flatMap((n) => n.methods))],
  };
  walletConnectStore.setState((s) => ({
    proposals: [...s.proposals.filter((p) => p.id !== id), view],
  }));
}

function onRequest(event: WalletKitTypes.SessionRequest): void {
  const { id, topic, params } = event;
  if (params.request.method !== SIGN_METHOD) {
    void kit?.respondSessionRequest({
      topic,
      response: { id, jsonrpc: '2.0', error: UNSUPPORTED_METHOD },
    });
    return;
  }
  const session = kit?.getActiveSessions()[topic];
  const view: RequestView = {
    id,
    topic,
    method: params.request.method,
    params: params.request.params as unknown,
    chainId: params.chainId,
    peer: peerOf(session?.peer.metadata),
    receivedAt: Date.now(),
  };
  walletConnectStore.setState((s) => ({
    requests: [...s.requests.filter((r) => r.id !== id), view],
  }));
}

function onProposalExpire({ id }: { id: number }): void {
  walletConnectStore.setState((s) => ({ proposals: s.proposals.filter((p) => p.id !== id) }));
}

function onRequestExpire({ id }: { id: number }): void {
  walletConnectStore.setState((s) => ({ requests: s.requests.filter((r) => r.id !== id) }));
}

async function start(options: WalletConnectOptions): Promise<void> {
  const { status, walletId } = sessionStore.getState();
  if (status !== 'open' || !walletId) throw new WalletConnectError('locked', 'Wallet is locked');
  if (!options.projectId) {
    throw new WalletConnectError('no-project-id', 'WalletConnect ProjectId Not initialized');
  }
  walletConnectStore.setState({ status: 'starting', error: null });
  const key = await walletConnectStorageKey();
  const store = await EncryptedKeyValueStorage.open(walletId, 'v2', key);
  const [{ Core }, { WalletKit }] = await Promise.all([
    import('@walletconnect/core'),
    import('@reown/walletkit'),
  ]);
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    storage: store,
    // Each wallet has its own store; the prefix keeps two wallets' records apart anyway.
    customStoragePrefix: `algow-${walletId}`,
    // No analytics (spec section 1): the SDK's event reporting stays off.
    telemetryEnabled: false,
  });
  const walletKit = await WalletKit.init({ core, metadata: options.metadata });
  // The wallet may have been locked while the SDK loaded.
  if (sessionStore.getState().walletId !== walletId || sessionStore.getState().status !== 'open') {
    await store.close();
    throw new WalletConnectError('locked', 'Wallet is locked');
  }
  kit = walletKit;
  storage = store;
  walletKit.on('session_proposal', onProposal);
  walletKit.on('session_request', onRequest);
  walletKit.on('session_delete', refreshSessions);
  walletKit.on('proposal_expire', onProposalExpire);
  walletKit.on('session_request_expire', onRequestExpire);
  // Requests that arrived while the wallet was closed are still pending in the SDK.
  for (const pending of walletKit.getPendingSessionRequests()) {
    onRequest({
      id: pending.id,
      topic: pending.topic,
      params: pending.params,
      verifyContext: pending.verifyContext,
    } as WalletKitTypes.SessionRequest);
  }
  walletConnectStore.setState({ status: 'ready' });
  refreshSessions();
}

/** Whether this wallet kept WalletConnect state from an earlier session (to restart it). */
export async function hasStoredWalletConnect(walletId: string): Promise<boolean> {
  return (await getDatabase().wc.get(`${walletId}:v2`)) !== undefined;
}

/** Starts the SDK once per unlocked wallet; later calls wait for the same start. */
export function startWalletConnect(options: WalletConnectOptions): Promise<void> {
  if (kit) return Promise.resolve();
  starting ??= start(options).catch((error: unknown) => {
    walletConnectStore.setState({
      status: 'error',
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  });
  return starting.finally(() => {
    starting = null;
  });
}

function requireKit(): IWalletKit {
  if (!kit) throw new WalletConnectError('not-started', 'WalletConnect is not initialized');
  return kit;
}

export async function pairWithUri(uri: string): Promise<void> {
  const trimmed = uri.trim();
  if (!/^wc:[0-9a-f]{64}@2\?/i.test(trimmed)) {
    throw new WalletConnectError('bad-uri', 'This is not a WalletConnect v2 URI');
  }
  await requireKit().pair({ uri: trimmed });
}

/** Approves with exactly the chosen account on the current chain and the one signing method. */
export async function approveProposal(id: number, address: string, chainId: string): Promise<void> {
  const walletKit = requireKit();
  await walletKit.approveSession({
    id,
    namespaces: {
      algorand: {
        chains: [chainId],
        accounts: [`${chainId}:${address}`],
        methods: [SIGN_METHOD],
        events: [...SESSION_EVENTS],
      },
    },
  });
  walletConnectStore.setState((s) => ({ proposals: s.proposals.filter((p) => p.id !== id) }));
  refreshSessions();
}

export async function rejectProposal(id: number): Promise<void> {
  await requireKit().rejectSession({ id, reason: REJECT_SESSION });
  walletConnectStore.setState((s) => ({ proposals: s.proposals.filter((p) => p.id !== id) }));
}

function dropRequest(id: number): void {
  walletConnectStore.setState((s) => ({ requests: s.requests.filter((r) => r.id !== id) }));
}

/** Sends the signed transactions back: base64 per entry, null where not signed. */
export async function answerRequest(request: RequestView, result: (string | null)[]) {
  await requireKit().respondSessionRequest({
    topic: request.topic,
    response: { id: request.id, jsonrpc: '2.0', result },
  });
  dropRequest(request.id);
}

export async function rejectRequest(request: RequestView): Promise<void> {
  await requireKit().respondSessionRequest({
    topic: request.topic,
    response: { id: request.id, jsonrpc: '2.0', error: REJECT_REQUEST },
  });
  dropRequest(request.id);
}

export async function disconnectSession(topic: string): Promise<void> {
  await requireKit().disconnectSession({ topic, reason: USER_DISCONNECTED });
  refreshSessions();
}

/** Logout: drop the SDK and everything it showed; the encrypted store keeps the sessions. */
export async function stopWalletConnect(): Promise<void> {
  const current = kit;
  kit = null;
  walletConnectStore.setState({
    status: 'off',
    error: null,
    proposals: [],
    sessions: [],
    requests: [],
  });
  if (current) {
    current.off('session_proposal', onProposal);
    current.off('session_request', onRequest);
    current.off('session_delete', refreshSessions);
    current.off('proposal_expire', onProposalExpire);
    current.off('session_request_expire', onRequestExpire);
    await current.core.relayer.transportClose().catch(() => undefined);
  }
  await storage?.close();
  storage = null;
}

sessionStore.subscribe((state, previous) => {
  if (previous.status === 'open' && state.status !== 'open') void stopWalletConnect();
});
