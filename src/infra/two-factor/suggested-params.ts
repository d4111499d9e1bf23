import { Algodv2, type SuggestedParams } from 'algosdk';
import { TwoFactorError } from '../../core/two-factor/two-factor-error';
import { bytesToBase64 } from '../../core/encoding/base64';
import { verifyGenesis } from '../chain/genesis-pin';
import { currentNetwork } from './current-network';

/** Transaction parameters from the current network's node (for the ARC-14 auth transaction). */
export async function fetchSuggestedParams(): Promise<SuggestedParams> {
  const { algod } = currentNetwork();
  let params: SuggestedParams;
  try {
    // No port argument: the port stays whatever the configured URL says.
    params = await new Algodv2(algod.token, algod.host).getTransactionParams().do();
  } catch {
    throw new TwoFactorError('node-unavailable');
  }
  // Another chain's node gets no signature (NetworkMismatchError).
  verifyGenesis(
    {
      id: params.genesisID ?? '',
      hash: bytesToBase64(params.genesisHash ?? new Uint8Array()),
    },
    algod.host,
  );
  return params;
}
