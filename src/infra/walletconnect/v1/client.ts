import { z } from 'zod';
import { v1TopicSchema, type V1Uri } from '../../../core/walletconnect/v1-uri';
import { getDatabase } from '../../storage/wallet-db';
import { EncryptedKeyValueStorage } from '../encrypted-storage';
import type { OpenSocket } from './bridge-socket';
import {
  V1Connector,
  type V1ConnectorEvents,
  type V1PendingRequest,
  type V1SessionData,
} from './connector';
import { peerMetaSchema, V1_USER_REJECTED, type V1PeerMeta } from './protocol';

// The wallet's WalletConnect v1 sessions (spec section 4: one connector per session, restored
// from stored encrypted session data when the wallet opens). Each approved session is one `wc`
// record, id `<walletId>:v1:<handshake topic>`, named after the wallet so deleting the wallet
// deletes it, sealed with the wallet's WalletConnect key like the v2 store.

export interface V1ProposalInfo {
  /** Local id (negative, so it never meets a v2 proposal id). */
  id: number;
  peerMeta: V1PeerMeta | null;
  chainId: number | null;
}

export interface V1SessionInfo {
  topic: string;
  peerMeta: V1PeerMeta | null;
  accounts: string[];
  chainId: number;
}

export interface V1RequestInfo extends V1PendingRequest {
  topic: string;
  peerMeta: V1PeerMeta | null;
  /** The accounts the session granted (v1 has no namespaces: these are all it may ask for). */
  accounts: string[];
}

/** How the v1 sessions show up in the wallet's WalletConnect state. */
export interface V1Listener {
  proposal(proposal: V1ProposalInfo): void;
  proposalGone(id: number): void;
  sessions(sessions: V1SessionInfo[]): void;
  request(request: V1RequestInfo): void;
  /** A session ended: its requests can no longer be answered. */
  requestsGone(topic: string): void;
}

export interface V1StartOptions {
  walletId: string;
  storageKey: CryptoKey;
  /** What the wallet tells dapps about itself. */
  metadata: V1PeerMeta;
  listener: V1Listener;
  /** Tests run the client in Node with their own sockets. */
  openSocket?: OpenSocket;
}

const SESSION_ENTRY = 'session';
const KIND_PREFIX = 'v1:';

const storedSessionSchema = z.object({
  handshakeTopic: v1TopicSchema,
  bridge: z.string().max(2048),
  key: z.string().regex(/^[0-9a-f]{64}$/),
  clientId: v1TopicSchema,
  peerId: v1TopicSchema,
  peerMeta: peerMetaSchema.nullable(),
  accounts: z.array(z.string()).min(1).max(16),
  chainId: z.number().int(),
  pending: z
    .array(
      z.object({
        id: z.number().int(),
        method: z.string(),
        params: z.unknown(),
        receivedAt: z.number(),
      }),
    )
    .max(100),
});

interface LiveSession {
  connector: V1Connector;
  store: EncryptedKeyValueStorage;
}

function recordId(walletId: string, topic: string): string {
  return `${walletId}:${KIND_PREFIX}${topic}`;
}

async function storedTopics(walletId: string): Promise<string[]> {
  const prefix = recordId(walletId, '');
  const ids = await getDatabase().wc.where('name').equals(walletId).primaryKeys();
  return ids.filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length));
}

/** Whether the wallet kept v1 sessions (to start WalletConnect without asking). */
export async function hasStoredV1Sessions(walletId: string): Promise<boolean> {
  return (await storedTopics(walletId)).length > 0;
}

export type V1Client = ReturnType<typeof createV1Client>;

/**
 * One wallet side of WalletConnect v1: its options, pairings, proposals and live sessions. The
 * app's WalletConnect instance holds one; a test makes its own.
 */
