import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for a price API (issue 41) speaking CoinGecko's two price calls with
// their shapes (docs.coingecko.com, "Coin Price by IDs" and "Coin Price by Token Addresses"):
//   GET /simple/price?ids=algorand&vs_currencies=usd,eur&include_last_updated_at=true
//   GET /simple/token_price/{platform}?contract_addresses=31566704,…&vs_currencies=…
//     -> {"algorand": {"usd": 0.25, "eur": 0.23, "last_updated_at": 1711356300}}; ids or
//        contracts it has no price for are left out (CoinGecko answers {} for those)
// and the loopback test knobs:
//   POST /__test/prices {"<coin id or asset id>": {"usd": 1, …, "last_updated_at"?: s}} sets them
//   POST /__test/mode {"mode": "ok" | "500" | "timeout" | "html" | "absurd"} -> {"mode"}
//   POST /__test/reset        the default prices, mode ok, no requests
//   GET  /__test/requests -> [{"url", "headers"}] every price request as it arrived
// "timeout" holds requests unanswered (until the stand-in stops), "html" answers a 200 HTML
// page, "absurd" answers each price asked as negative, huge or text.

export const PRICE_MODES = ['ok', '500', 'timeout', 'html', 'absurd'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];
export type PriceEntry = Record<string, number>;

/** The network coin's price at start: what `npm start` shows. */
export const DEFAULT_PRICES: Record<string, PriceEntry> = {
  algorand: { usd: 0.25, eur: 0.23, huf: 92.5, czk: 5.75 },
};

export interface PriceRequest {
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface PriceApiStandIn {
  url: string;
  setPrices(prices: Record<string, PriceEntry>): void;
  setMode(mode: PriceMode): void;
  requests(): PriceRequest[];
  reset(): void;
  stop(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Content-Type, Accept',
    'Content-Type': type,
    'Cache-Control': 'no-store',
  });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new Error('Body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new Error('Body is not JSON'));
      }
    });
  });
}

function isPriceMap(value: unknown): value is Record<string, PriceEntry> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      Object.values(entry as object).every((v) => typeof v === 'number'),
  );
}

export async function startPriceApi(
  options: { port?: number; host?: string } = {},
): Promise<PriceApiStandIn> {
  let prices: Record<string, PriceEntry> = structuredClone(DEFAULT_PRICES);
  let mode: PriceMode = 'ok';
  let seen: PriceRequest[] = [];
  const held = new Set<ServerResponse>();

  function answer(keys: string[], currencies: string[], withTime: boolean) {
    const body: Record<string, Record<string, unknown>> = {};
    for (const key of keys) {
      const entry = prices[key];
      if (!entry) continue;
      const out: Record<string, unknown> = {};
      for (const currency of currencies) {
        if (entry[currency] !== undefined) out[currency] = entry[currency];
      }
      // Negative, beyond any price, text and null: each must be refused, never shown.
      if (mode === 'absurd') Object.assign(out, { usd: -1, eur: 1e300, huf: '92.5', czk: null });
      if (withTime) out.last_updated_at = entry.last_updated_at ?? Math.floor(Date.now() / 1000);
      body[key] = out;
    }
    return body;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'OPTIONS') return send(res, 204, '');
    if (url.pathname.startsWith('/__test/')) {
      if (req.method === 'GET' && url.pathname === '/__test/requests') return send(res, 200, seen);
      if (req.method !== 'POST') return send(res, 405, { error: 'POST only' });
      const body = url.pathname === '/__test/reset' ? {} : await readJson(req);
      if (url.pathname === '/__test/reset') {
        reset();
        return send(res, 200, {});
      }
      if (url.pathname === '/__test/mode') {
        const next = (body as { mode?: unknown }).mode;
        if (!PRICE_MODES.includes(next as PriceMode)) return send(res, 400, { error: 'mode' });
        mode = next as PriceMode;
        return send(res, 200, { mode });
      }
      if (url.pathname === '/__test/prices') {
        if (!isPriceMap(body)) return send(res, 400, { error: 'prices' });
        Object.assign(prices, body);
        return send(res, 200, {});
      }
      return send(res, 404, { error: 'Not found' });
    }
    seen.push({ url: req.url ?? '', headers: { ...req.headers } });
    const list = (name: string) =>
      (url.searchParams.get(name) ?? '').split(',').filter((part) => part !== '');
    const currencies = list('vs_currencies').map((c) => c.toLowerCase());
    const withTime = url.searchParams.get('include_last_updated_at') === 'true';
    let keys: string[];
    if (req.method === 'GET' && url.pathname === '/simple/price') keys = list('ids');
    else if (req.method === 'GET' && /^\/simple\/token_price\/[a-z0-9-]+$/.test(url.pathname))
      keys = list('contract_addresses').map((k) => k.toLowerCase());
    else return send(res, 404, { error: 'Not found' });
    if (currencies.length === 0) return send(res, 400, { error: 'Missing vs_currencies' });
    if (mode === 'timeout') {
      held.add(res);
      return;
    }
    if (mode === '500') return send(res, 500, { error: 'Internal server error' });
    if (mode === 'html')
      return send(res, 200, '<html><body>Maintenance</body></html>', 'text/html');
    return send(res, 200, answer(keys, currencies, withTime));
  }

  function reset(): void {
    prices = structuredClone(DEFAULT_PRICES);
    mode = 'ok';
    seen = [];
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, 400, { error: error instanceof Error ? error.message : 'Bad request' }),
    );
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setPrices: (next) => Object.assign(prices, next),
    setMode: (next) => {
      mode = next;
    },
    requests: () => seen,
    reset,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
