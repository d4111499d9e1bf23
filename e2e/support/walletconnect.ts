import { randomUUID } from 'node:crypto';
import { Core } from '@walletconnect/core';
import { SignClient } from '@walletconnect/sign-client';
import type { CoreTypes, SignClientTypes } from '@walletconnect/types';
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils';
import type { Attestation } from '../../tools/walletconnect-relay/verify';

// Scripted WalletConnect v2 peers running in the test process (Node) against the loopback
// relay (tools/walletconnect-relay): a dapp that asks the Algow page to sign, and a "phone
// wallet" that signs for Algow's remote-signer accounts. Both use the real SDKs, so the page
// talks to exactly what it would meet in production, minus the internet. The v1 peers (over
// tools/walletconnect-bridge) are re-exported below.

export {
  startScriptedV1Dapp,
  startScriptedV1Wallet,
  V1_ALGORAND_CHAIN_ID,
  V1Rejection,
  type ScriptedV1Dapp,
  type ScriptedV1Wallet,
} from '../../tools/walletconnect-bridge/v1-peer';
export { ANY_HASH, type Attestation } from '../../tools/walletconnect-relay/verify';

export const ALGO_SIGN_TXN = 'algo_signTxn';
export const ALGORAND_EVENTS = ['chainChanged', 'accountsChanged'];

/** ARC-1 / ARC-25 transaction as carried in algo_signTxn params: `[WalletTransaction[]]`. */
export interface WalletTransaction {
  /** base64 msgpack of the unsigned transaction */
  txn: string;
  /** [] = do not sign, [addr] = sign with addr (for a rekeyed sender: its auth address) */
  signers?: string[];
  authAddr?: string;
  msig?: { version: number; threshold: number; addrs: string[] };
  message?: string;
}

/** A signed result: base64 signed transactions, null where the wallet did not sign. */
export type SignedTransactions = (string | null)[];

/** A WalletConnect error answer (e.g. 5000 "User rejected.", 5002 "User rejected methods."). */
export class WalletConnectRejection extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'WalletConnectRejection';
  }
}

/** CAIP-2 chain id of an Algorand network: first 32 chars of the base64url genesis hash. */
export function algorandChainId(genesisHashBase64: string): string {
  const base64url = genesisHashBase64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `algorand:${base64url.slice(0, 32)}`;
}

type CoreOptions = NonNullable<ConstructorParameters<typeof Core>[0]>;
type KeyValueStorage = NonNullable<CoreOptions['storage']>;

/** Keeps a Core's state in memory: Node's default storage needs `unstorage` and writes files. */
export class MemoryKeyValueStorage implements KeyValueStorage {
  private readonly items = new Map<string, unknown>();

  async getKeys(): Promise<string[]> {
    return [...this.items.keys()];
  }

  async getEntries<T>(): Promise<[string, T][]> {
    return [...this.items.entries()].map(([key, value]) => [key, structuredClone(value) as T]);
  }

  async getItem<T>(key: string): Promise<T | undefined> {
    return this.items.has(key) ? (structuredClone(this.items.get(key)) as T) : undefined;
  }

  async setItem<T>(key: string, value: T): Promise<void> {
    this.items.set(key, structuredClone(value));
  }

  async removeItem(key: string): Promise<void> {
    this.items.delete(key);
  }
}

export interface PeerCoreOptions {
  relayUrl: string;
  projectId?: string;
  /** Core log level; 'error' by default, 'silent' to mute. */
  logger?: string;
}

/**
 * A Core with its own memory storage. The prefix keeps cores apart: in one process, cores
 * with the same prefix share one global instance.
 */
export async function createPeerCore(options: PeerCoreOptions): Promise<InstanceType<typeof Core>> {
  const core = new Core({
    projectId: options.projectId ?? 'algow-e2e',
    relayUrl: options.relayUrl,
    storage: new MemoryKeyValueStorage(),
    customStoragePrefix: `peer-${randomUUID()}`,
    telemetryEnabled: false,
    logger: options.logger ?? 'error',
  });
  await core.start();
  return core;
}

async function closeCore(core: InstanceType<typeof Core>): Promise<void> {
  core.heartbeat.stop();
  await core.relayer.transportClose().catch(() => undefined);
}

function asRejection(error: unknown): WalletConnectRejection {
  if (error instanceof WalletConnectRejection) return error;
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'number') return new WalletConnectRejection(code, String(message ?? ''));
    if (typeof message === 'string') return new WalletConnectRejection(0, message);
  }
  return new WalletConnectRejection(0, String(error));
}

function peerMetadata(name: string, url = 'http://127.0.0.1'): CoreTypes.Metadata {
  return {
    name,
    description: `${name} (scripted test peer)`,
    url,
    icons: [],
  };
}

