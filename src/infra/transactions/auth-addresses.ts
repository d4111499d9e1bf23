import { z } from 'zod';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { currentChain, type ChainContext } from '../chain/indexer-client';
import { algodGet } from './node-calls';

// Who may authorize a sender's transactions, as the chain says now. The stored rekeyedTo is a
// cache that can be stale (another wallet rekeyed the account); a request's `authAddr` is a
// dapp's claim. Neither picks the signer while the node can be asked.

const accountSchema = z.object({ 'auth-addr': z.string().optional() });

/** sender -> its auth address on chain (undefined when it signs for itself). */
export type AuthAddresses = ReadonlyMap<string, string | undefined>;

export async function lookupAuthAddresses(
  senders: readonly string[],
  accounts: readonly PublicAccount[],
  known: AuthAddresses = new Map(),
  chain: ChainContext = currentChain(),
): Promise<Map<string, string | undefined>> {
  const result = new Map<string, string | undefined>();
  await Promise.all(
    senders.map(async (sender) => {
      if (known.has(sender)) {
        result.set(sender, known.get(sender));
        return;
      }
      try {
        const { status, body } = await algodGet(
          `/v2/accounts/${encodeURIComponent(sender)}?exclude=all&format=json`,
          chain,
        );
        const parsed = accountSchema.safeParse(body);
        if (status === 200 && parsed.success) {
          const auth = parsed.data['auth-addr'];
          result.set(sender, auth && auth !== sender ? auth : undefined);
          return;
        }
      } catch {
        // Node unreachable: fall back to what the wallet last stored (the send will tell).
      }
      const stored = accounts.find((a) => a.addr === sender)?.rekeyedTo;
      result.set(sender, stored && stored !== sender ? stored : undefined);
    }),
  );
  return result;
}
