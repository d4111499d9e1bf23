import type { Arc1Error } from '../../core/walletconnect/policy-refusal';
import { dappIcons } from '../../core/walletconnect/peer-icons';
import type { WalletConnectOptions } from './options';
import type {
  PeerView,
  ProposalView,
  RequestView,
  SessionView,
  WalletConnectVersion,
} from './store';

// One side of WalletConnect as the wallet sees it: v2 through the SDK (./v2/transport.ts),
// legacy v1 sessions over a bridge (./v1/transport.ts). The facade (wallet-connect.ts) starts,
// asks and stops them in turn; each reports what it shows through `TransportEvents`.

export const SIGN_METHOD = 'algo_signTxn';

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

export function peerOf(metadata: Partial<PeerView> | null | undefined): PeerView {
  return {
    name: String(metadata?.name ?? ''),
    url: String(metadata?.url ?? ''),
    description: String(metadata?.description ?? ''),
    icons: dappIcons(metadata?.icons),
  };
}

/** What a transport shows: the facade keeps it in the store. */
export interface TransportEvents {
  proposal(view: ProposalView): void;
  proposalGone(version: WalletConnectVersion, id: number): void;
  /** All of one version's sessions. */
  sessions(version: WalletConnectVersion, sessions: SessionView[]): void;
  /** A signing request, with what its session granted, to be screened by the wallet's rules. */
  request(view: RequestView, granted: readonly string[]): void;
  /** Requests that can no longer be answered (expired, or their session ended). */
  requestsGone(version: WalletConnectVersion, gone: (request: RequestView) => boolean): void;
}

export interface TransportStart {
  walletId: string;
  /** The wallet's WalletConnect key (sealing the stored sessions). */
  storageKey: CryptoKey;
  options: WalletConnectOptions;
  events: TransportEvents;
}

export interface Transport {
  readonly version: WalletConnectVersion;
  /** Whether this wallet kept sessions of this version (to restart WalletConnect). */
  hasStored(walletId: string): Promise<boolean>;
  /** Opens for an unlocked wallet; nothing is reported before `resume`. */
  start(start: TransportStart): Promise<void>;
  /** Every transport started: report what is there and what comes. */
  resume(): void;
  /** Whether the pairing URI is of this version. */
  handles(uri: string): boolean;
  pair(uri: string): Promise<void>;
  /** Approves with exactly the chosen account (v2: on `chainId`; v1: on its one chain id). */
  approve(id: number, address: string, chainId: string): Promise<void>;
  rejectProposal(id: number): Promise<void>;
  /** Sends the signed transactions back: base64 per entry, null where not signed. */
  answer(request: RequestView, result: (string | null)[]): Promise<void>;
  /** Without `error`, the user's rejection in this version's words; with it, a refusal. */
  reject(request: RequestView, error?: Arc1Error): Promise<void>;
  disconnect(topic: string): Promise<void>;
  /** Logout: closes everything; the encrypted store keeps the sessions. */
  stop(): Promise<void>;
}
