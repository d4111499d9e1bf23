import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidAddress } from 'algosdk';
import { authenticatedKmdAccount, AuthError, type AuthAddressLookup } from './auth';

// A loopback stand-in for the participation host (A-Wallet's KMD service), speaking the shape
// of spec 000 section 7:
//   GET /v1/KMD/addpartkey?roundFirstValid=&roundLastValid=&address=
//       Authorization: SigTx <base64 of a signed zero-fee self-payment with note "KMD">
//       -> { selectionKey, stateProofKey, voteKey, voteKeyDilution }
// The auth transaction must be signed for `address` (valid ed25519 signature over "TX" +
// msgpack, by its key or, given `authAddressOf`, its rekey target). The keys are random bytes of the real lengths: the
// devnet takes an account online with them; nothing ever votes with them.

/** algod refuses longer key validity (256 * 2^16 - 1 rounds). */
const MAX_KEY_VALIDITY = 16_777_215n;

export interface IssuedKey {
  address: string;
  roundFirstValid: bigint;
  roundLastValid: bigint;
  selectionKey: string;
  voteKey: string;
  stateProofKey: string;
  voteKeyDilution: number;
}

export interface ParticipationHostOptions {
  port?: number;
  host?: string;
  /** Looks up auth addresses on chain, so rekeyed accounts can authenticate. */
  authAddressOf?: AuthAddressLookup;
}

export interface ParticipationHost {
  url: string;
  /** Keys handed out so far, oldest first (tests compare them with the chain). */
  issued(): IssuedKey[];
  /** Requests refused, by HTTP status. */
  refusals(): Record<number, number>;
  stop(): Promise<void>;
}

class Refusal extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    message: string,
  ) {
    super(message);
  }
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Accept, Accept-Language, X-KMD-API-Token',
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  });
  res.end(status === 204 ? undefined : JSON.stringify(body));
}

function round(query: URLSearchParams, name: string): bigint {
  const text = query.get(name) ?? '';
  if (!/^\d{1,15}$/.test(text)) throw new Refusal(400, `'${name}' must be a round number.`);
  return BigInt(text);
}

/** algod's default: one more than the square root of the key's validity. */
export const keyDilution = (first: bigint, last: bigint): number =>
  1 + Math.floor(Math.sqrt(Number(last - first)));

export async function startParticipationHost(
  options: ParticipationHostOptions = {},
): Promise<ParticipationHost> {
  const issued: IssuedKey[] = [];
  const refused: Record<number, number> = {};

  async function addPartKey(url: URL, authorization: string | undefined): Promise<IssuedKey> {
    const query = url.searchParams;
    const address = query.get('address') ?? '';
    if (!isValidAddress(address)) throw new Refusal(400, "'address' must be an address.");
    const roundFirstValid = round(query, 'roundFirstValid');
    const roundLastValid = round(query, 'roundLastValid');
    if (roundLastValid < roundFirstValid || roundLastValid - roundFirstValid > MAX_KEY_VALIDITY) {
      throw new Refusal(400, 'Invalid round range.');
    }
    let signer: string;
    try {
      signer = await authenticatedKmdAccount(authorization, options.authAddressOf);
    } catch (error) {
      if (error instanceof AuthError) throw new Refusal(401, error.message);
      throw error;
    }
    if (signer !== address) throw new Refusal(401, 'The token was signed for another address.');
    const key: IssuedKey = {
      address,
      roundFirstValid,
      roundLastValid,
      selectionKey: randomBytes(32).toString('base64'),
      voteKey: randomBytes(32).toString('base64'),
      stateProofKey: randomBytes(64).toString('base64'),
      voteKeyDilution: keyDilution(roundFirstValid, roundLastValid),
    };
    issued.push(key);
    return key;
  }

  async function answer(method: string | undefined, url: URL, authorization?: string) {
    if (method !== 'GET' || url.pathname !== '/v1/KMD/addpartkey') {
      throw new Refusal(404, 'Not found');
    }
    const { selectionKey, stateProofKey, voteKey, voteKeyDilution } = await addPartKey(
      url,
      authorization,
    );
    return { selectionKey, stateProofKey, voteKey, voteKeyDilution };
  }

  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return reply(res, 204, null);
    const url = new URL(req.url ?? '/', 'http://x');
    answer(req.method, url, req.headers.authorization).then(
      (body) => reply(res, 200, body),
      (error: unknown) => {
        const status = error instanceof Refusal ? error.status : 500;
        refused[status] = (refused[status] ?? 0) + 1;
        const detail = error instanceof Refusal ? error.message : 'Internal error';
        // ASP.NET ProblemDetails, which the wallet's HTTP helper reads `detail` from.
        reply(res, status, { title: 'Error', status, detail });
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
    issued: () => issued.map((key) => ({ ...key })),
    refusals: () => ({ ...refused }),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
