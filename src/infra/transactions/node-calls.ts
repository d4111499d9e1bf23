import { IntDecoding, parseJSON } from 'algosdk';
import { z } from 'zod';
import { concatBytes } from '../../core/encoding/bytes';
import {
  classifySubmitAnswer,
  type SubmitAnswer,
  type SubmitOutcome,
} from '../../core/transactions/submit-outcome';
import { currentChain, lookupTransaction, type ChainContext } from '../chain/indexer-client';
import { logout, sessionStore } from '../session/session';

// The node calls of the pipeline over plain fetch, so that every answer can be classified
// exactly (algosdk turns every failure into one error type). A 401 from the node ends the
// session, like every other 401 (spec section 4).

export const SUBMIT_TIMEOUT_MS = 20_000;
const LOOKUP_TIMEOUT_MS = 10_000;
/** Long enough for a block on every supported chain; algod itself gives up after about 1 min. */
const WAIT_FOR_BLOCK_TIMEOUT_MS = 30_000;

export class NodeCallError extends Error {
  constructor(
    readonly code: 'unauthorized' | 'unreachable' | 'bad-answer',
    message: string,
  ) {
    super(message);
    this.name = 'NodeCallError';
  }
}

function headers(chain: ChainContext, extra: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = { ...extra };
  if (chain.algodToken) out['X-Algo-API-Token'] = chain.algodToken;
  return out;
}

function endSessionOn401(status: number): void {
  if (status === 401 && sessionStore.getState().status === 'open') logout('unauthorized');
}

const isTimeout = (error: unknown) =>
  error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** `POST /v2/transactions` with the signed group, classified (see submit-outcome.ts). */
export async function postSignedGroup(
  signed: readonly Uint8Array[],
  chain: ChainContext = currentChain(),
  timeoutMs = SUBMIT_TIMEOUT_MS,
): Promise<SubmitOutcome> {
  let answer: SubmitAnswer;
  try {
    const response = await fetch(`${chain.algodUrl}/v2/transactions`, {
      method: 'POST',
      headers: headers(chain, { 'Content-Type': 'application/x-binary' }),
      body: concatBytes(...signed),
      signal: AbortSignal.timeout(timeoutMs),
    });
    answer = {
      kind: 'response',
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body: await response.text(),
    };
  } catch (error) {
    answer = { kind: 'no-response', reason: isTimeout(error) ? 'timeout' : 'network' };
  }
  if (answer.kind === 'response') endSessionOn401(answer.status);
  return classifySubmitAnswer(answer);
}

export async function algodGet(
  path: string,
  chain: ChainContext,
  timeoutMs = LOOKUP_TIMEOUT_MS,
  signal?: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    const timeout = AbortSignal.timeout(timeoutMs);
    response = await fetch(`${chain.algodUrl}${path}`, {
      headers: headers(chain),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    throw new NodeCallError('unreachable', 'Node is not reachable');
  }
  endSessionOn401(response.status);
  if (response.status === 401) throw new NodeCallError('unauthorized', 'Invalid API Token');
  const text = await response.text();
  try {
    return { status: response.status, body: parseJSON(text, { intDecoding: IntDecoding.BIGINT }) };
  } catch {
    throw new NodeCallError('bad-answer', `Unexpected answer from the node (${response.status})`);
  }
}

const uint = z.union([z.bigint(), z.number().int().nonnegative()]).transform((v) => BigInt(v));
const statusSchema = z.object({ 'last-round': uint });
const pendingSchema = z.object({
  'confirmed-round': uint.optional(),
  'pool-error': z.string().optional(),
});

export async function currentRound(chain: ChainContext = currentChain()): Promise<bigint> {
  const { status, body } = await algodGet('/v2/status', chain);
  const parsed = statusSchema.safeParse(body);
  if (status !== 200 || !parsed.success) {
    throw new NodeCallError('bad-answer', `Unexpected answer from the node (${status})`);
  }
  return parsed.data['last-round'];
}

/** Waits (long poll) until a round after `round` exists; returns the node's last round. */
export async function roundAfter(
  round: bigint,
  chain: ChainContext = currentChain(),
  signal?: AbortSignal,
): Promise<bigint> {
  const { status, body } = await algodGet(
    `/v2/status/wait-for-block-after/${round.toString()}`,
    chain,
    WAIT_FOR_BLOCK_TIMEOUT_MS,
    signal,
  );
  const parsed = statusSchema.safeParse(body);
  if (status !== 200 || !parsed.success) {
    throw new NodeCallError('bad-answer', `Unexpected answer from the node (${status})`);
  }
  return parsed.data['last-round'];
}

export type TxidLookup =
  | { kind: 'confirmed'; round: bigint }
  | { kind: 'pool-error'; message: string }
  | { kind: 'pending' }
  /** Neither the node's pool nor its recent blocks nor the indexer know it. */
  | { kind: 'not-found' };

/**
 * Where the network has `txid`: the node's pending endpoint knows the pool and recent blocks;
 * the indexer knows older confirmations, which matters when the answer was lost long ago.
 */
export async function lookupTxid(
  txid: string,
  chain: ChainContext = currentChain(),
): Promise<TxidLookup> {
  const { status, body } = await algodGet(
    `/v2/transactions/pending/${encodeURIComponent(txid)}?format=json`,
    chain,
  );
  if (status === 200) {
    const parsed = pendingSchema.safeParse(body);
    if (!parsed.success) throw new NodeCallError('bad-answer', 'Unexpected answer from the node');
    const round = parsed.data['confirmed-round'] ?? 0n;
    if (round > 0n) return { kind: 'confirmed', round };
    const poolError = parsed.data['pool-error'];
    if (poolError) return { kind: 'pool-error', message: poolError };
    return { kind: 'pending' };
  }
  if (status !== 404) {
    throw new NodeCallError('bad-answer', `Unexpected answer from the node (${status})`);
  }
  try {
    const found = await lookupTransaction(txid);
    const round = found['confirmed-round'];
    if (round !== undefined && BigInt(round) > 0n)
      return { kind: 'confirmed', round: BigInt(round) };
  } catch {
    // Not indexed (yet), or no indexer: the node's answer stands.
  }
  return { kind: 'not-found' };
}
