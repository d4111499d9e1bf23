import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { connectWebSocket, type WebSocketPeer } from '../walletconnect-relay/websocket';

// Scripted WalletConnect v1 peers (dapp and wallet) for tests, speaking the legacy protocol
// the way @walletconnect/client 1.x did, with no v1 package installed:
// - URI `wc:<handshake topic>@1?bridge=<url-encoded bridge>&key=<64 hex chars>`;
// - every message is JSON-RPC, encrypted as {data, hmac, iv}: AES-256-CBC (PKCS7) with a
//   random 16-byte IV, HMAC-SHA256 over ciphertext||iv, all hex without 0x, then sent as the
//   JSON string `payload` of a bridge 'pub' message;
// - each peer subscribes to its own client id; the wallet also to the handshake topic;
// - the dapp publishes wc_sessionRequest [{peerId, peerMeta, chainId}] on the handshake
//   topic; the wallet answers (on the dapp's client id) with {approved, chainId, networkId,
//   accounts, rpcUrl, peerId, peerMeta} or an error {message};
// - calls go to the peer's client id; wc_sessionUpdate [{approved: false}] ends the session.
// Algorand conventions: chain id 4160, algo_signTxn params [[{txn, signers?, ...}]], result
// base64 strings or null; 4001 "The user rejected the request.", 4300 "Unsupported request.".

export const V1_ALGORAND_CHAIN_ID = 4160;
export const V1_USER_REJECTED = { code: 4001, message: 'The user rejected the request.' };
export const V1_UNSUPPORTED_REQUEST = { code: 4300, message: 'Unsupported request.' };

export interface V1EncryptedPayload {
  data: string;
  hmac: string;
  iv: string;
}

