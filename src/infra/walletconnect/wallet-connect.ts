import type { IWalletKit, WalletKitTypes } from '@reown/walletkit';
import { canSign } from '../../core/accounts/capabilities';
import { effectiveWalletConnect } from '../../core/config/settings';
import { dappIcons } from '../../core/walletconnect/peer-icons';
import {
  arc1ErrorFor,
  type Arc1Error,
  type PolicyRefusal,
} from '../../core/walletconnect/policy-refusal';
import { chainRefusal, requestRefusal } from '../../core/walletconnect/request-policy';
import { multisigSenders } from '../../core/walletconnect/sign-request';
import { checkBridge, isV1Uri, parseV1Uri, V1_CHAIN_ID } from '../../core/walletconnect/v1-uri';
import { parseVerifyContext, type Verified } from '../../core/walletconnect/verify-context';
import { sessionStore, walletConnectStorageKey } from '../session/session';
import { settingsStore } from '../settings/settings-store';
import { getDatabase } from '../storage/wallet-db';
import { lookupAuthAddresses, type AuthAddresses } from '../transactions/auth-addresses';
import { EncryptedKeyValueStorage } from './encrypted-storage';
import { confineVerify, disableVerify, silenceTelemetry } from './sdk-privacy';
import { fetchChainFacts, type WalletConnectOptions } from './options';
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
} from './v1/client';

import {
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
  type ProposalView,
  type RequestView,
  type SessionView,
  type WalletConnectVersion,
  type PeerView,
} from './store';

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

// Algow as a WalletConnect v2 wallet (spec sections 2 and 4): pairing by URI, session proposals
// approved with the chosen account and the current chain, `algo_signTxn` requests kept until
// the user signs or rejects them. The SDK is imported on first use; its storage is our
// encrypted store, so sessions survive a reload and a logout closes everything.
// Legacy v1 sessions (`wc:…@1?bridge=…&key=…`) run beside it through our own client in ./v1;
// every view carries its `version` and each action goes to the matching side.

export const SIGN_METHOD = 'algo_signTxn';
export const SESSION_EVENTS = ['chainChanged', 'accountsChanged'] as const;
/** Spec section 8: v2 session rejection and request rejection. */
export const REJECT_SESSION = { code: 5002, message: 'User rejected methods.' } as const;
export const REJECT_REQUEST = { code: 5000, message: 'User rejected.' } as const;
const UNSUPPORTED_METHOD = { code: 5101, message: 'Unsupported methods.' } as const;
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' } as const;

export function markSigned(request: RequestView, txid: string, bytes: Uint8Array): void {
  walletConnectStore.setState(withSigned(request, txid, bytes));
}

export function dismissRefused(key: string): void {
  walletConnectStore.setState(withoutRefused(key));
}

export class WalletConnectError extends Error {
  constructor(
    readonly code:
      | 'no-project-id'
      | 'not-started'
      | 'locked'
      | 'bad-uri'
      | 'bad-v1-uri'
      | 'bridge-not-allowed'
      | 'bridge-insecure'
      | 'bridge-unreachable'
      | 'scam',
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
    icons: dappIcons(metadata?.icons),
  };
}

function refreshSessions(): void {
  if (!kit) return;
  const v2 = Object.values(kit.getActiveSessions()).map((s): SessionView => ({
    version: 2,
    topic: s.topic,
    peer: peerOf(s.peer.metadata),
    accounts: Object.values(s.namespaces).flatMap((n) => n.accounts),
    chains: Object.values(s.namespaces).flatMap((n) => n.chains ?? []),
    expiry: s.expiry,
  }));
  walletConnectStore.setState(withSessions(2, v2));
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
  walletConnectStore.setState(withProposal(view));
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
  void screenRequest(view, grantedV2(topic));
}

interface Screening {
  refusal: PolicyRefusal | null;
  /** The node's auth addresses of `msig` senders, kept with the request for its review. */
  authAddresses?: AuthAddresses;
}

/**
 * The wallet's own rules (ARC-0001) applied as the request arrives: what it would never sign
 * (an account not granted, a rekey it does not allow, another network, a `msig` that is not
 * the sender's ...) is answered at once with the ARC-0001 code. When the node cannot be asked,
 * the request waits for the user.
 */
