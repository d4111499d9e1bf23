import { resolveSigner } from '../accounts/capabilities';
import type { PublicAccount } from '../accounts/stored-account';
import type { Authorizer } from './required-fee';

// Whose signature a sender's transaction will carry, for the bytes the fee prices: the same
// resolution the pipeline signs by (one rekey hop, the chain's auth address over the stored
// rekeyedTo), so the fee shown in the review is the one the node asks for the signed bytes.

/**
 * How `sender`'s transactions are signed. `authAddress` is the chain's auth address when it is
 * known (the sender itself when not rekeyed); otherwise the stored rekeyedTo stands for it. A
 * multisig signer counts up to its threshold; anything else is one signature.
 */
export function authorizerFor(
  sender: string,
  wallet: readonly PublicAccount[],
  authAddress?: string,
): Authorizer {
  const account = wallet.find((a) => a.addr === sender);
  if (!account) {
    // Not the wallet's account (a typed phrase signs it): only the chain can tell a rekey.
    return { kind: 'single', rekeyed: authAddress !== undefined && authAddress !== sender };
  }
  const { kind, signer, rekeyed } = resolveSigner(account, wallet, authAddress);
  return kind === 'multisig' && signer?.params
    ? { kind: 'multisig', params: signer.params, rekeyed }
    : { kind: 'single', rekeyed };
}
