import { Algodv2, type SuggestedParams } from 'algosdk';
import { currentChain, type ChainContext } from './indexer-client';

// The node calls of spec section 7: suggested params, raw send, pending info and status.
// Errors carry the node's own text (the body's `message`), which the pay screen shows as is.

export const CONFIRMATION_TIMEOUT_ROUNDS = 4;

export class NodeError extends Error {
  constructor(
    readonly code: 'unreachable' | 'rejected' | 'pool-error' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'NodeError';
  }
}

export function algodClient(chain: ChainContext = currentChain()): Algodv2 {
  if (!chain.algodUrl) throw new NodeError('unreachable', 'Node is not configured');
  // No port argument: the port stays the one written in the configured URL.
  return new Algodv2(chain.algodToken, chain.algodUrl);
}

/** The node's message from an algosdk URLTokenBaseHTTPError (body `{ message }`). */
export function nodeMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const response = (error as { response?: { body?: unknown; text?: unknown } }).response;
  const body = response?.body;
  if (
    body &&
    typeof body === 'object' &&
    typeof (body as { message?: unknown }).message === 'string'
  ) {
    return (body as { message: string }).message;
  }
  if (typeof response?.text === 'string' && response.text) {
    try {
      const parsed: unknown = JSON.parse(response.text);
      if (
        parsed &&
        typeof parsed === 'object' &&
        typeof (parsed as { message?: unknown }).message === 'string'
      ) {
        return (parsed as { message: string }).message;
      }
    } catch {
      return response.text;
    }
  }
  return undefined;
}

export async function getSuggestedParams(
  client: Algodv2 = algodClient(),
): Promise<SuggestedParams> {
  try {
    return await client.getTransactionParams().do();
  } catch (error) {
    throw new NodeError('unreachable', nodeMessage(error) ?? 'Node is not reachable');
  }
}

/** Sends signed transaction bytes (one or a group, concatenated); returns the first txid. */
export async function sendRawTransaction(
  signed: Uint8Array | Uint8Array[],
  client: Algodv2 = algodClient(),
): Promise<string> {
  try {
    const { txid } = await client.sendRawTransaction(signed).do();
    return txid;
  } catch (error) {
    const message = nodeMessage(error);
    if (message) throw new NodeError('rejected', message);
    throw new NodeError('unreachable', error instanceof Error ? error.message : String(error));
  }
}

export async function currentRound(client: Algodv2 = algodClient()): Promise<bigint> {
  const status = await client.status().do();
  return BigInt(status.lastRound);
}

/**
 * Waits until `txid` is in a block, at most CONFIRMATION_TIMEOUT_ROUNDS rounds (spec section 5).
 * A pool error is thrown with the node's text; no confirmation in time is a `timeout`.
 */
export async function waitForConfirmation(
  txid: string,
  client: Algodv2 = algodClient(),
  rounds: number = CONFIRMATION_TIMEOUT_ROUNDS,
): Promise<bigint> {
  if (!txid || rounds < 1) throw new NodeError('timeout', 'Bad arguments');
  const start = await currentRound(client);
  let round = start;
  while (round <= start + BigInt(rounds)) {
    const pending = await client.pendingTransactionInformation(txid).do();
    if (pending.confirmedRound && BigInt(pending.confirmedRound) > 0n) {
      return BigInt(pending.confirmedRound);
    }
    if (pending.poolError) throw new NodeError('pool-error', pending.poolError);
    await client.statusAfterBlock(Number(round)).do();
    round += 1n;
  }
  throw new NodeError('timeout', `Transaction ${txid} not confirmed after ${rounds} rounds`);
}

/** The round a transaction was confirmed in, or undefined when the node does not know it as confirmed. */
export async function confirmedRoundOf(
  txid: string,
  client: Algodv2 = algodClient(),
): Promise<bigint | undefined> {
  try {
    const pending = await client.pendingTransactionInformation(txid).do();
    const round = pending.confirmedRound ? BigInt(pending.confirmedRound) : 0n;
    return round > 0n ? round : undefined;
  } catch {
    return undefined;
  }
}
