import { createHash, randomBytes } from 'node:crypto';
import { createServer, request, type IncomingMessage, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

// A small RFC 6455 WebSocket endpoint for the loopback stand-ins (WalletConnect relay and v1
// bridge) and their test clients. The `ws` package is only a transitive dependency here (no
// types, not in package.json), and the stand-ins need text frames, ping/pong and close only.
// No extensions: permessage-deflate offers are ignored, which RFC 6455 allows.

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

const Opcode = {
  Continuation: 0x0,
  Text: 0x1,
  Binary: 0x2,
  Close: 0x8,
  Ping: 0x9,
  Pong: 0xa,
} as const;

function acceptKey(key: string): string {
  return createHash('sha1')
    .update(key + GUID)
    .digest('base64');
}

function encodeFrame(opcode: number, payload: Buffer, mask: boolean): Buffer {
  const length = payload.length;
  const lengthBytes = length < 126 ? 0 : length < 0x10000 ? 2 : 8;
  const header = Buffer.alloc(2 + lengthBytes + (mask ? 4 : 0));
  header[0] = 0x80 | opcode;
  header[1] = (mask ? 0x80 : 0) | (lengthBytes === 0 ? length : lengthBytes === 2 ? 126 : 127);
  if (lengthBytes === 2) header.writeUInt16BE(length, 2);
  if (lengthBytes === 8) header.writeBigUInt64BE(BigInt(length), 2);
  if (!mask) return Buffer.concat([header, payload]);
  const key = randomBytes(4);
  key.copy(header, 2 + lengthBytes);
  const masked = Buffer.from(payload);
  for (let i = 0; i < masked.length; i++) masked[i] = masked[i]! ^ key[i % 4]!;
  return Buffer.concat([header, masked]);
}

/** One open WebSocket, either end. Messages are delivered as UTF-8 text. */
export class WebSocketPeer {
  private buffer: Buffer = Buffer.alloc(0);
  private fragments: Buffer[] = [];
  private closed = false;
  private readonly messageListeners: ((text: string) => void)[] = [];
  private readonly closeListeners: (() => void)[] = [];
  private readonly pongListeners: (() => void)[] = [];

  constructor(
    private readonly socket: Duplex,
    /** Clients mask what they send; servers insist on masked input (RFC 6455 section 5.1). */
    private readonly isClient: boolean,
    head: Buffer = Buffer.alloc(0),
  ) {
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    // http servers keep sockets half-open after the peer's FIN: end ours too, or 'close' never
    // comes.
    socket.on('end', () => this.finish());
    socket.on('close', () => this.finish());
    socket.on('error', () => this.finish());
    if (head.length > 0) this.receive(head);
  }

  get open(): boolean {
    return !this.closed;
  }

  onMessage(listener: (text: string) => void): void {
    this.messageListeners.push(listener);
  }

  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  onPong(listener: () => void): void {
    this.pongListeners.push(listener);
  }

  send(text: string): void {
    this.write(Opcode.Text, Buffer.from(text, 'utf8'));
  }

  ping(): void {
    this.write(Opcode.Ping, Buffer.alloc(0));
  }

  /** Starts the closing handshake; the other end answers and the socket ends. */
  close(code = 1000, reason = ''): void {
    if (this.closed) return;
    const payload = Buffer.alloc(2 + Buffer.byteLength(reason));
    payload.writeUInt16BE(code, 0);
    payload.write(reason, 2);
    this.write(Opcode.Close, payload);
    // end() flushes the close frame before the FIN; destroying here could drop it.
    this.socket.end();
    this.finish(false);
  }

  /** Drops the connection without a closing handshake, like a network failure. */
  terminate(): void {
    this.socket.destroy();
    this.finish();
  }

  private write(opcode: number, payload: Buffer): void {
    if (this.closed || this.socket.destroyed) return;
    this.socket.write(encodeFrame(opcode, payload, this.isClient));
  }

  private finish(destroy = true): void {
    if (this.closed) return;
    this.closed = true;
    if (destroy && !this.socket.destroyed) this.socket.destroy();
    for (const listener of this.closeListeners) listener();
  }

  private fail(code: number): void {
    this.close(code);
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    while (!this.closed) {
      const frame = this.nextFrame();
      if (!frame) return;
      this.handle(frame.fin, frame.opcode, frame.payload);
    }
  }

  private nextFrame(): { fin: boolean; opcode: number; payload: Buffer } | undefined {
    const data = this.buffer;
    if (data.length < 2) return undefined;
    const fin = (data[0]! & 0x80) !== 0;
    const opcode = data[0]! & 0x0f;
    const masked = (data[1]! & 0x80) !== 0;
    let length = data[1]! & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (data.length < 4) return undefined;
      length = data.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (data.length < 10) return undefined;
      const long = data.readBigUInt64BE(2);
      length = long > BigInt(MAX_MESSAGE_BYTES) ? MAX_MESSAGE_BYTES + 1 : Number(long);
      offset = 10;
    }
    if (length > MAX_MESSAGE_BYTES || masked === this.isClient) {
      this.fail(length > MAX_MESSAGE_BYTES ? 1009 : 1002);
      return undefined;
    }
    const maskOffset = offset;
    if (masked) offset += 4;
    if (data.length < offset + length) return undefined;
    const payload = Buffer.from(data.subarray(offset, offset + length));
    if (masked) {
      for (let i = 0; i < payload.length; i++) {
        payload[i] = payload[i]! ^ data[maskOffset + (i % 4)]!;
      }
    }
    this.buffer = data.subarray(offset + length);
    return { fin, opcode, payload };
  }

  private handle(fin: boolean, opcode: number, payload: Buffer): void {
    switch (opcode) {
      case Opcode.Ping:
        this.write(Opcode.Pong, payload);
        return;
      case Opcode.Pong:
        for (const listener of this.pongListeners) listener();
        return;
      case Opcode.Close:
        this.close(payload.length >= 2 ? payload.readUInt16BE(0) : 1000);
        return;
      case Opcode.Text:
      case Opcode.Binary:
      case Opcode.Continuation: {
        if ((opcode === Opcode.Continuation) !== this.fragments.length > 0) {
          this.fail(1002);
          return;
        }
        this.fragments.push(payload);
        const size = this.fragments.reduce((sum, part) => sum + part.length, 0);
        if (size > MAX_MESSAGE_BYTES) {
          this.fail(1009);
          return;
        }
        if (!fin) return;
        const text = Buffer.concat(this.fragments).toString('utf8');
        this.fragments = [];
        for (const listener of this.messageListeners) listener(text);
        return;
      }
      default:
        this.fail(1002);
    }
  }
}

