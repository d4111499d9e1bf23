import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectWebSocket, serveWebSockets, type WebSocketServer } from './websocket';

// Framing details the SDK traffic does not reach: fragments, control frames, limits.

let server: WebSocketServer;
const received: string[] = [];

beforeAll(async () => {
  server = await serveWebSockets({
    port: 19042,
    pingIntervalMs: 60_000,
    onHttp: (_req, res) => res.end('plain'),
    onPeer: (peer) =>
      peer.onMessage((text) => {
        received.push(text);
        peer.send(`echo:${text}`);
      }),
  });
});

afterAll(async () => {
  await server.stop();
});

interface Frame {
  first: number;
  payload: Buffer;
}

/** A raw socket after the opening handshake, to write frames by hand and read short ones. */
async function rawSocket(): Promise<{
  socket: Socket;
  frames: (count: number) => Promise<Frame[]>;
}> {
  const socket = connect(19042, '127.0.0.1');
  let buffer = Buffer.alloc(0);
  let wake: (() => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    wake?.();
  });
  const more = () => new Promise<void>((resolve) => (wake = resolve));
  socket.write(
    'GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
  );
  while (!buffer.includes('\r\n\r\n')) await more();
  const end = buffer.indexOf('\r\n\r\n') + 4;
  // RFC 6455's own example key and accept value.
  expect(buffer.subarray(0, end).toString()).toContain(
    'Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=',
  );
  buffer = buffer.subarray(end);
  const frames = async (count: number) => {
    const found: Frame[] = [];
    while (found.length < count) {
      const length = buffer[1];
      if (length === undefined || buffer.length < 2 + length) {
        await more();
        continue;
      }
      found.push({ first: buffer[0]!, payload: buffer.subarray(2, 2 + length) });
      buffer = buffer.subarray(2 + length);
    }
    return found;
  };
  return { socket, frames };
}

function maskedFrame(first: number, payload: Buffer): Buffer {
  const mask = Buffer.from([1, 2, 3, 4]);
  const body = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!));
  return Buffer.concat([Buffer.from([first, 0x80 | payload.length]), mask, body]);
}

describe('WebSocket endpoint', () => {
  it('joins fragmented text frames and answers a ping with a pong', async () => {
    const { socket, frames } = await rawSocket();
    socket.write(maskedFrame(0x01, Buffer.from('hel')));
    socket.write(maskedFrame(0x89, Buffer.from('p')));
    socket.write(maskedFrame(0x80, Buffer.from('lo')));
    const [pong, echo] = await frames(2);
    expect(pong).toEqual({ first: 0x8a, payload: Buffer.from('p') });
    expect(echo).toEqual({ first: 0x81, payload: Buffer.from('echo:hello') });
    expect(received).toContain('hello');
    socket.destroy();
  });

  it('closes with 1002 when a client sends an unmasked frame', async () => {
    const { socket, frames } = await rawSocket();
    socket.write(Buffer.concat([Buffer.from([0x81, 2]), Buffer.from('hi')]));
    const [close] = await frames(1);
    expect(close?.first).toBe(0x88);
    expect(close?.payload.readUInt16BE(0)).toBe(1002);
    socket.destroy();
  });

  it('carries long messages both ways (16- and 64-bit lengths)', async () => {
    const client = await connectWebSocket(`ws://127.0.0.1:${server.port}`);
    const answers: string[] = [];
    client.onMessage((text) => answers.push(text));
    const medium = 'm'.repeat(300);
    const large = 'l'.repeat(70_000);
    client.send(medium);
    client.send(large);
    await expect.poll(() => answers.length).toBe(2);
    expect(answers).toEqual([`echo:${medium}`, `echo:${large}`]);
    client.close();
  });

  it('answers plain HTTP and counts open connections', async () => {
    expect(await (await fetch(`http://127.0.0.1:${server.port}/`)).text()).toBe('plain');
    const client = await connectWebSocket(`ws://127.0.0.1:${server.port}`);
    await expect.poll(() => server.connections()).toBeGreaterThan(0);
    server.dropConnections();
    await expect.poll(() => client.open).toBe(false);
  });
});
