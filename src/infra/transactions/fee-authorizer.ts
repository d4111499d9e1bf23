import type { PublicAccount } from '../../core/accounts/stored-account';
import { authorizerFor } from '../../core/fees/authorizer';
import type { Authorizer } from '../../core/fees/required-fee';
import { sessionStore } from '../session/session';
import { lookupAuthAddresses } from './auth-addresses';

// The signer's shape for a fee, read the way signGroup reads it (the node's auth address now,
// the stored rekeyedTo when the node cannot answer), so a builder sizes the fee for the
// signature the pipeline will really attach.

/** Each sender's authorizer, from the chain's auth addresses and the wallet's accounts. */
export async function senderAuthorizers(
  senders: readonly string[],
  accounts: readonly PublicAccount[] = sessionStore.getState().accounts,
): Promise<Map<string, Authorizer>> {
  const unique = [...new Set(senders)];
  const auth = await lookupAuthAddresses(unique, accounts);
  return new Map(
    unique.map((sender) => [sender, authorizerFor(sender, accounts, auth.get(sender) ?? sender)]),
  );
}

/** The authorizer of one sender's transactions. */
export async function senderAuthorizer(sender: string): Promise<Authorizer> {
  return (await senderAuthorizers([sender])).get(sender)!;
}
