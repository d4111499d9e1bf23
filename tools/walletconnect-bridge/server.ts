import * as z from 'zod';
import { serveWebSockets, type WebSocketPeer } from '../walletconnect-relay/websocket';

// A loopback stand-in for a WalletConnect v1 bridge (bridge.walletconnect.org), following
// WalletConnect's node bridge. v1 clients turn the bridge's http URL into ws:// (adding
// ?env=...&host=...&protocol=wc&version=1) and send JSON text frames:
//   {topic, type: 'sub', payload: '', silent: true}       subscribe this socket to a topic
//   {topic, type: 'pub', payload: '<encrypted>', silent}  publish to a topic
//   {topic, type: 'ack', payload: '', silent: true}       receipt of a delivered message (ignored)
// A 'pub' goes to every socket subscribed to the topic right now; with none, it waits (in
// order) and goes to the first socket that subscribes, then is forgotten. Payloads are
// AES-encrypted by the peers: the bridge never reads them. Plain HTTP: GET /hello, /info.

export interface WalletConnectBridgeOptions {
  port?: number;
  host?: string;
  /** WebSocket ping period (the node bridge pings every 10 s). */
  pingIntervalMs?: number;
}

export interface BridgeMessage {
  topic: string;
  type: 'pub';
  payload: string;
  silent: boolean;
}

export interface WalletConnectBridge {
  /** http:// URL, what v1 URIs carry as `bridge=`. */
  url: string;
  /** The same endpoint as ws://. */
  wsUrl: string;
  /** Messages waiting for a subscriber, per topic. */
  queued(topic: string): BridgeMessage[];
  /** Every message published so far, oldest first (for assertions). */
  published(): BridgeMessage[];
  /** Number of open sockets. */
  connections(): number;
  /** Cuts every connection without a closing handshake. */
  dropConnections(): void;
  stop(): Promise<void>;
}

const MAX_QUEUED_PER_TOPIC = 100;

const socketMessageSchema = z.object({
  topic: z.string().min(1).max(256),
  type: z.enum(['pub', 'sub', 'ack']),
  payload: z.string().max(1_000_000),
  silent: z.boolean().optional(),
});

export async function startWalletConnectBridge(
  options: WalletConnectBridgeOptions = {},
): Promise<WalletConnectBridge> {
  const host = options.host ?? '127.0.0.1';
  const subscribers = new Map<string, Set<WebSocketPeer>>();
  const pending = new Map<string, BridgeMessage[]>();
  const history: BridgeMessage[] = [];

  function send(peer: WebSocketPeer, message: BridgeMessage): void {
    peer.send(JSON.stringify(message));
  }

  function onMessage(peer: WebSocketPeer, text: string): void {
    let parsed;
    try {
      parsed = socketMessageSchema.safeParse(JSON.parse(text));
    } catch {
      return;
    }
    // Like the node bridge, anything malformed is dropped without an answer.
    if (!parsed.success) return;
    const { topic, type, payload } = parsed.data;
    if (type === 'sub') {
      const set = subscribers.get(topic) ?? new Set<WebSocketPeer>();
      set.add(peer);
      subscribers.set(topic, set);
      const waiting = pending.get(topic) ?? [];
      pending.delete(topic);
      for (const message of waiting) send(peer, message);
      return;
    }
    if (type === 'pub') {
      const message: BridgeMessage = { topic, type, payload, silent: parsed.data.silent ?? false };
      history.push(message);
      const live = [...(subscribers.get(topic) ?? [])].filter((s) => s.open);
      if (live.length > 0) {
        for (const subscriber of live) send(subscriber, message);
      } else {
        pending.set(topic, [...(pending.get(topic) ?? []), message].slice(-MAX_QUEUED_PER_TOPIC));
      }
    }
  }

  function onPeer(peer: WebSocketPeer): void {
    peer.onMessage((text) => onMessage(peer, text));
    peer.onClose(() => {
      for (const [topic, set] of subscribers) {
        set.delete(peer);
        if (set.size === 0) subscribers.delete(topic);
      }
    });
  }

  const server = await serveWebSockets({
    port: options.port,
    host,
    pingIntervalMs: options.pingIntervalMs ?? 10_000,
    onHttp: (req, res) => {
      const path = new URL(req.url ?? '/', 'http://bridge').pathname;
      const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
      if (req.method === 'GET' && path === '/hello') {
        res.writeHead(200, { ...headers, 'Content-Type': 'text/plain' });
        res.end('Hello World, this is WalletConnect v1 bridge stand-in');
      } else if (req.method === 'GET' && path === '/info') {
        res.writeHead(200, { ...headers, 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ name: 'walletconnect-bridge-stand-in', version: '1.0.0' }));
      } else {
        res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' });
        res.end('Not found');
      }
    },
    onPeer,
  });

  return {
    url: `http://${host}:${server.port}`,
    wsUrl: `ws://${host}:${server.port}`,
    queued: (topic) => [...(pending.get(topic) ?? [])],
    published: () => [...history],
    connections: server.connections,
    dropConnections: server.dropConnections,
    stop: server.stop,
  };
}
