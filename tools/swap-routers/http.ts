import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidAddress } from 'algosdk';
import { z } from 'zod';
import { STAND_IN_MODES, type StandInMode } from './swap-group';

// The HTTP side both router stand-ins share: CORS (the wallet calls from a browser, and a JSON
// POST is preflighted), zod-checked parameters answered with 400 and a JSON message, sealed
// quote payloads, and the loopback test knobs:
//   POST /__test/mode {"mode": "honest" | "close-to" | ...}  -> {"mode"}
//   GET  /__test/requests                                     -> {"<endpoint>": count, ...}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Parses `value` or throws a 400 naming each bad field. */
export function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`,
  );
  throw new HttpError(400, `Invalid parameters: ${problems.join('; ')}`);
}

const MAX_UINT64 = 2n ** 64n - 1n;
/** A uint64 sent as decimal digits (query strings and ids). */
export const uint64Param = z
  .string()
  .regex(/^\d{1,20}$/, 'expected a whole number')
  .transform(BigInt)
  .refine((value) => value <= MAX_UINT64, 'larger than uint64');
export const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));
export const addressParam = z.string().refine(isValidAddress, 'expected an Algorand address');

/**
 * Quote payloads are AES-256-GCM sealed under a key made at start: the wallet carries them
 * back as opaque blobs (as with the real routers), and a tampered or foreign one is a 400.
 */
export function createSealer() {
  const key = randomBytes(32);
  return {
    seal(content: unknown): { iv: string; data: string } {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([
        cipher.update(JSON.stringify(content), 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return { iv: iv.toString('base64'), data: sealed.toString('base64') };
    },
    open(iv: string, data: string): unknown {
      try {
        const sealed = Buffer.from(data, 'base64');
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        decipher.setAuthTag(sealed.subarray(sealed.length - 16));
        const text = Buffer.concat([
          decipher.update(sealed.subarray(0, sealed.length - 16)),
          decipher.final(),
        ]).toString('utf8');
        return JSON.parse(text) as unknown;
      } catch {
        throw new HttpError(400, 'Invalid txnPayload: not issued by this router');
      }
    },
  };
}

const MAX_BODY_BYTES = 64 * 1024;

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'The body is not JSON');
  }
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Accept, x-api-key',
    'Access-Control-Allow-Private-Network': 'true',
    'Access-Control-Max-Age': '600',
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  });
  res.end(status === 204 ? undefined : JSON.stringify(body));
}

export interface RouterRoute {
  method: 'GET' | 'POST';
  /** The call that hands out the group: mode `execute-fails` answers it with a 500. */
  execute?: boolean;
  handle(url: URL, req: IncomingMessage, mode: StandInMode): Promise<unknown>;
}

export interface RouterServerOptions {
  port?: number;
  host?: string;
  /** Endpoints by path; their names are the keys of `requests()`. */
  routes: Record<string, RouterRoute>;
  /** The router's error body for a status and message. */
  errorBody(status: number, message: string): unknown;
}

export interface SwapRouterStandIn {
  url: string;
  mode(): StandInMode;
  setMode(mode: StandInMode): void;
  /** Requests to each endpoint (whatever their outcome), by path without the leading slash. */
  requests(): Record<string, number>;
  stop(): Promise<void>;
}

const modeBody = z.object({ mode: z.enum(STAND_IN_MODES) });

export async function startRouterServer(options: RouterServerOptions): Promise<SwapRouterStandIn> {
  let mode: StandInMode = 'honest';
  const counts: Record<string, number> = {};

  async function answer(req: IncomingMessage, url: URL): Promise<unknown> {
    if (url.pathname === '/__test/mode' && req.method === 'POST') {
      mode = parse(modeBody, await readJson(req)).mode;
      return { mode };
    }
    if (url.pathname === '/__test/requests' && req.method === 'GET') return { ...counts };
    const route = options.routes[url.pathname];
    if (!route) throw new HttpError(404, 'Not found');
    const name = url.pathname.slice(1);
    counts[name] = (counts[name] ?? 0) + 1;
    if (req.method !== route.method) throw new HttpError(405, `Use ${route.method}`);
    if (route.execute && mode === 'execute-fails')
      throw new HttpError(500, 'The route is no longer available (stand-in execute-fails)');
    return route.handle(url, req, mode);
  }

  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return reply(res, 204, null);
    const url = new URL(req.url ?? '/', 'http://x');
    answer(req, url).then(
      (body) => reply(res, 200, body),
      (error: unknown) => {
        const status = error instanceof HttpError ? error.status : 500;
        const message = error instanceof Error ? error.message : 'Internal error';
        reply(res, status, options.errorBody(status, message));
      },
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
    mode: () => mode,
    setMode: (next) => {
      mode = next;
    },
    requests: () => ({ ...counts }),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
