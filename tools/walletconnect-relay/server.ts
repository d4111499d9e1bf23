import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import * as z from 'zod';
import {
  isRequest,
  isResponse,
  parseJson,
  stringifyJson,
  type JsonRpcId,
  type JsonRpcRequest,
} from './json-rpc';
import { createVerifyStandIn, type Attestation } from './verify';
import { serveWebSockets, type WebSocketPeer } from './websocket';

// A loopback stand-in for the WalletConnect v2 relay (relay.walletconnect.org), enough for
// @walletconnect/core 2.25 clients (sign-client) to pair, settle sessions and
// exchange requests. Clients connect to ws://host:port/?auth=<JWT>&projectId=...&ua=...; any
// project id and JWT are accepted, the JWT's `iss` (the client's did:key) names the client.
// Methods, as core 2.25 sends them:
//   irn_subscribe {topic} -> subscription id; queued messages for the topic follow as pushes
//   irn_batchSubscribe {topics} -> ids (sent after every reconnect)
//   irn_unsubscribe {topic, id} -> true
//   irn_publish {topic, message, ttl, tag?, prompt?, attestation?} -> true
//   irn_batchFetchMessages {topics} -> {messages, hasMore: false} (core 2.25 never calls it)
//   wc_proposeSession {pairingTopic, sessionProposal, ...} -> true: the dapp is subscribed to
//     the pairing topic (its client skips irn_subscribe for it) and its proposal is published
//     there
//   wc_approveSession {sessionTopic, pairingTopic, sessionProposalResponse,
//     sessionSettlementRequest, ...} -> true: the wallet is subscribed to the session topic
//     (its client skips irn_subscribe for it), the proposal response is published on the
//     pairing topic and the settle request on the session topic.
// Pushes: {id, jsonrpc, method: 'irn_subscription', params: {id: subscription id,
// data: {topic, message, publishedAt, tag, attestation?}}}, acknowledged with result true.
// Messages wait per topic until their ttl runs out; each client gets each message once (it is
// re-sent after a reconnect when unacknowledged) and never its own. Subscriptions belong to the
// client, not the socket, so a reconnecting client keeps them.
// Plain HTTP on the same port is the Verify service stand-in (./verify.ts).

export interface WalletConnectRelayOptions {
  port?: number;
  host?: string;
  /** WebSocket ping period; Node clients drop a connection after 35 s without traffic. */
  pingIntervalMs?: number;
  /** Sees every request, e.g. to log the traffic while debugging a test. */
  onRequest?: (clientId: string, method: string, params: unknown) => void;
}

export interface RelayClientInfo {
  clientId: string;
  projectId: string | null;
  userAgent: string | null;
  connected: boolean;
  topics: string[];
}

export interface WalletConnectRelay {
  /** ws:// URL to give clients as relayUrl. */
  url: string;
  /** http:// URL of the Verify service stand-in on the same port. */
  verifyUrl: string;
  /** The Verify answer for a message hash, or for '*' (any other); null removes it (404). */
  setAttestation(hash: string, attestation: Attestation | null): void;
  /** Hashes the Verify stand-in was asked about, oldest first. */
  attestationsAsked(): string[];
  /** How many times each JSON-RPC method was called. */
  calls(): Record<string, number>;
  /** Clients that connected so far, by client id. */
  clients(): RelayClientInfo[];
  /** Stored (unexpired) messages of a topic, oldest first. */
  messages(topic: string): { message: string; publishedAt: number; tag: number }[];
  /** Cuts every connection without a closing handshake (a network failure). */
  dropConnections(): void;
  stop(): Promise<void>;
}

interface StoredMessage {
  topic: string;
  message: string;
  publishedAt: number;
  expiresAt: number;
  tag: number;
  attestation?: string;
  sender: string;
  acknowledgedBy: Set<string>;
}

interface Client {
  id: string;
  projectId: string | null;
  userAgent: string | null;
  topics: Set<string>;
  sockets: Set<Connection>;
}

interface Connection {
  peer: WebSocketPeer;
  client: Client;
  /** Push id -> message awaiting the client's acknowledgement. */
  inFlight: Map<number, StoredMessage>;
}

class RpcProblem extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

// WalletConnect's tags for the messages the relay publishes on a client's behalf.
const TAG_SESSION_PROPOSE_REQUEST = 1100;
const TAG_SESSION_PROPOSE_RESPONSE = 1101;
const TAG_SESSION_SETTLE_REQUEST = 1102;
const DEFAULT_TTL_SECONDS = 300;
const MAX_TTL_SECONDS = 30 * 24 * 3600;

const topic = z.string().min(1).max(256);
const ttl = z.number().int().positive().max(MAX_TTL_SECONDS).optional();
const tag = z.number().int().optional();
const attestation = z.string().max(10_000).optional();
const message = z.string().min(1).max(1_000_000);