async function policyRefusal(view: RequestView, granted: readonly string[]): Promise<Screening> {
  const chain = await fetchChainFacts();
  const early = chainRefusal(view, chain.chainId);
  if (early) return { refusal: early };
  const accounts = sessionStore.getState().accounts;
  const { settings, config } = settingsStore.getState();
  // A dapp's `msig` must describe the multisig that authorizes the sender on chain (signGroup
  // checks it again when signing, against the node's answer then).
  const senders = multisigSenders(view.params);
  const authAddresses =
    senders.length > 0 ? await lookupAuthAddresses(senders, accounts) : undefined;
  const refusal = requestRefusal(view, {
    chainId: chain.chainId,
    genesisHash: chain.genesisHash,
    granted,
    canSign: (address) => {
      const account = accounts.find((a) => a.addr === address);
      return account ? canSign(account, accounts) : false;
    },
    ownAccounts: accounts.map((a) => a.addr),
    allowRekeys: effectiveWalletConnect(settings, config).allowRekeys,
    authAddresses,
  });
  return { refusal, authAddresses };
}

function grantedV2(topic: string): string[] {
  const session = kit?.getActiveSessions()[topic];
  return session ? Object.values(session.namespaces).flatMap((n) => n.accounts) : [];
}

async function sendRefusal(view: RequestView, error: Arc1Error): Promise<void> {
  if (view.version === 1) {
    await refuseRequestV1(view.topic, view.id, error);
    return;
  }
  await kit?.respondSessionRequest({
    topic: view.topic,
    response: { id: view.id, jsonrpc: '2.0', error },
  });
}

/** `granted`: the accounts the session gave the dapp (v2 as CAIP-10, v1 as plain addresses). */
async function screenRequest(view: RequestView, granted: readonly string[]): Promise<void> {
  // From a site the Verify service knows as a scam: never offered for signing.
  const { refusal, authAddresses }: Screening = view.verified?.isScam
    ? { refusal: { code: 'scam' } }
    : await policyRefusal(view, granted).catch(() => ({ refusal: null }));
  if (!refusal) {
    addRequest(authAddresses ? { ...view, authAddresses } : view);
    return;
  }
  const error = arc1ErrorFor(refusal);
  await sendRefusal(view, error).catch(() => undefined);
  walletConnectStore.setState(
    withRefused({
      key: requestKey(view),
      peer: view.peer,
      refusal,
      code: error.code,
      at: Date.now(),
    }),
  );
}

function addRequest(view: RequestView): void {
  walletConnectStore.setState(withRequest(view));
}

function dropProposal(version: WalletConnectVersion, id: number): void {
  walletConnectStore.setState(withoutProposal(version, id));
}

function onProposalExpire({ id }: { id: number }): void {
  dropProposal(2, id);
}

function onRequestExpire({ id }: { id: number }): void {
  walletConnectStore.setState(withoutRequests(2, (r) => r.id === id));
}

const V1_CHAIN = String(V1_CHAIN_ID);

