import { bridgeSocketUrl, V1_CHAIN_ID, type V1Uri } from '../../../core/walletconnect/v1-uri';
import { BridgeSocket, openBrowserSocket, type OpenSocket } from './bridge-socket';
import { decryptV1, encryptV1, importV1Key, type V1Keys } from './crypto';
import {
  encryptedPayloadSchema,
  parseJsonAs,
  payloadId,
  rpcRequestSchema,
  SESSION_REQUEST,
  SESSION_UPDATE,
  sessionRequestParamsSchema,
  sessionUpdateParamsSchema,
  V1_UNSUPPORTED_REQUEST,
  type RpcResponse,
  type V1PeerMeta,
} from './protocol';

// One WalletConnect v1 session on the wallet side (what @walletconnect/client 1.x called a
// connector): joins the dapp's handshake topic, answers wc_sessionRequest, then serves calls
// published on its own client id. Only `algo_signTxn` is passed on; anything else is answered
// 4300 "Unsupported request." at once.

export const SIGN_METHOD = 'algo_signTxn';
const BRIDGE_TIMEOUT_MS = 10_000;
const CLOSE_GRACE_MS = 3_000;

export interface V1PendingRequest {
  id: number;
  method: string;
  params: unknown;
  receivedAt: number;
}

/** What is kept (sealed) to restore an approved session; `key` is the session's secret. */
export interface V1SessionData {
  handshakeTopic: string;
  bridge: string;
  key: string;
  clientId: string;
  peerId: string;
  peerMeta: V1PeerMeta | null;
  accounts: string[];
  chainId: number;
  /** Requests received and not yet answered (the bridge delivers each only once). */
  pending: V1PendingRequest[];
}

export interface V1SessionRequest {
  peerMeta: V1PeerMeta | null;
  /** The chain id the dapp asked for (Algorand dapps send 4160 or nothing). */
  chainId: number | null;
}

export interface V1ConnectorEvents {
  /** The dapp's wc_sessionRequest arrived (pairing only). */
  sessionRequest(request: V1SessionRequest): void;
  /** An algo_signTxn call arrived; `session.pending` already holds it. */
  request(request: V1PendingRequest): void;
  /** The dapp ended the session (wc_sessionUpdate with approved false). */
  ended(): void;
}

interface Handshake {
  id: number;
  peerId: string;
  peerMeta: V1PeerMeta | null;
}

export class V1Connector {
  private handshake: Handshake | null = null;
  private closed = false;

  private constructor(
    readonly handshakeTopic: string,
    private readonly bridge: string,
    private readonly key: string,
    private readonly keys: V1Keys,
    readonly clientId: string,
    private readonly socket: BridgeSocket,
    private readonly events: V1ConnectorEvents,
    private current: V1SessionData | null,
  ) {}

  /** The approved session, or null while the dapp's request waits for the user. */
  get session(): V1SessionData | null {
    return this.current;
  }

  /**
   * Joins the URI's handshake topic. Resolves once the bridge is reached; the dapp's session
   * request then arrives through `events.sessionRequest`.
   */
  static async pair(
    uri: V1Uri,
    events: V1ConnectorEvents,
    openSocket: OpenSocket = openBrowserSocket,
  ): Promise<V1Connector> {
    const connector = await V1Connector.create(uri, crypto.randomUUID(), events, null, openSocket);
    connector.socket.subscribe(connector.clientId);
    connector.socket.subscribe(uri.handshakeTopic);
    connector.socket.start();
    if (!(await connector.socket.opened(BRIDGE_TIMEOUT_MS, true))) {
      connector.close();
      throw new Error('The bridge cannot be reached');
    }
    return connector;
  }

  /** Resumes a stored session: listens on its client id again (reconnecting in the background). */
  static async restore(
    data: V1SessionData,
    events: V1ConnectorEvents,
    openSocket: OpenSocket = openBrowserSocket,
  ): Promise<V1Connector> {
    const connector = await V1Connector.create(data, data.clientId, events, data, openSocket);
    connector.socket.subscribe(data.clientId);
    connector.socket.start();
    return connector;
  }

  private static async create(
    uri: V1Uri,
    clientId: string,
    events: V1ConnectorEvents,
    session: V1SessionData | null,
    openSocket: OpenSocket,
  ): Promise<V1Connector> {
    const keys = await importV1Key(uri.key);
    let connector: V1Connector | null = null;
    const socket = new BridgeSocket(
      bridgeSocketUrl(uri.bridge),
      (topic, payload) => void connector?.receive(topic, payload),
      openSocket,
    );
    connector = new V1Connector(
      uri.handshakeTopic,
      uri.bridge,
      uri.key,
      keys,
      clientId,
      socket,
      events,
      session,
    );
    return connector;
  }