// ---------------------------------------------------------------------------------------------
// Scripted dapp: Algow acts as the wallet.

export interface ScriptedDappOptions extends PeerCoreOptions {
  chainId: string;
  name?: string;
  /** The URL the dapp claims in its metadata (http://127.0.0.1 by default). */
  url?: string;
  methods?: string[];
}

export interface ScriptedDappSession {
  topic: string;
  /** Addresses the wallet approved, from `algorand:<chain>:<address>` accounts. */
  addresses: string[];
  chains: string[];
  methods: string[];
  events: string[];
  peerName: string;
}

export interface ScriptedDapp {
  /** The wc: pairing URI for the wallet page to paste or scan. */
  uri: string;
  /** The approved session; rejects with a WalletConnectRejection when the wallet refuses. */
  session(): Promise<ScriptedDappSession>;
  /** Sends algo_signTxn and returns the wallet's result; rejections throw WalletConnectRejection. */
  signTransactions(txns: WalletTransaction[]): Promise<SignedTransactions>;
  /** Sends any request on the session (e.g. an unsupported method). */
  request<T = unknown>(method: string, params: unknown): Promise<T>;
  /** session_event notifications the wallet sent, oldest first. */
  events(): { name: string; data: unknown; chainId: string }[];
  /** Whether the wallet ended the session. */
  deleted(): boolean;
  disconnect(): Promise<void>;
  stop(): Promise<void>;
}

export async function startScriptedDapp(options: ScriptedDappOptions): Promise<ScriptedDapp> {
  const core = await createPeerCore(options);
  const client = await SignClient.init({
    core,
    metadata: peerMetadata(options.name ?? 'Scripted dapp', options.url),
  });
  const received: { name: string; data: unknown; chainId: string }[] = [];
  let wasDeleted = false;
  client.on('session_event', ({ params }) => {
    received.push({ name: params.event.name, data: params.event.data, chainId: params.chainId });
  });
  client.on('session_delete', () => {
    wasDeleted = true;
  });

  // Core 2.25 turns requiredNamespaces into optionalNamespaces anyway (with a warning).
  const { uri, approval } = await client.connect({
    optionalNamespaces: {
      algorand: {
        chains: [options.chainId],
        methods: options.methods ?? [ALGO_SIGN_TXN],
        events: ALGORAND_EVENTS,
      },
    },
  });
  if (!uri) throw new Error('SignClient.connect() returned no pairing URI');

  const settled = approval().then(
    (session) => {
      const accounts = Object.values(session.namespaces).flatMap((ns) => ns.accounts);
      return {
        topic: session.topic,
        addresses: accounts.map((account) => account.split(':')[2] ?? ''),
        chains: [...new Set(accounts.map((account) => account.split(':').slice(0, 2).join(':')))],
        methods: Object.values(session.namespaces).flatMap((ns) => ns.methods),
        events: Object.values(session.namespaces).flatMap((ns) => ns.events),
        peerName: session.peer.metadata.name,
      };
    },
    (error: unknown) => {
      throw asRejection(error);
    },
  );
  // Nobody may be waiting yet; the rejection is still delivered to later session() calls.
  settled.catch(() => undefined);

  async function request<T>(method: string, params: unknown): Promise<T> {
    const { topic } = await settled;
    try {
      return await client.request<T>({
        topic,
        chainId: options.chainId,
        request: { method, params },
      });
    } catch (error) {
      throw asRejection(error);
    }
  }

  return {
    uri,
    session: () => settled,
    signTransactions: (txns) => request<SignedTransactions>(ALGO_SIGN_TXN, [txns]),
    request,
    events: () => [...received],
    deleted: () => wasDeleted,
    disconnect: async () => {
      const { topic } = await settled;
      await client.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') });
    },
    stop: () => closeCore(core),
  };
}

// ---------------------------------------------------------------------------------------------
// Scripted phone wallet: Algow acts as the dapp (remote-signer accounts).

export interface PhoneWalletRequest {
  id: number;
  topic: string;
  chainId: string;
  method: string;
  params: unknown;
}

export interface ScriptedPhoneWalletOptions extends PeerCoreOptions {
  /** Address the wallet approves sessions with. */
  address: string;
  /**
   * Answers algo_signTxn: base64 signed transactions (null for those not signed). Throwing
   * rejects the request: a WalletConnectRejection with its code, anything else with 5000.
   */
  sign: (txns: WalletTransaction[], request: PhoneWalletRequest) => Promise<SignedTransactions>;
  name?: string;
}