/** v1 sessions, proposals and requests as views (version 1) in the same store. */
const v1Listener: V1Listener = {
  proposal: ({ id, peerMeta, chainId }) => {
    const view: ProposalView = {
      version: 1,
      id,
      peer: peerOf(peerMeta ?? undefined),
      chains: [chainId === null ? V1_CHAIN : String(chainId)],
      methods: [SIGN_METHOD],
    };
    walletConnectStore.setState(withProposal(view));
  },
  proposalGone: (id) => dropProposal(1, id),
  sessions: (list) => {
    const v1 = list.map((s): SessionView => ({
      version: 1,
      topic: s.topic,
      peer: peerOf(s.peerMeta ?? undefined),
      accounts: s.accounts,
      chains: [String(s.chainId)],
      expiry: 0,
    }));
    walletConnectStore.setState(withSessions(1, v1));
  },
  request: (r) =>
    void screenRequest(
      {
        version: 1,
        id: r.id,
        topic: r.topic,
        method: r.method,
        params: r.params,
        chainId: V1_CHAIN,
        peer: peerOf(r.peerMeta ?? undefined),
        receivedAt: r.receivedAt,
      },
      r.accounts,
    ),
  requestsGone: (topic) =>
    walletConnectStore.setState(withoutRequests(1, (r) => r.topic === topic)),
};

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
  // ... which still leaves an INIT report to the SDK's pulse endpoint: closed here.
  silenceTelemetry(core);
  // Where each proposal and request came from is asked of the chosen Verify service only, or
  // of none.
  if (options.verifyUrl) confineVerify(core, options.verifyUrl);
  else disableVerify(core);
  const walletKit = await WalletKit.init({ core, metadata: options.metadata });
  const locked = () =>
    sessionStore.getState().walletId !== walletId || sessionStore.getState().status !== 'open';
  // The wallet may have been locked while the SDK loaded.
  if (locked()) {
    await store.close();
    throw new WalletConnectError('locked', 'Wallet is locked');
  }
  // v1 sessions come back with their sockets; they need no SDK.
  await startV1({ walletId, storageKey: key, metadata: options.metadata, listener: v1Listener });
  if (locked()) {
    await stopV1();
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
  return (
    (await getDatabase().wc.get(`${walletId}:v2`)) !== undefined ||
    (await hasStoredV1Sessions(walletId))
  );
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

/**
 * A v1 URI names its bridge. The configured bridge (settings over config.json), when there is
 * one, is the only bridge allowed; without one, any https/wss bridge (http/ws on this machine).
 */
async function pairWithV1Uri(text: string): Promise<void> {
  const uri = parseV1Uri(text);
  if (!uri) throw new WalletConnectError('bad-v1-uri', 'This is not a valid WalletConnect v1 URI');
  const { settings, config } = settingsStore.getState();
  const check = checkBridge(uri.bridge, effectiveWalletConnect(settings, config).bridgeUrl);
  if (!check.ok) {
    throw check.reason === 'insecure'
      ? new WalletConnectError('bridge-insecure', 'The v1 bridge must use https or wss')
      : new WalletConnectError('bridge-not-allowed', 'The v1 bridge is not the configured one');
  }
  requireKit();
  try {
    await pairV1(uri);
  } catch {
    throw new WalletConnectError('bridge-unreachable', 'The v1 bridge cannot be reached');
  }
}

export async function pairWithUri(uri: string): Promise<void> {
  const trimmed = uri.trim();
  if (isV1Uri(trimmed)) return pairWithV1Uri(trimmed);
  if (!/^wc:[0-9a-f]{64}@2\?/i.test(trimmed)) {
    throw new WalletConnectError('bad-uri', 'This is not a WalletConnect v2 URI');
  }
  await requireKit().pair({ uri: trimmed });
}

/** Approves with exactly the chosen account on the current chain and the one signing method. */
function versionOfProposal(id: number): WalletConnectVersion {
  return walletConnectStore.getState().proposals.find((p) => p.id === id)?.version ?? 2;
}

/** v1 sessions are approved on chain id 4160 whatever `chainId` says (spec section 9). */
export async function approveProposal(id: number, address: string, chainId: string): Promise<void> {
  const proposal = walletConnectStore.getState().proposals.find((p) => p.id === id);
  if (proposal?.verified?.isScam) {
    throw new WalletConnectError('scam', 'The app is known as a scam: connecting is blocked');
  }
  if (versionOfProposal(id) === 1) return approveV1(id, address);
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
  walletConnectStore.setState(withoutProposal(2, id));
  refreshSessions();
}

export async function rejectProposal(id: number): Promise<void> {
  if (versionOfProposal(id) === 1) return rejectV1(id);
  await requireKit().rejectSession({ id, reason: REJECT_SESSION });
  walletConnectStore.setState(withoutProposal(2, id));
}

function dropRequest(request: RequestView): void {
  walletConnectStore.setState(withoutRequest(request));
}

/** Sends the signed transactions back: base64 per entry, null where not signed. */
export async function answerRequest(request: RequestView, result: (string | null)[]) {
  if (request.version === 1) {
    await answerV1(request.topic, request.id, result);
  } else {
    await requireKit().respondSessionRequest({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', result },
    });
  }
  dropRequest(request);
}

/** v2: 5000 "User rejected."; v1: 4001 "The user rejected the request." (spec section 8). */
export async function rejectRequest(request: RequestView): Promise<void> {
  if (request.version === 1) {
    await rejectRequestV1(request.topic, request.id);
  } else {
    await requireKit().respondSessionRequest({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', error: REJECT_REQUEST },
    });
  }
  dropRequest(request);
}

export async function disconnectSession(topic: string): Promise<void> {
  const session = walletConnectStore.getState().sessions.find((s) => s.topic === topic);
  if (session?.version === 1) return disconnectV1(topic);
  await requireKit().disconnectSession({ topic, reason: USER_DISCONNECTED });
  refreshSessions();
}

/** Logout: drop the SDK and everything it showed; the encrypted store keeps the sessions. */
export async function stopWalletConnect(): Promise<void> {
  const current = kit;
  kit = null;
  const v1Stopped = stopV1();
  walletConnectStore.setState(initialWalletConnectState());
  if (current) {
    current.off('session_proposal', onProposal);
    current.off('session_request', onRequest);
    current.off('session_delete', refreshSessions);
    current.off('proposal_expire', onProposalExpire);
    current.off('session_request_expire', onRequestExpire);
    await current.core.relayer.transportClose().catch(() => undefined);
  }
  await v1Stopped;
  await storage?.close();
  storage = null;
}

sessionStore.subscribe((state, previous) => {
  if (previous.status === 'open' && state.status !== 'open') void stopWalletConnect();
});
