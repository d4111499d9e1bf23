import { Algodv2, type SuggestedParams } from 'algosdk';
import { bytesToBase64 } from '../../core/encoding/base64';
import { verifyGenesis } from './genesis-pin';
import { currentChain, type ChainContext } from './indexer-client';

// The node client for reads (suggested params). Sending, confirming and simulating go through
// the transaction pipeline (infra/transactions), which classifies every answer itself.

export class NodeError extends Error {
  constructor(
    readonly code: 'unreachable',
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

/**
 * Parameters for a new transaction, from a node that serves the environment's pinned network
 * (NetworkMismatchError otherwise: nothing is built, so nothing is signed, for another chain).
 */
export async function getSuggestedParams(
  client: Algodv2 = algodClient(),
): Promise<SuggestedParams> {
  let params: SuggestedParams;
  try {
    params = await client.getTransactionParams().do();
  } catch (error) {
    throw new NodeError('unreachable', nodeMessage(error) ?? 'Node is not reachable');
  }
  verifyGenesis(
    { id: params.genesisID ?? '', hash: bytesToBase64(params.genesisHash ?? new Uint8Array()) },
    currentChain().algodUrl,
  );
  return params;
}
