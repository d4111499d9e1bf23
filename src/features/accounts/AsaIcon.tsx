import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { assetIconSource } from '../../core/assets/icon-source';
import { ipfsGatewayOf } from '../../infra/assets/ipfs-gateway';
import { assetQuery } from '../../infra/chain/chain-queries';
import { currentChain } from '../../infra/chain/indexer-client';
import { settingsStore } from '../../infra/settings/settings-store';
import { useAssetTrust, useVerifiedAssets } from '../../ui/assets/asset-trust';
import { LookAlikeLine, VerifiedMark } from '../../ui/assets/AssetTrustMark';
import { AssetIcon } from './AssetIcon';
import { nftMediaQuery } from './nft-media-query';

// An asset's icon (issue 41 item 3): its own metadata's picture, else the verified list's
// logo, else its letters (core/assets/icon-source), with a tick when the list verifies it.

export function AsaIcon({ assetId, unit }: { assetId: bigint; unit: string }) {
  const network = currentChain().network;
  const gateway = useStore(settingsStore, ipfsGatewayOf);
  const asset = useQuery(assetQuery(network, assetId));
  const media = useQuery(nftMediaQuery(network, assetId, asset.data, gateway));
  const { list, listUrl } = useVerifiedAssets();
  const listed = list.get(assetId);
  const source = assetIconSource({
    metadataImage: media.data?.imageUrl,
    listLogo: listed?.logo,
    configured: [gateway, listUrl ?? ''],
  });
  return (
    <Box pos="relative" style={{ flexShrink: 0 }}>
      <AssetIcon unit={unit} coin={false} image={source.kind === 'image' ? source.url : null} />
      {listed && (
        <Box pos="absolute" right={-4} bottom={-4}>
          <VerifiedMark />
        </Box>
      )}
    </Box>
  );
}

/** "Not the verified USDC" under the name of an asset that copies a listed one's. */
export function AssetLookAlike({
  assetId,
  name,
  unit,
}: {
  assetId: bigint;
  name: string;
  unit: string;
}) {
  return <LookAlikeLine trust={useAssetTrust({ id: assetId, name, unit })} />;
}
