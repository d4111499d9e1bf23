import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bytesToBase32Lower } from '../../src/core/encoding/multibase';

// A loopback stand-in for an IPFS path gateway (https://<gateway>/ipfs/<cid>): it serves files
// by their real content id, a CIDv1 with raw codec and sha2-256 (what `ipfs add --cid-version 1
// --raw-leaves` gives a file up to 256 KiB), so ARC-3 hashes and ARC-19 reserve addresses made
// by a test are the ones a real gateway would serve. Tests add files with
//   POST /__test/add  {"contentType": "...", "base64": "..."}  ->  {"cid": "bafkrei..."}
// and read how often each CID was fetched.

export interface IpfsGateway {
  url: string;
  /** Adds a file and returns its CID. */
  add(bytes: Uint8Array, contentType: string): string;
  /** GET requests served, by CID. */
  fetches(): Record<string, number>;
  stop(): Promise<void>;
}

/** CIDv1, raw codec, sha2-256: the id of a single-block file. */
export function rawCid(bytes: Uint8Array): string {
  const digest = createHash('sha256').update(bytes).digest();
  return `b${bytesToBase32Lower(Uint8Array.from([0x01, 0x55, 0x12, 0x20, ...digest]))}`;
}

const MAX_FILE_BYTES = 256 * 1024;

function send(res: ServerResponse, status: number, type: string, body: Uint8Array | string) {
  res.writeHead(status, {
    'Access-Control-Allow-Origin': '*',
    'Content-Type': type,
    'Cache-Control': status === 200 ? 'public, max-age=29030400, immutable' : 'no-store',
  });
  res.end(body);
}

export async function startIpfsGateway(
  options: { port?: number; host?: string } = {},
): Promise<IpfsGateway> {
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>();
  const fetched: Record<string, number> = {};

  function add(bytes: Uint8Array, contentType: string): string {
    if (bytes.length > MAX_FILE_BYTES) throw new Error('File larger than one block');
    const cid = rawCid(bytes);
    files.set(cid, { bytes, contentType });
    return cid;
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'POST' && url.pathname === '/__test/add') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            contentType?: unknown;
            base64?: unknown;
          };
          if (typeof body.base64 !== 'string' || typeof body.contentType !== 'string') {
            throw new Error('contentType and base64 are required');
          }
          const cid = add(new Uint8Array(Buffer.from(body.base64, 'base64')), body.contentType);
          send(res, 200, 'application/json', JSON.stringify({ cid }));
        } catch (error) {
          send(res, 400, 'text/plain', error instanceof Error ? error.message : 'Bad request');
        }
      });
      return;
    }
    const match = /^\/ipfs\/([a-z2-7]+)$/.exec(url.pathname);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !match) {
      send(res, 404, 'text/plain', 'Not found');
      return;
    }
    const cid = match[1] ?? '';
    const file = files.get(cid);
    if (!file) {
      send(res, 404, 'text/plain', 'ipfs resolve: no link named or content found');
      return;
    }
    fetched[cid] = (fetched[cid] ?? 0) + 1;
    send(res, 200, file.contentType, file.bytes);
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    add,
    fetches: () => ({ ...fetched }),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