const schemas = {
  irn_subscribe: z.looseObject({ topic }),
  irn_batchSubscribe: z.looseObject({ topics: z.array(topic).max(500) }),
  irn_unsubscribe: z.looseObject({ topic, id: z.string().optional() }),
  irn_batchFetchMessages: z.looseObject({ topics: z.array(topic).max(500) }),
  irn_publish: z.looseObject({ topic, message, ttl, tag, attestation }),
  wc_proposeSession: z.looseObject({
    pairingTopic: topic,
    sessionProposal: message,
    ttl,
    tag,
    attestation,
  }),
  wc_approveSession: z.looseObject({
    sessionTopic: topic,
    pairingTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ttl,
    attestation,
  }),
};

function paramsOf<K extends keyof typeof schemas>(
  method: K,
  params: unknown,
): z.infer<(typeof schemas)[K]> {
  const parsed = schemas[method].safeParse(params);
  if (!parsed.success) throw new RpcProblem(-32602, `Invalid params for ${method}`);
  return parsed.data as z.infer<(typeof schemas)[K]>;
}

/** The client's did:key from the relay-auth JWT, if the token has one. */
function clientIdFromAuth(auth: string | null): string | undefined {
  const payload = auth?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const iss = (claims as { iss?: unknown } | null)?.iss;
    return typeof iss === 'string' && iss.length > 0 && iss.length < 200 ? iss : undefined;
  } catch {
    return undefined;
  }
}

/** A message as the relay hands it out (push `data`, or an entry of batchFetchMessages). */
function messageData(m: StoredMessage) {
  return {
    topic: m.topic,
    message: m.message,
    publishedAt: m.publishedAt,
    tag: m.tag,
    ...(m.attestation ? { attestation: m.attestation } : {}),
  };
}

function subscriptionId(client: Client, topicName: string): string {
  return createHash('sha256').update(`${topicName}|${client.id}`).digest('hex');
}

