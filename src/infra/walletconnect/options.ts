import { effectiveWalletConnect } from '../../core/config/settings';
import { bytesToBase64 } from '../../core/encoding/base64';
import { algorandChainId } from '../../core/walletconnect/chain-id';
import { getSuggestedParams } from '../chain/algod-client';
import { settingsStore } from '../settings/settings-store';
import { chainKeys } from '../../core/chain/query-keys';

// WalletConnect SDK options from settings over config.json, with Algow's metadata.

export interface WalletConnectOptions {
  projectId: string | undefined;
  relayUrl: string | undefined;
  /**
   * The Verify service (configured, or the SDK's own with the SDK's own relay): the only one
   * the SDK may ask. Unset: none is asked.
   */
  verifyUrl: string | undefined;
  metadata: { name: string; description: string; url: string; icons: string[] };
  allowRekeys: boolean;
}

export function currentWalletConnectOptions(
  origin: string = globalThis.location?.origin ?? '',
): WalletConnectOptions {
  const { settings, config } = settingsStore.getState();
  const wc = effectiveWalletConnect(settings, config);
  const configured = config.walletConnectMetadata;
  return {
    projectId: wc.projectId,
    relayUrl: wc.relayUrl,
    verifyUrl: wc.verifyUrl,
    allowRekeys: wc.allowRekeys,
    metadata: {
      name: configured?.name ?? 'Algow',
      description: configured?.description ?? 'Algow wallet',
      url: configured?.url ?? origin,
      // A dapp cannot resolve a path on the wallet's origin: config.json's "/…" icons go absolute.
      icons: (configured?.icons ?? ['/logo.svg']).map((icon) =>
        icon.startsWith('/') ? `${origin}${icon}` : icon,
      ),
    },
  };
}

export interface ChainFacts {
  /** CAIP-2 id of the current network ("algorand:<32 chars of the genesis hash>"). */
  chainId: string;
  /** Base64 genesis hash, compared with the transactions a dapp sends. */
  genesisHash: string;
}

/** The current network's chain id and genesis hash, from its node. */
export async function fetchChainFacts(): Promise<ChainFacts> {
  const params = await getSuggestedParams();
  const genesisHash = params.genesisHash ?? new Uint8Array();
  return { chainId: algorandChainId(genesisHash), genesisHash: bytesToBase64(genesisHash) };
}

export const chainFactsQuery = (network: string) => ({
  queryKey: chainKeys.chainFacts(network),
  queryFn: fetchChainFacts,
  staleTime: Infinity,
});
