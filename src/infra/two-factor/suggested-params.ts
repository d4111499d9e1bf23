import { Algodv2, type SuggestedParams } from 'algosdk';
import { TwoFactorError } from '../../core/two-factor/two-factor-error';
import { currentNetwork } from './current-network';

/** Transaction parameters from the current network's node (for the ARC-14 auth transaction). */
export async function fetchSuggestedParams(): Promise<SuggestedParams> {
  const { algod } = currentNetwork();
  try {
    // No port argument: the port stays whatever the configured URL says.
    return await new Algodv2(algod.token, algod.host).getTransactionParams().do();
  } catch {
    throw new TwoFactorError('node-unavailable');
  }
}