export function createV1Client() {
  let options: V1StartOptions | null = null;
  /** Bumped by every start and stop, so a start overtaken by a logout gives up. */
  let epoch = 0;
  let nextProposalId = -1;
  const pairing = new Map<string, V1Connector>();
  const proposals = new Map<number, string>();
  const sessions = new Map<string, LiveSession>();

  function requireStarted(): V1StartOptions {
    if (!options) throw new Error('WalletConnect v1 is not started');
    return options;
  }

  function emitSessions(): void {
    options?.listener.sessions(
      [...sessions.values()].flatMap(({ connector }) => {
        const s = connector.session;
        return s
          ? [
              {
                topic: s.handshakeTopic,
                peerMeta: s.peerMeta,
                accounts: s.accounts,
                chainId: s.chainId,
              },
            ]
          : [];
      }),
    );
  }

  function persist(topic: string): Promise<void> {
    const live = sessions.get(topic);
    const data = live?.connector.session;
    return live && data ? live.store.setItem(SESSION_ENTRY, data) : Promise.resolve();
  }

  function eventsFor(topic: string, current: V1StartOptions): V1ConnectorEvents {
    return {
      sessionRequest: ({ peerMeta, chainId }) => {
        if (options !== current) return;
        const id = nextProposalId--;
        proposals.set(id, topic);
        current.listener.proposal({ id, peerMeta, chainId });
      },
      request: (request) => {
        if (options !== current) return;
        const session = sessions.get(topic)?.connector.session;
        void persist(topic);
        current.listener.request({
          ...request,
          topic,
          peerMeta: session?.peerMeta ?? null,
          accounts: session?.accounts ?? [],
        });
      },
      ended: () => {
        if (options === current) void forget(topic);
      },
    };
  }

  /** Drops a session everywhere: socket, state and its stored record. */
  async function forget(topic: string): Promise<void> {
    const live = sessions.get(topic);
    const current = options;
    if (!live || !current) return;
    sessions.delete(topic);
    live.connector.close();
    await live.store.close();
    await getDatabase().wc.delete(recordId(current.walletId, topic));
    current.listener.requestsGone(topic);
    emitSessions();
  }

  /** Starts the v1 side for an open wallet and reconnects its stored sessions. */
  async function open(start: V1StartOptions): Promise<void> {
    await stop();
    const mine = ++epoch;
    options = start;
    for (const topic of await storedTopics(start.walletId)) {
      if (epoch !== mine) return;
      const store = await EncryptedKeyValueStorage.open(
        start.walletId,
        `${KIND_PREFIX}${topic}`,
        start.storageKey,
      );
      const parsed = storedSessionSchema.safeParse(await store.getItem(SESSION_ENTRY));
      if (epoch !== mine || !parsed.success || parsed.data.handshakeTopic !== topic) {
        // A damaged record is left alone: it may open again with the right key.
        await store.close();
        continue;
      }
      const data: V1SessionData = parsed.data;
      try {
        const connector = await V1Connector.restore(
          data,
          eventsFor(topic, start),
          start.openSocket,
        );
        if (epoch !== mine) {
          connector.close();
          await store.close();
          return;
        }
        sessions.set(topic, { connector, store });
      } catch {
        await store.close();
        continue;
      }
      for (const request of data.pending) {
        start.listener.request({
          ...request,
          topic,
          peerMeta: data.peerMeta,
          accounts: data.accounts,
        });
      }
    }
    if (epoch === mine) emitSessions();
  }

  /** Joins a dapp's v1 URI (already parsed and allowed); its request arrives as a proposal. */
  async function pair(uri: V1Uri): Promise<void> {
    const current = requireStarted();
    const topic = uri.handshakeTopic;
    if (pairing.has(topic) || sessions.has(topic)) return;
    const connector = await V1Connector.pair(uri, eventsFor(topic, current), current.openSocket);
    if (options !== current) {
      connector.close();
      return;
    }
    pairing.set(topic, connector);
  }

  function takeProposal(id: number): { topic: string; connector: V1Connector } {
    const topic = proposals.get(id);
    const connector = topic === undefined ? undefined : pairing.get(topic);
    if (topic === undefined || !connector) throw new Error('Unknown WalletConnect v1 proposal');
    proposals.delete(id);
    pairing.delete(topic);
    return { topic, connector };
  }

  async function approve(id: number, address: string): Promise<void> {
    const current = requireStarted();
    const { topic, connector } = takeProposal(id);
    const store = await EncryptedKeyValueStorage.open(
      current.walletId,
      `${KIND_PREFIX}${topic}`,
      current.storageKey,
    );
    try {
      await connector.approve(address, current.metadata);
    } catch (error) {
      await store.close();
      connector.close();
      throw error;
    }
    sessions.set(topic, { connector, store });
    await persist(topic);
    current.listener.proposalGone(id);
    emitSessions();
  }

  /** Refuses a proposal with the spec's v1 user rejection (4001). */
  async function reject(id: number): Promise<void> {
    const current = requireStarted();
    const { connector } = takeProposal(id);
    current.listener.proposalGone(id);
    await connector.reject(V1_USER_REJECTED);
  }

  function liveSession(topic: string): LiveSession {
    const live = sessions.get(topic);
    if (!live) throw new Error('Unknown WalletConnect v1 session');
    return live;
  }

  /** Sends the signed transactions back (base64, null where not signed). */
  async function answer(topic: string, id: number, result: (string | null)[]) {
    await liveSession(topic).connector.answer(id, { result });
    await persist(topic);
  }

  /** Rejects a call with 4001 "The user rejected the request.". */
  async function rejectRequest(topic: string, id: number): Promise<void> {
    await liveSession(topic).connector.answer(id, { error: V1_USER_REJECTED });
    await persist(topic);
  }

  /** Refuses a call by the wallet's own rules, with the ARC-0001 error for the reason. */
  async function refuseRequest(
    topic: string,
    id: number,
    error: { code: number; message: string },
  ): Promise<void> {
    await liveSession(topic).connector.answer(id, { error });
    await persist(topic);
  }

  /** Ends a session: the dapp is told, and the stored record goes. */
  async function disconnect(topic: string): Promise<void> {
    await liveSession(topic).connector.kill();
    await forget(topic);
  }

  /** Logout: closes every socket; approved sessions stay stored for the next unlock. */
  async function stop(): Promise<void> {
    epoch++;
    options = null;
    for (const connector of pairing.values()) connector.close();
    pairing.clear();
    proposals.clear();
    const live = [...sessions.values()];
    sessions.clear();
    for (const { connector } of live) connector.close();
    await Promise.all(live.map(({ store }) => store.close()));
  }

  return {
    start: open,
    pair,
    approve,
    reject,
    answer,
    rejectRequest,
    refuseRequest,
    disconnect,
    stop,
  };
}

const defaultClient = createV1Client();
export const startV1 = defaultClient.start;
export const pairV1 = defaultClient.pair;
export const approveV1 = defaultClient.approve;
export const rejectV1 = defaultClient.reject;
export const answerV1 = defaultClient.answer;
export const rejectRequestV1 = defaultClient.rejectRequest;
export const refuseRequestV1 = defaultClient.refuseRequest;
export const disconnectV1 = defaultClient.disconnect;
export const stopV1 = defaultClient.stop;
