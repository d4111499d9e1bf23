/**
 * A small HTTP layer shared by the algod and indexer servers: routing with strict query
 * parameters, token auth, CORS (with preflight and Private Network Access), capped bodies, fault
 * injection, and the rule that no request can take the process down: every handler runs inside
 * a try/catch and answers `{"message": ...}`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { stringifyJSON } from 'algosdk';
import { MAX_BODY_BYTES } from './constants';
import { ApiError, badRequest } from './errors';
import type { DevnetFaults } from './node';

export interface RequestContext {
  readonly method: string;
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
  /** The request body (empty for GET). */
  readonly body: Uint8Array;
  /** Aborted when the client disconnects, so long polls can stop waiting. */
  readonly signal: AbortSignal;
}

export type Reply =
  | { readonly status: number; readonly json: unknown }
  | { readonly status: number; readonly msgpack: Uint8Array }
  /** Plain text unless `contentType` says otherwise. */
  | { readonly status: number; readonly text: string; readonly contentType?: string }
  /** Fault injection: `reset` drops the connection, `hang` keeps it open without answering. */
  | { readonly noAnswer: 'reset' | 'hang' };

export interface Route {
  readonly method: 'GET' | 'POST';
  /** Path with `{name}` segments, e.g. `/v2/accounts/{address}`. */
  readonly path: string;
  /** Query parameters this route accepts (from the OpenAPI spec); any other is a 400. */
  readonly query?: readonly string[];
  /** Requires the API token (default true). */
  readonly auth?: boolean;
  /** Devnet control endpoint: loopback clients only, never subject to fault injection. */
  readonly admin?: boolean;
  readonly handler: (ctx: RequestContext) => Reply | Promise<Reply>;
}

export interface ApiServerConfig {
  readonly name: string;
  readonly routes: readonly Route[];
  /** The accepted token; an empty string disables auth. */
  readonly token: string;
  readonly faults: () => DevnetFaults;
}

export const json = (json: unknown, status = 200): Reply => ({ status, json });

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const TOKEN_HEADERS = ['x-algo-api-token', 'x-indexer-api-token'] as const;
const DEFAULT_ALLOWED_HEADERS =
  'Content-Type, X-Algo-API-Token, X-Indexer-API-Token, X-API-Key, Authorization';

interface CompiledRoute {
  route: Route;
  segments: string[];
}