export async function startWalletConnectRelay(
  options: WalletConnectRelayOptions = {},
): Promise<WalletConnectRelay> {
  const host = options.host ?? '127.0.0.1';
  const store = new Map<string, StoredMessage[]>();
  const clients = new Map<string, Client>();
  const counts: Record<string, number> = {};
  let nextPushId = 1;

  function live(topicName: string): StoredMessage[] {
    const now = Date.now();
    const kept = (store.get(topicName) ?? []).filter((m) => m.expiresAt > now);
    if (kept.length > 0) store.set(topicName, kept);
    else store.delete(topicName);
    return kept;
  }

  function push(connection: Connection, stored: StoredMessage): void {
    const { client } = connection;
    if (!connection.peer.open || stored.sender === client.id) return;
    if (stored.acknowledgedBy.has(client.id)) return;
    if ([...connection.inFlight.values()].includes(stored)) return;
    const id = nextPushId++;
    connection.inFlight.set(id, stored);
    connection.peer.send(
      stringifyJson({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscriptionId(client, stored.topic), data: messageData(stored) },
      }),
    );
  }

  function publish(
    sender: Client,
    topicName: string,
    body: string,
    ttlSeconds: number | undefined,
    messageTag: number,
    attestationId?: string,
  ): void {
    const now = Date.now();
    const stored: StoredMessage = {
      topic: topicName,
      message: body,
      publishedAt: now,
      expiresAt: now + (ttlSeconds ?? DEFAULT_TTL_SECONDS) * 1000,
      tag: messageTag,
      sender: sender.id,
      acknowledgedBy: new Set(),
      ...(attestationId ? { attestation: attestationId } : {}),
    };
    // A client publishing the same message twice (a retry after a lost answer) stores it once.
    const existing = live(topicName);
    if (existing.some((m) => m.message === body)) return;
    store.set(topicName, [...existing, stored]);
    for (const client of clients.values()) {
      if (!client.topics.has(topicName)) continue;
      for (const connection of client.sockets) push(connection, stored);
    }
  }

  function subscribe(connection: Connection, topicName: string): string {
    connection.client.topics.add(topicName);
    // Queued messages follow the answer, as with the real relay's mailbox.
    setImmediate(() => {
      for (const stored of live(topicName)) push(connection, stored);
    });
    return subscriptionId(connection.client, topicName);
  }

  function fetchMessages(connection: Connection, topics: string[]): unknown {
    const { client } = connection;
    const messages = topics.flatMap((topicName) =>
      live(topicName)
        .filter((m) => m.sender !== client.id && !m.acknowledgedBy.has(client.id))
        .map((m) => {
          m.acknowledgedBy.add(client.id);
          return messageData(m);
        }),
    );
    return { messages, hasMore: false };
  }

  function execute(connection: Connection, request: JsonRpcRequest): unknown {
    const { client } = connection;
    switch (request.method) {
      case 'irn_subscribe':
        return subscribe(connection, paramsOf('irn_subscribe', request.params).topic);
      case 'irn_batchSubscribe':
        return paramsOf('irn_batchSubscribe', request.params).topics.map((t) =>
          subscribe(connection, t),
        );
      case 'irn_unsubscribe':
        client.topics.delete(paramsOf('irn_unsubscribe', request.params).topic);
        return true;
      case 'irn_batchFetchMessages':
        return fetchMessages(connection, paramsOf('irn_batchFetchMessages', request.params).topics);
      case 'irn_publish': {
        const p = paramsOf('irn_publish', request.params);
        publish(client, p.topic, p.message, p.ttl, p.tag ?? 0, p.attestation);
        return true;
      }
      case 'wc_proposeSession': {
        const p = paramsOf('wc_proposeSession', request.params);
        // The dapp created the pairing with skipSubscribe: the relay subscribes it here.
        client.topics.add(p.pairingTopic);
        const proposalTag = p.tag ?? TAG_SESSION_PROPOSE_REQUEST;
        publish(client, p.pairingTopic, p.sessionProposal, p.ttl, proposalTag, p.attestation);
        return true;
      }
      case 'wc_approveSession': {
        const p = paramsOf('wc_approveSession', request.params);
        client.topics.add(p.sessionTopic);
        publish(
          client,
          p.pairingTopic,
          p.sessionProposalResponse,
          p.ttl,
          TAG_SESSION_PROPOSE_RESPONSE,
        );
        publish(
          client,
          p.sessionTopic,
          p.sessionSettlementRequest,
          p.ttl,
          TAG_SESSION_SETTLE_REQUEST,
          p.attestation,
        );
        return true;
      }
      default:
        throw new RpcProblem(-32601, `Method not found: ${request.method}`);
    }
  }

  function reply(connection: Connection, id: JsonRpcId, outcome: () => unknown): void {
    try {
      const result = outcome();
      connection.peer.send(stringifyJson({ id, jsonrpc: '2.0', result }));
    } catch (error) {
      const problem =
        error instanceof RpcProblem ? error : new RpcProblem(-32603, 'Internal error');
      connection.peer.send(
        stringifyJson({
          id,
          jsonrpc: '2.0',
          error: { code: problem.code, message: problem.message },
        }),
      );
    }
  }

  function sendError(connection: Connection, code: number, message: string): void {
    connection.peer.send(stringifyJson({ id: null, jsonrpc: '2.0', error: { code, message } }));
  }

  function onMessage(connection: Connection, text: string): void {
    let payload: unknown;
    try {
      payload = parseJson(text);
    } catch {
      sendError(connection, -32700, 'Parse error');
      return;
    }
    if (isResponse(payload)) {
      const stored = connection.inFlight.get(Number(payload.id));
      if (stored && payload.error === undefined) stored.acknowledgedBy.add(connection.client.id);
      connection.inFlight.delete(Number(payload.id));
      return;
    }
    if (!isRequest(payload)) {
      sendError(connection, -32600, 'Invalid request');
      return;
    }
    counts[payload.method] = (counts[payload.method] ?? 0) + 1;
    options.onRequest?.(connection.client.id, payload.method, payload.params);
    reply(connection, payload.id, () => execute(connection, payload));
  }

  function onPeer(peer: WebSocketPeer, req: IncomingMessage): void {
    const query = new URL(req.url ?? '/', 'http://relay').searchParams;
    const id = clientIdFromAuth(query.get('auth')) ?? `anonymous:${randomUUID()}`;
    const client = clients.get(id) ?? {
      id,
      projectId: null,
      userAgent: null,
      topics: new Set<string>(),
      sockets: new Set<Connection>(),
    };
    client.projectId = query.get('projectId');
    client.userAgent = query.get('ua');
    clients.set(id, client);
    const connection: Connection = { peer, client, inFlight: new Map() };
    client.sockets.add(connection);
    peer.onMessage((text) => onMessage(connection, text));
    peer.onClose(() => client.sockets.delete(connection));
  }

  const verify = createVerifyStandIn();
  const server = await serveWebSockets({
    port: options.port,
    host,
    pingIntervalMs: options.pingIntervalMs ?? 15_000,
    onHttp: (req, res) => {
      if (verify.handle(req, res)) return;
      res.writeHead(426, { 'Content-Type': 'text/plain' });
      res.end('WalletConnect relay stand-in: connect with a WebSocket');
    },
    onPeer,
  });

  return {
    url: `ws://${host}:${server.port}`,
    verifyUrl: `http://${host}:${server.port}`,
    setAttestation: verify.setAttestation,
    attestationsAsked: verify.asked,
    calls: () => ({ ...counts }),
    clients: () =>
      [...clients.values()].map((c) => ({
        clientId: c.id,
        projectId: c.projectId,
        userAgent: c.userAgent,
        connected: c.sockets.size > 0,
        topics: [...c.topics],
      })),
    messages: (topicName) =>
      live(topicName).map((m) => ({ message: m.message, publishedAt: m.publishedAt, tag: m.tag })),
    dropConnections: server.dropConnections,
    stop: server.stop,
  };
}