export interface ScriptedPhoneWallet {
  /** Pairs with the page's URI and approves the proposal; resolves with the session topic. */
  pair(uri: string): Promise<string>;
  /** Pairs and rejects the proposal with 5002 "User rejected methods.". */
  pairAndReject(uri: string): Promise<void>;
  /** Every session request received, oldest first. */
  requests(): PhoneWalletRequest[];
  /** Sends a session event (e.g. accountsChanged) to the dapp. */
  emitEvent(topic: string, name: string, data: unknown, chainId: string): Promise<void>;
  disconnect(topic: string): Promise<void>;
  stop(): Promise<void>;
}

type SessionProposal = SignClientTypes.EventArguments['session_proposal'];

export async function startScriptedPhoneWallet(
  options: ScriptedPhoneWalletOptions,
): Promise<ScriptedPhoneWallet> {
  const core = await createPeerCore(options);
  // The wallet side of the SDK is its sign client (what WalletKit wraps, and what Algow uses).
  const wallet = await SignClient.init({
    core,
    metadata: peerMetadata(options.name ?? 'Scripted phone wallet'),
  });
  const received: PhoneWalletRequest[] = [];
  const proposals: SessionProposal[] = [];
  const proposalWaiters: ((proposal: SessionProposal) => void)[] = [];

  wallet.on('session_proposal', (proposal) => {
    const waiter = proposalWaiters.shift();
    if (waiter) waiter(proposal);
    else proposals.push(proposal);
  });

  wallet.on('session_request', (event) => {
    const request: PhoneWalletRequest = {
      id: event.id,
      topic: event.topic,
      chainId: event.params.chainId,
      method: event.params.request.method,
      params: event.params.request.params,
    };
    received.push(request);
    void answer(request);
  });

  async function answer(request: PhoneWalletRequest): Promise<void> {
    // The session only allows algo_signTxn: sign-client refuses anything else on both sides.
    let response;
    try {
      const [txns] = request.params as [WalletTransaction[]];
      response = { id: request.id, jsonrpc: '2.0', result: await options.sign(txns, request) };
    } catch (error) {
      const reason =
        error instanceof WalletConnectRejection
          ? { code: error.code, message: error.message }
          : getSdkError('USER_REJECTED');
      response = { id: request.id, jsonrpc: '2.0', error: reason };
    }
    await wallet.respond({ topic: request.topic, response });
  }

  function nextProposal(): Promise<SessionProposal> {
    const queued = proposals.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => proposalWaiters.push(resolve));
  }

  async function pairAndGetProposal(uri: string): Promise<SessionProposal> {
    const proposal = nextProposal();
    await wallet.core.pairing.pair({ uri });
    return proposal;
  }

  return {
    pair: async (uri) => {
      const proposal = await pairAndGetProposal(uri);
      const { requiredNamespaces, optionalNamespaces } = proposal.params;
      const chains = [
        ...(requiredNamespaces.algorand?.chains ?? []),
        ...(optionalNamespaces?.algorand?.chains ?? []),
      ];
      const namespaces = buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: {
          algorand: {
            chains,
            methods: [ALGO_SIGN_TXN],
            events: ALGORAND_EVENTS,
            accounts: chains.map((chain) => `${chain}:${options.address}`),
          },
        },
      });
      const { acknowledged } = await wallet.approve({ id: proposal.id, namespaces });
      const session = await acknowledged();
      return session.topic;
    },
    pairAndReject: async (uri) => {
      const proposal = await pairAndGetProposal(uri);
      await wallet.reject({ id: proposal.id, reason: getSdkError('USER_REJECTED_METHODS') });
    },
    requests: () => [...received],
    emitEvent: (topic, name, data, chainId) =>
      wallet.emit({ topic, event: { name, data }, chainId }),
    disconnect: (topic) => wallet.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') }),
    stop: () => closeCore(core),
  };
}

// ---------------------------------------------------------------------------------------------
// The Verify service stand-in (tools/walletconnect-relay/verify.ts) on the relay's port.

/**
 * What the Verify stand-in answers for a message hash, or for '*' (every hash without its own);
 * null makes it answer 404, which the wallet's SDK reports as UNKNOWN.
 */
export async function setAttestation(
  verifyUrl: string,
  hash: string,
  attestation: Attestation | null,
): Promise<void> {
  const response = await fetch(`${verifyUrl}/__test/attestation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ hash, attestation }),
  });
  if (!response.ok) throw new Error(`setAttestation failed: ${response.status}`);
}

/** Hashes the Verify stand-in was asked about so far, oldest first. */
export async function attestationsAsked(verifyUrl: string): Promise<string[]> {
  const response = await fetch(`${verifyUrl}/__test/attestation`);
  return ((await response.json()) as { asked: string[] }).asked;
}