export function createApiServer(config: ApiServerConfig): Server {
  const compiled: CompiledRoute[] = config.routes.map((route) => ({
    route,
    segments: route.path.split('/').slice(1),
  }));
  const server = createServer((req, res) => {
    handle(config, compiled, req, res).catch((err: unknown) => {
      // handle() answers every error itself; reaching this means writing the answer failed.
      console.error(`[devnet ${config.name}] failed to answer a request:`, err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  // Malformed HTTP (bad request line, oversized headers) never reaches the handler.
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return server;
}

async function handle(
  config: ApiServerConfig,
  routes: readonly CompiledRoute[],
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  setCorsHeaders(req, res);
  if (req.method === 'OPTIONS') {
    // CORS preflight: no token (browsers never send one here) and no faults.
    res.writeHead(204).end();
    req.resume();
    return;
  }

  let reply: Reply;
  try {
    const url = parseUrl(req.url);
    const match = matchRoute(routes, req.method ?? 'GET', url.pathname);
    if (typeof match === 'object' && match.route.admin) {
      reply = await serve(config, req, res, url, match);
    } else {
      reply = await withFaults(config, req, () => serve(config, req, res, url, match));
    }
  } catch (err) {
    reply = errorReply(config.name, err);
  }
  if (res.destroyed || res.writableEnded) return;
  if ('noAnswer' in reply) {
    // A hung request holds only its socket: it ends when the client gives up, or when stop()
    // closes every connection. No timer is involved.
    if (reply.noAnswer === 'reset') req.socket.resetAndDestroy();
    return;
  }
  send(res, reply);
}

async function withFaults(
  config: ApiServerConfig,
  req: IncomingMessage,
  next: () => Promise<Reply>,
): Promise<Reply> {
  const faults = config.faults();
  if (faults.latencyMs > 0) await new Promise((r) => setTimeout(r, faults.latencyMs));
  if (faults.unauthorized) {
    drain(req);
    return json({ message: 'Invalid API Token' }, 401);
  }
  if (faults.errorRate > 0 && Math.random() < faults.errorRate) {
    drain(req);
    return json({ message: 'devnet fault injection: internal server error' }, 500);
  }
  return next();
}

async function serve(
  config: ApiServerConfig,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  match: { route: Route; params: Record<string, string> } | 'method' | undefined,
): Promise<Reply> {
  if (match === undefined) {
    drain(req);
    return json({ message: 'Not Found' }, 404);
  }
  if (match === 'method') {
    drain(req);
    return json({ message: 'Method Not Allowed' }, 405);
  }
  const { route, params } = match;
  if (route.admin && !LOOPBACK.has(req.socket.remoteAddress ?? '')) {
    drain(req);
    return json({ message: 'devnet admin endpoints are only served to loopback clients' }, 403);
  }
  if ((route.auth ?? true) && config.token !== '' && !hasToken(req, config.token)) {
    drain(req);
    return json({ message: 'Invalid API Token' }, 401);
  }
  const allowed = new Set(route.query ?? []);
  for (const key of url.searchParams.keys()) {
    if (!allowed.has(key)) {
      drain(req);
      throw badRequest(`Unknown parameter detected: ${key}`);
    }
  }
  const body = route.method === 'POST' ? await readBody(req) : (drain(req), new Uint8Array());
  // Only long polls look at the signal; most requests never pay for an AbortController.
  let controller: AbortController | undefined;
  const signal = (): AbortSignal => {
    if (!controller) {
      const c = new AbortController();
      controller = c;
      if (res.destroyed || res.writableEnded) c.abort();
      else res.on('close', () => c.abort());
    }
    return controller.signal;
  };
  return route.handler({
    method: route.method,
    path: url.pathname,
    params,
    query: url.searchParams,
    headers: req.headers,
    body,
    get signal() {
      return signal();
    },
  });
}

function parseUrl(raw: string | undefined): URL {
  try {
    return new URL(raw ?? '/', 'http://devnet.invalid');
  } catch {
    throw badRequest('malformed request URL');
  }
}

function matchRoute(
  routes: readonly CompiledRoute[],
  method: string,
  pathname: string,
): { route: Route; params: Record<string, string> } | 'method' | undefined {
  const segments = pathname.split('/').slice(1);
  let pathMatched = false;
  for (const { route, segments: pattern } of routes) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < pattern.length && ok; i++) {
      const p = pattern[i] ?? '';
      const s = segments[i] ?? '';
      if (p.startsWith('{') && p.endsWith('}')) {
        if (s === '') ok = false;
        else params[p.slice(1, -1)] = decodeSegment(s);
      } else if (p !== s) {
        ok = false;
      }
    }
    if (!ok) continue;
    pathMatched = true;
    if (route.method === method) return { route, params };
  }
  return pathMatched ? 'method' : undefined;
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw badRequest('malformed path parameter');
  }
}

function hasToken(req: IncomingMessage, token: string): boolean {
  for (const name of TOKEN_HEADERS) {
    if (req.headers[name] === token) return true;
  }
  const auth = req.headers.authorization;
  return auth !== undefined && auth === `Bearer ${token}`;
}

/** Buffers a body up to MAX_BODY_BYTES; a larger one is refused without being kept in memory. */
function readBody(req: IncomingMessage): Promise<Uint8Array> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    drain(req);
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) overflow = true;
      else chunks.push(chunk);
      // Someone streaming without end: stop listening altogether.
      if (size > 64 * MAX_BODY_BYTES) req.destroy();
    });
    req.on('end', () =>
      overflow ? reject(tooLarge()) : resolve(new Uint8Array(Buffer.concat(chunks))),
    );
    req.on('error', () => reject(badRequest('request body could not be read')));
    req.on('close', () => {
      if (!req.complete) reject(badRequest('request body was cut short'));
    });
  });
}

const tooLarge = (): ApiError =>
  badRequest(`request body too large (the limit is ${MAX_BODY_BYTES} bytes)`);

/** Discards an unread body so that the connection can be reused. */
function drain(req: IncomingMessage): void {
  if (!req.readableEnded) req.resume();
}

function setCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Headers', requested ?? DEFAULT_ALLOWED_HEADERS);
  res.setHeader('Access-Control-Max-Age', '600');
  // Private Network Access: a page on a public origin may call this loopback server.
  if (req.headers['access-control-request-private-network'] === 'true') {
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
}

function errorReply(server: string, err: unknown): Reply {
  if (err instanceof ApiError) return json({ message: err.message }, err.status);
  console.error(`[devnet ${server}] internal error:`, err);
  const message = err instanceof Error ? err.message : String(err);
  return json({ message: `devnet internal error: ${message}` }, 500);
}

function send(res: ServerResponse, reply: Exclude<Reply, { noAnswer: unknown }>): void {
  if ('msgpack' in reply) {
    res.writeHead(reply.status, { 'Content-Type': 'application/msgpack' }).end(reply.msgpack);
  } else if ('text' in reply) {
    const type = reply.contentType ?? 'text/plain; charset=UTF-8';
    res.writeHead(reply.status, { 'Content-Type': type }).end(reply.text);
  } else {
    // stringifyJSON writes bigints as plain JSON numbers (amounts are uint64 on chain).
    res
      .writeHead(reply.status, { 'Content-Type': 'application/json; charset=UTF-8' })
      .end(stringifyJSON(reply.json));
  }
}