  /** Approves the dapp's request with one account on chain 4160. */
  async approve(address: string, walletMeta: V1PeerMeta): Promise<V1SessionData> {
    const handshake = this.handshake;
    if (!handshake || this.current) throw new Error('No session request to approve');
    this.current = {
      handshakeTopic: this.handshakeTopic,
      bridge: this.bridge,
      key: this.key,
      clientId: this.clientId,
      peerId: handshake.peerId,
      peerMeta: handshake.peerMeta,
      accounts: [address],
      chainId: V1_CHAIN_ID,
      pending: [],
    };
    await this.respond(handshake.id, {
      result: {
        approved: true,
        chainId: V1_CHAIN_ID,
        networkId: 0,
        accounts: [address],
        rpcUrl: '',
        peerId: this.clientId,
        peerMeta: walletMeta,
      },
    });
    // The handshake topic has done its job.
    this.socket.unsubscribe(this.handshakeTopic);
    return this.current;
  }

  /** Refuses the dapp's session request and closes. */
  async reject(error: { code: number; message: string }): Promise<void> {
    const handshake = this.handshake;
    if (handshake) await this.respond(handshake.id, { error });
    await this.closeSoon();
  }

  /** Answers a pending call (result or error) and forgets it. */
  async answer(
    id: number,
    answer: { result: unknown } | { error: { code: number; message: string } },
  ): Promise<void> {
    await this.respond(id, answer);
    if (this.current) {
      this.current = { ...this.current, pending: this.current.pending.filter((p) => p.id !== id) };
    }
  }

  /** Ends the session from the wallet side: wc_sessionUpdate approved false, then close. */
  async kill(): Promise<void> {
    await this.publish(
      {
        id: payloadId(),
        jsonrpc: '2.0',
        method: SESSION_UPDATE,
        params: [{ approved: false, chainId: null, networkId: null, accounts: null }],
      },
      this.current?.peerId ?? this.handshake?.peerId,
    );
    await this.closeSoon();
  }

  /** Closes the socket; the session stays stored (logout). */
  close(): void {
    this.closed = true;
    this.socket.stop();
  }

  /** Lets a last message leave before closing (the socket may be reconnecting). */
  private async closeSoon(): Promise<void> {
    await this.socket.opened(CLOSE_GRACE_MS);
    this.close();
  }

  private async respond(
    id: number,
    answer: { result: unknown } | { error: { code: number; message: string } },
  ): Promise<void> {
    const response: RpcResponse = { id, jsonrpc: '2.0', ...answer };
    await this.publish(response, this.current?.peerId ?? this.handshake?.peerId);
  }

  private async publish(message: object, topic: string | undefined): Promise<void> {
    if (!topic || this.closed) return;
    const payload = JSON.stringify(await encryptV1(message, this.keys));
    this.socket.publish(topic, payload, true);
  }

  private async receive(topic: string, text: string): Promise<void> {
    const payload = parseJsonAs(encryptedPayloadSchema, text);
    if (!payload) return;
    const message = rpcRequestSchema.safeParse(await decryptV1(payload, this.keys));
    // Responses and anything undecryptable are not for a wallet.
    if (!message.success || this.closed) return;
    const { id, method, params = [] } = message.data;

    if (method === SESSION_REQUEST) {
      if (topic !== this.handshakeTopic || this.handshake || this.current) return;
      const parsed = sessionRequestParamsSchema.safeParse(params);
      if (!parsed.success) return;
      const [{ peerId, peerMeta, chainId }] = parsed.data;
      this.handshake = { id, peerId, peerMeta };
      this.events.sessionRequest({ peerMeta, chainId });
      return;
    }

    const session = this.current;
    if (topic !== this.clientId || !session) return;
    if (method === SESSION_UPDATE) {
      const update = sessionUpdateParamsSchema.safeParse(params);
      if (update.success && !update.data[0].approved) {
        this.close();
        this.events.ended();
      }
      return;
    }
    if (method !== SIGN_METHOD) {
      await this.respond(id, { error: V1_UNSUPPORTED_REQUEST });
      return;
    }
    // A redelivered call (e.g. after a reconnect) is shown once.
    if (session.pending.some((p) => p.id === id)) return;
    const request: V1PendingRequest = { id, method, params, receivedAt: Date.now() };
    this.current = { ...session, pending: [...session.pending, request] };
    this.events.request(request);
  }
}
