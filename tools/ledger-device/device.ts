import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AlgorandAppSimulator, DEFAULT_TEST_SEED, type LedgerDeviceMode } from './algorand-app';

// The software device behind an HTTP APDU endpoint, in the protocol of
// @ledgerhq/hw-transport-http: `GET url` must answer 200 (the transport's `check`), then every
// exchange is `POST url` with `{"apduHex": "..."}` answered by `{"data": "<response hex>"}`
// (status word included) or `{"error": "..."}`. Speculos' own REST field name `data` is
// accepted as well, so tools written for Speculos can talk to it. CORS is open because the
// wallet page runs on another loopback port.

export type { LedgerDeviceMode } from './algorand-app';

export interface LedgerDeviceOptions {
  port?: number;
  host?: string;
  seed?: string;
}

export interface LedgerDevice {
  url: string;
  setMode(mode: LedgerDeviceMode): void;
  addressOf(slot: number): string;
  publicKeyOf(slot: number): Uint8Array;
  /** Every APDU received (hex), oldest first; `clearLog` empties it. */
  apduLog(): string[];
  clearLog(): void;
  stop(): Promise<void>;
}

const MAX_BODY_BYTES = 16 * 1024;

function send(res: ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Accept',
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function apduFromBody(text: string): Uint8Array | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const record = (body ?? {}) as Record<string, unknown>;
  const hex = typeof record.apduHex === 'string' ? record.apduHex : record.data;
  if (typeof hex !== 'string' || !/^(?:[0-9a-fA-F]{2})+$/.test(hex)) return null;
  return new Uint8Array(Buffer.from(hex, 'hex'));
}

export async function startLedgerDevice(options: LedgerDeviceOptions = {}): Promise<LedgerDevice> {
  const app = new AlgorandAppSimulator(options.seed ?? DEFAULT_TEST_SEED);
  const log: string[] = [];
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return send(res, 204);
    if (req.method === 'GET') return send(res, 200, { device: 'algow-software-ledger' });
    if (req.method !== 'POST') return send(res, 405, { error: 'method not allowed' });
    readBody(req).then(
      (text) => {
        const apdu = apduFromBody(text);
        if (!apdu) return send(res, 400, { error: 'expected {"apduHex": "<hex>"}' });
        log.push(Buffer.from(apdu).toString('hex'));
        send(res, 200, { data: Buffer.from(app.handle(apdu)).toString('hex') });
      },
      () => send(res, 413, { error: 'body too large' }),
    );
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    setMode: (mode) => {
      app.mode = mode;
    },
    addressOf: (slot) => app.addressOf(slot),
    publicKeyOf: (slot) => app.publicKeyOf(slot),
    apduLog: () => [...log],
    clearLog: () => {
      log.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