export interface V1PeerMeta {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

interface JsonRpcMessage {
  id: number;
  jsonrpc: '2.0';
  method?: string;
  params?: unknown[];
  result?: unknown;
  error?: { code?: number; message: string };
}

/** A v1 error answer (the user rejected, unsupported request, session rejected). */
export class V1Rejection extends Error {
  constructor(
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'V1Rejection';
  }
}

export function encryptV1(data: unknown, keyHex: string, iv = randomBytes(16)): V1EncryptedPayload {
  const key = Buffer.from(keyHex, 'hex');
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const cipherText = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  const hmac = createHmac('sha256', key)
    .update(Buffer.concat([cipherText, iv]))
    .digest();
  return { data: cipherText.toString('hex'), hmac: hmac.toString('hex'), iv: iv.toString('hex') };
}

/** Decrypts a v1 payload; null when the HMAC does not match or the content is not JSON. */
export function decryptV1(payload: V1EncryptedPayload, keyHex: string): unknown {
  const key = Buffer.from(keyHex, 'hex');
  const cipherText = Buffer.from(payload.data, 'hex');
  const iv = Buffer.from(payload.iv, 'hex');
  const expected = createHmac('sha256', key)
    .update(Buffer.concat([cipherText, iv]))
    .digest();
  const given = Buffer.from(payload.hmac, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    const plain = Buffer.concat([decipher.update(cipherText), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return null;
  }
}

export function formatV1Uri(handshakeTopic: string, bridge: string, keyHex: string): string {
  return `wc:${handshakeTopic}@1?bridge=${encodeURIComponent(bridge)}&key=${keyHex}`;
}

export function parseV1Uri(uri: string): { handshakeTopic: string; bridge: string; key: string } {
  const match = /^wc:([^@]+)@1\?(.*)$/.exec(uri);
  const query = new URLSearchParams(match?.[2] ?? '');
  const bridge = query.get('bridge');
  const key = query.get('key');
  if (!match?.[1] || !bridge || !key || !/^[0-9a-f]{64}$/i.test(key)) {
    throw new Error(`Not a WalletConnect v1 URI: ${uri}`);
  }
  return { handshakeTopic: match[1], bridge, key };
}

/** The socket URL a v1 client derives from the bridge's http(s) URL. */
export function bridgeSocketUrl(bridge: string): string {
  const url = new URL(bridge.replace(/^http/, 'ws'));
  url.searchParams.set('protocol', 'wc');
  url.searchParams.set('version', '1');
  url.searchParams.set('env', 'node');
  return url.toString();
}

function peerMeta(name: string): V1PeerMeta {
  return { name, description: `${name} (scripted test peer)`, url: 'http://127.0.0.1', icons: [] };
}

let lastPayloadId = 0;
function payloadId(): number {
  // Like v1's payloadId: milliseconds * 1000 + 3 random digits, kept increasing.
  lastPayloadId = Math.max(lastPayloadId + 1, Date.now() * 1000 + Math.floor(Math.random() * 1000));
  return lastPayloadId;
}

/** Bridge transport and encrypted JSON-RPC of one v1 peer; reconnects like SocketTransport. */
class V1Connection {
  readonly clientId = randomUUID();
  peerId = '';
  private socket: WebSocketPeer | undefined;
  private readonly topics = new Set<string>();
  private readonly outbox: string[] = [];
  private readonly waiting = new Map<number, (message: JsonRpcMessage) => void>();
  private stopped = false;
  onRequest: (message: JsonRpcMessage, topic: string) => void = () => undefined;

  constructor(
    readonly bridge: string,
    public key: string,
  ) {}

  async start(): Promise<void> {
    await this.connect();
    this.subscribe(this.clientId);
  }

  subscribe(topic: string): void {
    this.topics.add(topic);
    this.raw({ topic, type: 'sub', payload: '', silent: true });
  }

  /** Publishes a request and resolves with the peer's response (result or error). */
  request(method: string, params: unknown[], topic = this.peerId): Promise<JsonRpcMessage> {
    const id = payloadId();
    const answer = new Promise<JsonRpcMessage>((resolve) => this.waiting.set(id, resolve));
    this.publish({ id, jsonrpc: '2.0', method, params }, topic, false);
    return answer;
  }

  respond(response: JsonRpcMessage, topic = this.peerId): void {
    this.publish(response, topic, true);
  }

  /** A request nobody answers (wc_sessionUpdate). */
  notify(method: string, params: unknown[]): void {
    this.publish({ id: payloadId(), jsonrpc: '2.0', method, params }, this.peerId, true);
  }

  stop(): void {
    this.stopped = true;
    this.socket?.close();
  }

  private publish(message: JsonRpcMessage, topic: string, silent: boolean): void {
    const payload = JSON.stringify(encryptV1(message, this.key));
    this.raw({ topic, type: 'pub', payload, silent });
  }

  private raw(message: object): void {
    const text = JSON.stringify(message);
    if (this.socket?.open) this.socket.send(text);
    else this.outbox.push(text);
  }

  private async connect(): Promise<void> {
    const socket = await connectWebSocket(bridgeSocketUrl(this.bridge));
    this.socket = socket;
    socket.onMessage((text) => this.receive(text));
    socket.onClose(() => {
      if (this.stopped) return;
      setTimeout(() => void this.reconnect(), 1000);
    });
    for (const text of this.outbox.splice(0)) socket.send(text);
  }

  private async reconnect(): Promise<void> {
    try {
      await this.connect();
      for (const topic of this.topics) this.raw({ topic, type: 'sub', payload: '', silent: true });
    } catch {
      if (!this.stopped) setTimeout(() => void this.reconnect(), 1000);
    }
  }

  private receive(text: string): void {
    let message: { topic?: unknown; payload?: unknown };
    try {
      message = JSON.parse(text) as { topic?: unknown; payload?: unknown };
    } catch {
      return;
    }
    if (typeof message.topic !== 'string' || typeof message.payload !== 'string') return;
    this.raw({ topic: message.topic, type: 'ack', payload: '', silent: true });
    if (!this.topics.has(message.topic)) return;
    let decrypted: unknown;
    try {
      decrypted = decryptV1(JSON.parse(message.payload) as V1EncryptedPayload, this.key);
    } catch {
      return;
    }
    if (typeof decrypted !== 'object' || decrypted === null) return;
    const rpc = decrypted as JsonRpcMessage;
    if (typeof rpc.method === 'string') {
      this.onRequest(rpc, message.topic);
    } else {
      this.waiting.get(rpc.id)?.(rpc);
      this.waiting.delete(rpc.id);
    }
  }
}

// ---------------------------------------------------------------------------------------------

export interface V1Session {
  accounts: string[];
  chainId: number;
  peerMeta: V1PeerMeta | null;
}

export interface ScriptedV1Dapp {
  /** The v1 URI for the wallet page. */
  uri: string;
  /** Resolves when the wallet approves; rejects with a V1Rejection when it refuses. */
  session(): Promise<V1Session>;
  /** algo_signTxn; a rejection throws V1Rejection with the wallet's code and message. */
  signTransactions(txns: unknown[]): Promise<(string | null)[]>;
  /** Any call request (e.g. an unsupported method). */
  request(method: string, params: unknown[]): Promise<unknown>;
  /** Whether the wallet ended the session (wc_sessionUpdate approved false). */
  disconnected(): boolean;
  stop(): Promise<void>;
}

export async function startScriptedV1Dapp(options: {
  bridgeUrl: string;
  chainId?: number;
  name?: string;
}): Promise<ScriptedV1Dapp> {
  const connection = new V1Connection(options.bridgeUrl, randomBytes(32).toString('hex'));
  let ended = false;
  connection.onRequest = (message) => {
    if (message.method !== 'wc_sessionUpdate') return;
    const [update] = (message.params ?? []) as { approved?: boolean }[];
    if (update?.approved === false) ended = true;
  };
  await connection.start();
  const handshakeTopic = randomUUID();
  const answer = connection.request(
    'wc_sessionRequest',
    [
      {
        peerId: connection.clientId,
        peerMeta: peerMeta(options.name ?? 'Scripted v1 dapp'),
        chainId: options.chainId ?? V1_ALGORAND_CHAIN_ID,
      },
    ],
    handshakeTopic,
  );
  const settled = answer.then((response) => {
    const result = response.result as
      | {
          approved?: boolean;
          accounts?: string[];
          chainId?: number;
          peerId?: string;
          peerMeta?: V1PeerMeta;
        }
      | undefined;
    if (!result?.approved || !result.peerId) {
      throw new V1Rejection(response.error?.code, response.error?.message ?? 'Session Rejected');
    }
    connection.peerId = result.peerId;
    return {
      accounts: result.accounts ?? [],
      chainId: result.chainId ?? 0,
      peerMeta: result.peerMeta ?? null,
    };
  });
  settled.catch(() => undefined);

  async function request(method: string, params: unknown[]): Promise<unknown> {
    await settled;
    const response = await connection.request(method, params);
    if (response.error) throw new V1Rejection(response.error.code, response.error.message);
    return response.result;
  }

  return {
    uri: formatV1Uri(handshakeTopic, options.bridgeUrl, connection.key),
    session: () => settled,
    signTransactions: async (txns) => (await request('algo_signTxn', [txns])) as (string | null)[],
    request,
    disconnected: () => ended,
    stop: async () => connection.stop(),
  };
}

export interface V1WalletRequest {
  id: number;
  method: string;
  params: unknown[];
}

export interface ScriptedV1Wallet {
  /** Joins the URI's session and approves it with the address on chain 4160. */
  pair(uri: string): Promise<{ peerMeta: V1PeerMeta | null; chainId: number | null }>;
  /** Joins the URI's session and rejects it. */
  pairAndReject(uri: string): Promise<void>;
  requests(): V1WalletRequest[];
  /** Ends the session (wc_sessionUpdate approved false). */
  disconnect(): Promise<void>;
  stop(): Promise<void>;
}

export async function startScriptedV1Wallet(options: {
  address: string;
  /** Answers algo_signTxn; throwing rejects with 4001 (or the V1Rejection's code). */
  sign: (txns: unknown[]) => Promise<(string | null)[]>;
  chainId?: number;
  name?: string;
}): Promise<ScriptedV1Wallet> {
  const received: V1WalletRequest[] = [];
  let connection: V1Connection | undefined;

  async function answer(c: V1Connection, message: JsonRpcMessage): Promise<void> {
    const { id } = message;
    received.push({ id, method: message.method ?? '', params: message.params ?? [] });
    if (message.method !== 'algo_signTxn') {
      c.respond({ id, jsonrpc: '2.0', error: V1_UNSUPPORTED_REQUEST });
      return;
    }
    try {
      const [txns] = (message.params ?? []) as unknown[][];
      c.respond({ id, jsonrpc: '2.0', result: await options.sign(txns ?? []) });
    } catch (error) {
      const reason =
        error instanceof V1Rejection && error.code !== undefined
          ? { code: error.code, message: error.message }
          : V1_USER_REJECTED;
      c.respond({ id, jsonrpc: '2.0', error: reason });
    }
  }

  async function join(uri: string) {
    const { handshakeTopic, bridge, key } = parseV1Uri(uri);
    connection?.stop();
    const c = new V1Connection(bridge, key);
    connection = c;
    const sessionRequest = new Promise<JsonRpcMessage>((resolve) => {
      c.onRequest = (message) => {
        if (message.method === 'wc_sessionRequest') resolve(message);
        else if (message.method !== 'wc_sessionUpdate') void answer(c, message);
      };
    });
    await c.start();
    c.subscribe(handshakeTopic);
    const request = await sessionRequest;
    const [params] = (request.params ?? []) as {
      peerId: string;
      peerMeta: V1PeerMeta | null;
      chainId: number | null;
    }[];
    if (!params?.peerId) throw new Error('wc_sessionRequest without peerId');
    c.peerId = params.peerId;
    return { c, request, params };
  }

  return {
    pair: async (uri) => {
      const { c, request, params } = await join(uri);
      c.respond({
        id: request.id,
        jsonrpc: '2.0',
        result: {
          approved: true,
          chainId: options.chainId ?? V1_ALGORAND_CHAIN_ID,
          networkId: 0,
          accounts: [options.address],
          rpcUrl: '',
          peerId: c.clientId,
          peerMeta: peerMeta(options.name ?? 'Scripted v1 wallet'),
        },
      });
      return { peerMeta: params.peerMeta, chainId: params.chainId };
    },
    pairAndReject: async (uri) => {
      const { c, request } = await join(uri);
      c.respond({
        id: request.id,
        jsonrpc: '2.0',
        error: { code: -32000, message: 'Session Rejected' },
      });
    },
    requests: () => [...received],
    disconnect: async () => {
      const c = connection;
      if (!c) return;
      c.notify('wc_sessionUpdate', [
        { approved: false, chainId: null, networkId: null, accounts: null },
      ]);
    },
    stop: async () => connection?.stop(),
  };
}