/**
 * Completes a server-side upgrade (an http server's 'upgrade' event). Answers 400 and returns
 * undefined for anything that is not a WebSocket handshake.
 */
export function acceptWebSocket(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): WebSocketPeer | undefined {
  const key = req.headers['sec-websocket-key'];
  if (req.headers.upgrade?.toLowerCase() !== 'websocket' || typeof key !== 'string') {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    return undefined;
  }
  // Browsers fail the connection when a requested subprotocol is not echoed back.
  const protocol = req.headers['sec-websocket-protocol']?.split(',')[0]?.trim();
  socket.write(
    [
      'HTTP/1.1 101 Switching Protocols',
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Accept: ${acceptKey(key)}`,
      ...(protocol ? [`Sec-WebSocket-Protocol: ${protocol}`] : []),
      '',
      '',
    ].join('\r\n'),
  );
  if ('setNoDelay' in socket && typeof socket.setNoDelay === 'function') socket.setNoDelay(true);
  return new WebSocketPeer(socket, false, head);
}

/** Opens a client WebSocket to a ws:// URL (tests and scripted peers). */
export function connectWebSocket(url: string): Promise<WebSocketPeer> {
  const target = new URL(url);
  if (target.protocol !== 'ws:') throw new Error(`Only ws:// URLs are supported: ${url}`);
  const key = randomBytes(16).toString('base64');
  return new Promise((resolve, reject) => {
    const req = request({
      host: target.hostname,
      port: target.port || 80,
      path: `${target.pathname}${target.search}`,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Key': key,
        'Sec-WebSocket-Version': '13',
      },
    });
    req.on('upgrade', (res, socket, head) => {
      if (res.headers['sec-websocket-accept'] !== acceptKey(key)) {
        socket.destroy();
        reject(new Error('WebSocket handshake failed: wrong Sec-WebSocket-Accept'));
        return;
      }
      resolve(new WebSocketPeer(socket, true, head));
    });
    req.on('response', (res) => {
      res.resume();
      reject(new Error(`WebSocket handshake failed: HTTP ${res.statusCode}`));
    });
    req.on('error', reject);
    req.end();
  });
}

export interface WebSocketServerOptions {
  port?: number;
  host?: string;
  /** Ping period; keeps Node clients (which drop a silent connection) and proxies happy. */
  pingIntervalMs: number;
  /** Plain HTTP requests (everything that is not an upgrade). */
  onHttp: RequestListener;
  onPeer: (peer: WebSocketPeer, req: IncomingMessage) => void;
}

export interface WebSocketServer {
  port: number;
  /** Number of open WebSockets. */
  connections(): number;
  /** Cuts every WebSocket without a closing handshake (a network failure). */
  dropConnections(): void;
  stop(): Promise<void>;
}

/** An http server that upgrades to WebSockets, pings its peers and stops cleanly. */
export async function serveWebSockets(options: WebSocketServerOptions): Promise<WebSocketServer> {
  const peers = new Set<WebSocketPeer>();
  const server = createServer(options.onHttp);
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const peer = acceptWebSocket(req, socket, head);
    if (!peer) return;
    peers.add(peer);
    peer.onClose(() => peers.delete(peer));
    options.onPeer(peer, req);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const pinger = setInterval(() => {
    for (const peer of peers) peer.ping();
  }, options.pingIntervalMs);
  pinger.unref();
  const dropConnections = () => {
    for (const peer of [...peers]) peer.terminate();
  };
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => peers.size,
    dropConnections,
    stop: async () => {
      clearInterval(pinger);
      dropConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
