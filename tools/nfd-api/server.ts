import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidAddress } from 'algosdk';

// A loopback stand-in for the NFDomains API (issue 26), speaking the two calls the wallet makes
// with the shapes api.nf.domains answers:
//   GET /nfd/{name}?view=brief                 -> the NFD record; 404 with NFD's error body
//   GET /nfd/lookup?address=A&address=B&view=thumbnail&allowUnverified=false
//                                              -> {"A": record, ...} for addresses listed in a
//                                                 record's verified caAlgo; 404 when none has one
// over names a test adds, and the loopback test knobs:
//   POST /__test/add   {"name", "depositAccount"?, "owner"?, "caAlgo"?} (or an array of them):
//                      stored as given, so a test can also plant a hostile record
//   POST /__test/mode  {"mode": "ok" | "500" | "timeout" | "html"}  -> {"mode"}
//   POST /__test/reset                                               forgets names and counts
//   GET  /__test/requests -> {"resolve": n, "lookup": n, "lookupAddresses": [...]}
// "timeout" holds requests unanswered (until the stand-in stops), "html" answers a 200 HTML page.

export const NFD_MODES = ['ok', '500', 'timeout', 'html'] as const;
export type NfdMode = (typeof NFD_MODES)[number];

export interface NfdRecordInput {
  name: string;
  depositAccount?: string;
  owner?: string;
  caAlgo?: string[];
  [field: string]: unknown;
}

export interface NfdApiStandIn {
  url: string;
  add(record: NfdRecordInput): void;
  setMode(mode: NfdMode): void;
  requests(): { resolve: number; lookup: number; lookupAddresses: string[] };
  reset(): void;
  stop(): Promise<void>;
}

const MAX_BODY_BYTES = 256 * 1024;

/** The record as the brief (and thumbnail) views show it: the stored fields over NFD's usual ones. */
function briefView(record: NfdRecordInput, appID: number): Record<string, unknown> {
  return {
    appID,
    asaID: appID + 1,
    category: 'common',
    currentAsOfBlock: 1,
    nfdAccount: record.owner ?? record.depositAccount,
    properties: { verified: {}, userDefined: {} },
    saleType: '',
    state: 'owned',
    tags: [],
    timeChanged: '2026-01-01T00:00:00Z',
    ...record,
  };
}

/** NFD's error body (the API's Goa error shape). */
function errorBody(name: string, message: string, fault = false) {
  return {
    name,
    id: randomBytes(4).toString('hex'),
    message,
    temporary: false,
    timeout: false,
    fault,
  };
}

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

function isRecordInput(value: unknown): value is NfdRecordInput {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

export async function startNfdApi(
  options: { port?: number; host?: string } = {},
): Promise<NfdApiStandIn> {
  const records = new Map<string, { record: NfdRecordInput; appID: number }>();
  let nextAppId = 1_000;
  let mode: NfdMode = 'ok';
  const counts = { resolve: 0, lookup: 0, lookupAddresses: [] as string[] };

  function add(record: NfdRecordInput): void {
    records.set(record.name, { record: { ...record }, appID: (nextAppId += 2) });
  }

  function reset(): void {
    records.clear();
    mode = 'ok';
    counts.resolve = 0;
    counts.lookup = 0;
    counts.lookupAddresses = [];
  }

  function lookup(url: URL, res: ServerResponse): void {
    const addresses = url.searchParams.getAll('address');
    counts.lookup += 1;
    counts.lookupAddresses.push(...addresses);
    if (addresses.length === 0 || addresses.some((a) => !isValidAddress(a))) {
      send(res, 400, errorBody('bad_request', 'invalid address parameter'));
      return;
    }
    const allowUnverified = url.searchParams.get('allowUnverified') === 'true';
    const found: Record<string, unknown> = {};
    for (const address of addresses) {
      for (const { record, appID } of records.values()) {
        const verified = Array.isArray(record.caAlgo) && record.caAlgo.includes(address);
        if (verified || (allowUnverified && record.depositAccount === address)) {
          found[address] = briefView(record, appID);
          break;
        }
      }
    }
    if (Object.keys(found).length === 0)
      send(res, 404, errorBody('not_found', 'no NFD found for the given addresses'));
    else send(res, 200, found);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'OPTIONS') {
      send(res, 204, '');
      return;
    }
    if (url.pathname.startsWith('/__test/')) {
      void handleTest(req, res, url.pathname);
      return;
    }
    if (req.method !== 'GET') {
      send(res, 405, errorBody('method_not_allowed', 'method not allowed'));
      return;
    }
    const isLookup = url.pathname === '/nfd/lookup';
    const nameMatch = /^\/nfd\/([^/]+)$/.exec(url.pathname);
    if (!isLookup && !nameMatch) {
      send(res, 404, errorBody('not_found', 'no such endpoint'));
      return;
    }
    if (mode === 'timeout') {
      if (isLookup) counts.lookup += 1;
      else counts.resolve += 1;
      return;
    }
    if (mode === '500' || mode === 'html') {
      if (isLookup) counts.lookup += 1;
      else counts.resolve += 1;
      if (mode === '500') send(res, 500, errorBody('fault', 'internal error', true));
      else send(res, 200, '<!doctype html><title>Maintenance</title>', 'text/html');
      return;
    }
    if (isLookup) {
      lookup(url, res);
      return;
    }
    counts.resolve += 1;
    let name = '';
    try {
      name = decodeURIComponent(nameMatch?.[1] ?? '');
    } catch {
      // A malformed escape names nothing.
    }
    const entry = records.get(name);
    if (!entry) send(res, 404, errorBody('not_found', `NFD ${name} not found`));
    else send(res, 200, briefView(entry.record, entry.appID));
  });

  async function handleTest(req: IncomingMessage, res: ServerResponse, path: string) {
    try {
      if (req.method === 'GET' && path === '/__test/requests') {
        send(res, 200, counts);
      } else if (req.method === 'POST' && path === '/__test/add') {
        const body = await readJson(req);
        const list = Array.isArray(body) ? body : [body];
        if (!list.every(isRecordInput)) throw new Error('Each record needs a string name');
        list.forEach(add);
        send(res, 200, { added: list.map((r) => r.name) });
      } else if (req.method === 'POST' && path === '/__test/mode') {
        const body = (await readJson(req)) as { mode?: unknown };
        const next = NFD_MODES.find((m) => m === body.mode);
        if (!next) throw new Error(`mode must be one of ${NFD_MODES.join(', ')}`);
        mode = next;
        send(res, 200, { mode });
      } else if (req.method === 'POST' && path === '/__test/reset') {
        reset();
        send(res, 200, { reset: true });
      } else {
        send(res, 404, errorBody('not_found', 'no such test endpoint'));
      }
    } catch (error) {
      send(res, 400, errorBody('bad_request', error instanceof Error ? error.message : 'bad'));
    }
  }

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    add,
    setMode: (next) => {
      mode = next;
    },
    requests: () => ({ ...counts, lookupAddresses: [...counts.lookupAddresses] }),
    reset,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
