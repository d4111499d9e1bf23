import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SignDataItem } from '../../core/arc60/sign-data-request';
import type { PolicyRefusal } from '../../core/walletconnect/policy-refusal';
import type { Verified } from '../../core/walletconnect/verify-context';
import type { AuthAddresses } from '../transactions/auth-addresses';

// What the WalletConnect page shows: proposals, sessions, requests (v1 and v2 side by side,
// each view carrying its version), the requests refused by policy and the signed store. The
// reducers are pure: each takes the state and answers the part that changes.

export interface PeerView {
  name: string;
  url: string;
  description: string;
  icons: string[];
}

/** 2 for WalletConnect v2 (the SDK), 1 for legacy v1 sessions over a bridge. */
export type WalletConnectVersion = 1 | 2;

export interface ProposalView {
  version: WalletConnectVersion;
  id: number;
  peer: PeerView;
  /** CAIP-2 chains the dapp asks for (required and optional). */
  chains: string[];
  methods: string[];
  /** v2: what the Verify service said about where the proposal came from. */
  verified?: Verified;
}

export interface SessionView {
  version: WalletConnectVersion;
  topic: string;
  peer: PeerView;
  /** v2: CAIP-10 account ids; v1: plain addresses. */
  accounts: string[];
  /** v2: CAIP-2 chain ids; v1: the chain id number as text ("4160"). */
  chains: string[];
  /** Seconds since the epoch; 0 for v1 sessions, which do not expire. */
  expiry: number;
}

export interface RequestView {
  version: WalletConnectVersion;
  id: number;
  topic: string;
  method: string;
  params: unknown;
  chainId: string;
  peer: PeerView;
  receivedAt: number;
  /** v2: what the Verify service said about where the request came from. */
  verified?: Verified;
  /**
   * Auth addresses the node reported for the senders of `msig` entries when the request came
   * in: the review checks each `msig` against the same answer the request was let in with.
   */
  authAddresses?: AuthAddresses;
  /**
   * `algo_signData`: the items as checked when the request came in (ARC-60), with the exact
   * bytes each key signs. The card shows and signs these, never the raw params again.
   */
  signData?: SignDataItem[];
}

/** A request refused by the wallet's rules and answered at once with its ARC-0001 code. */
export interface RefusedRequest {
  key: string;
  peer: PeerView;
  refusal: PolicyRefusal;
  /** The code the dapp was sent. */
  code: number;
  at: number;
}

export interface WalletConnectState {
  status: 'off' | 'starting' | 'ready' | 'error';
  error: string | null;
  proposals: ProposalView[];
  sessions: SessionView[];
  requests: RequestView[];
  /** Refused without asking the user, newest last (shown until dismissed). */
  refused: RefusedRequest[];
  /**
   * The signed store (spec section 4): per request (`requestKey`), signed transactions by
   * txid. A transaction counts as signed when its id is here.
   */
  signed: Record<string, Record<string, Uint8Array>>;
}

/** Nothing started, nothing shown: the state at load and after a logout. */
export const initialWalletConnectState = (): WalletConnectState => ({
  status: 'off',
  error: null,
  proposals: [],
  sessions: [],
  requests: [],
  refused: [],
  signed: {},
});

export type WalletConnectStore = StoreApi<WalletConnectState>;

export const createWalletConnectStore = (): WalletConnectStore =>
  createStore<WalletConnectState>(initialWalletConnectState);

/** The app's store (the default WalletConnect instance writes here). */
export const walletConnectStore = createWalletConnectStore();

/** Identifies a request across versions (v1 and v2 ids may collide). */
export const requestKey = (request: Pick<RequestView, 'version' | 'id'>) =>
  `${request.version}:${request.id}`;

type Change = (state: WalletConnectState) => Partial<WalletConnectState>;

function sameRequest(a: RequestView, b: Pick<RequestView, 'version' | 'topic' | 'id'>): boolean {
  return a.version === b.version && a.topic === b.topic && a.id === b.id;
}

/** A proposal shown (replacing one with the same version and id). */
export const withProposal =
  (view: ProposalView): Change =>
  (s) => ({
    proposals: [
      ...s.proposals.filter((p) => !(p.version === view.version && p.id === view.id)),
      view,
    ],
  });

export const withoutProposal =
  (version: WalletConnectVersion, id: number): Change =>
  (s) => ({ proposals: s.proposals.filter((p) => !(p.version === version && p.id === id)) });

/** One version's sessions replaced by `list`; v2 sessions are listed before v1 sessions. */
export const withSessions =
  (version: WalletConnectVersion, list: SessionView[]): Change =>
  (s) => {
    const others = s.sessions.filter((x) => x.version !== version);
    return { sessions: version === 2 ? [...list, ...others] : [...others, ...list] };
  };

/** A request waiting for the user (replacing one with the same version, topic and id). */
export const withRequest =
  (view: RequestView): Change =>
  (s) => ({ requests: [...s.requests.filter((r) => !sameRequest(r, view)), view] });

/** A request answered or rejected: gone, with what was signed for it. */
export const withoutRequest =
  (request: RequestView): Change =>
  (s) => {
    const signed = { ...s.signed };
    delete signed[requestKey(request)];
    return { requests: s.requests.filter((r) => !sameRequest(r, request)), signed };
  };

/** Requests of one version that can no longer be answered (expired, or their session ended). */
export const withoutRequests =
  (version: WalletConnectVersion, gone: (request: RequestView) => boolean): Change =>
  (s) => ({ requests: s.requests.filter((r) => !(r.version === version && gone(r))) });

export const withRefused =
  (entry: RefusedRequest): Change =>
  (s) => ({ refused: [...s.refused, entry] });

export const withoutRefused =
  (key: string): Change =>
  (s) => ({ refused: s.refused.filter((r) => r.key !== key) });

export const withSigned =
  (request: RequestView, txid: string, bytes: Uint8Array): Change =>
  (s) => {
    const key = requestKey(request);
    return { signed: { ...s.signed, [key]: { ...s.signed[key], [txid]: bytes } } };
  };
