import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';

// A stand-in for the WalletConnect Verify service (verify.walletconnect.org), served over HTTP
// on the relay stand-in's host and port. The wallet's SDK asks it where a proposal or request
// came from:
//   GET /attestation/<hash>?v2Supported=true -> {origin, isScam} or 404 (the SDK then reports
//     UNKNOWN). The answer is the one set for that hash, else the one set for '*'.
//   GET /v3/public-key -> 404 (only signed attestations need it; scripted dapps never send one)
// and tests set the answers (a page has no say: the admin route is for the test process):
//   POST /__test/attestation {hash: '<hash>' | '*', attestation: {origin, isScam} | null} -> 204
//   GET /__test/attestation -> {asked: [hashes asked so far, oldest first]}

export interface Attestation {
  origin: string;
  isScam: boolean;
}

/** The answer for every hash without one of its own. */
export const ANY_HASH = '*';

export interface VerifyStandIn {
  /** Answers a Verify or admin request; false when the path is not one of them. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Sets (or with null, removes) the answer for a hash or for '*'. */
  setAttestation(hash: string, attestation: Attestation | null): void;
  /** Hashes the service was asked about, oldest first. */
  asked(): string[];
}

const attestationSchema = z.object({ origin: z.string().max(2048), isScam: z.boolean() });
const adminSchema = z.object({
  hash: z.string().min(1).max(256),
  attestation: attestationSchema.nullable(),
});
const MAX_BODY_BYTES = 16 * 1024;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

function send(res: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status, CORS);
    res.end();
    return;
  }
  const json = typeof body !== 'string';
  res.writeHead(status, {
    ...CORS,
    'Content-Type': json ? 'application/json' : 'text/plain',
  });
  res.end(json ? JSON.stringify(body) : body);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function createVerifyStandIn(): VerifyStandIn {
  const answers = new Map<string, Attestation>();
  const asked: string[] = [];

  function setAttestation(hash: string, attestation: Attestation | null): void {
    if (attestation) answers.set(hash, { ...attestation });
    else answers.delete(hash);
  }

  async function admin(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      send(res, 400, 'expected a JSON body');
      return;
    }
    const parsed = adminSchema.safeParse(body);
    if (!parsed.success) {
      send(res, 400, 'expected {hash, attestation: {origin, isScam} | null}');
      return;
    }
    setAttestation(parsed.data.hash, parsed.data.attestation);
    send(res, 204);
  }

  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const { pathname } = new URL(req.url ?? '/', 'http://verify');
    const attestation = /^\/attestation\/([^/]{1,256})$/.exec(pathname);
    const known =
      attestation !== null || pathname.startsWith('/v3/') || pathname === '/__test/attestation';
    if (!known) return false;
    if (req.method === 'OPTIONS') {
      send(res, 204);
    } else if (attestation && req.method === 'GET') {
      const hash = attestation[1]!;
      asked.push(hash);
      const answer = answers.get(hash) ?? answers.get(ANY_HASH);
      if (answer) send(res, 200, answer);
      else send(res, 404, 'no attestation');
    } else if (pathname === '/__test/attestation' && req.method === 'POST') {
      void admin(req, res).catch(() => send(res, 400, 'bad request'));
    } else if (pathname === '/__test/attestation' && req.method === 'GET') {
      send(res, 200, { asked });
    } else {
      send(res, 404, 'not found');
    }
    return true;
  }

  return { handle, setAttestation, asked: () => [...asked] };
}
