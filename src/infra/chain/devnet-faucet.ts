import { z } from 'zod';
import type { EnvironmentId } from '../../core/networks/environments';
import { currentChain, type ChainContext } from './indexer-client';

// Test coins from a local devnet's dispenser: its admin endpoint `POST {algod}/devnet/fund`
// (devnet/README.md, "Admin endpoints"), which needs the node's API token and answers loopback
// clients only. No public network has it, so the wallet offers it on local environments only.

/** 10 of the base coin, in micro units. */
export const TEST_COINS_AMOUNT = 10_000_000n;

const FAUCET_ENVIRONMENTS: readonly EnvironmentId[] = ['sandbox', 'devnet'];

export function hasTestCoins(env: EnvironmentId): boolean {
  return FAUCET_ENVIRONMENTS.includes(env);
}

export class FaucetError extends Error {
  constructor(
    /** unreachable: no answer; refused: not a loopback client (403) or a wrong token (401). */
    readonly code: 'unreachable' | 'refused' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'FaucetError';
  }
}

const fundAnswer = z.object({ txId: z.string().min(1) });

/** Funds `address` from the dispenser; resolves with the txid once the devnet confirmed it. */
export async function fundFromDispenser(
  address: string,
  amount: bigint = TEST_COINS_AMOUNT,
  chain: ChainContext = currentChain(),
): Promise<{ txId: string; amount: bigint }> {
  if (!chain.algodUrl) throw new FaucetError('unreachable', 'Node is not configured');
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (chain.algodToken) headers['X-Algo-API-Token'] = chain.algodToken;
  let response: Response;
  try {
    response = await fetch(`${chain.algodUrl}/devnet/fund`, {
      method: 'POST',
      headers,
      // A string keeps every digit of a bigint (the endpoint takes both).
      body: JSON.stringify({ address, amount: amount.toString() }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    throw new FaucetError('unreachable', 'The dispenser is not reachable');
  }
  if (response.status === 401 || response.status === 403) {
    throw new FaucetError('refused', `The dispenser refused the request (${response.status})`);
  }
  const body: unknown = await response.json().catch(() => null);
  const parsed = fundAnswer.safeParse(body);
  if (!response.ok || !parsed.success) {
    throw new FaucetError('failed', `Unexpected answer from the dispenser (${response.status})`);
  }
  return { txId: parsed.data.txId, amount };
}
