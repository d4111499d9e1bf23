import '@mantine/core/styles/SimpleGrid.layer.css';
import { Badge, Button, Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { isCollectible } from '../../core/assets/nft-metadata';
import type { IndexerAsset } from '../../core/chain/indexer-types';
import { useStore } from 'zustand';
import { ipfsGatewayOf } from '../../infra/assets/ipfs-gateway';
import { settingsStore } from '../../infra/settings/settings-store';
import { onGateway } from '../../infra/assets/nft-media';
import { accountInfoQuery, assetQuery } from '../../infra/chain/chain-queries';
import { currentChain } from '../../infra/chain/indexer-client';
import { nftMediaQuery } from './nft-media-query';
import { showHidden } from '../../core/format/outside-text';
import { HiddenCharsFlag, OutsideInline } from '../../ui/OutsideText';

/** The account page's NFTs (issue 13): pictures through the configured IPFS gateway. */
export function Collectibles({ address }: { address: string }) {
  const { t } = useTranslation();
  const network = currentChain().network;
  const info = useQuery(accountInfoQuery(network, address));
  const held = (info.data?.assets ?? []).filter((h) => h.amount > 0n);
  const assets = useQueries({
    queries: held.map((h) => assetQuery(network, h['asset-id'])),
  });
  const nfts = assets
    .map((q) => q.data)
    .filter(
      (a): a is IndexerAsset =>
        a !== undefined &&
        !a.deleted &&
        isCollectible({
          total: a.params.total,
          decimals: a.params.decimals,
          name: a.params.name,
          url: a.params.url,
        }),
    );
  if (nfts.length === 0)
    return info.isSuccess && assets.every((q) => !q.isPending) ? (
      <Text size="sm">{t('overview.noCollectibles')}</Text>
    ) : null;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {nfts.map((asset) => (
          <CollectibleCard key={asset.index.toString()} asset={asset} network={network} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** One NFT: its name is the creator's text (metadata or the asset's params), shown with markers. */
export function CollectibleCard({ asset, network }: { asset: IndexerAsset; network: string }) {
  const { t } = useTranslation();
  const gateway = useStore(settingsStore, ipfsGatewayOf);
  const media = useQuery(nftMediaQuery(network, asset.index, asset, gateway));
  const [broken, setBroken] = useState(false);
  // Pictures on other hosts load only when asked: the host would learn the viewer's address.
  const [consented, setConsented] = useState(false);
  const name = media.data?.name || asset.params.name || `#${asset.index.toString()}`;
  // Labels take only a string: the name with its markers written in.
  const label = showHidden(name);
  const found = media.data?.imageUrl;
  const needsConsent = Boolean(found && !onGateway(found, gateway) && !consented);
  const image = needsConsent ? null : found;
  return (
    <Card withBorder padding="xs" radius="md">
      <Card.Section>
        {image && !broken ? (
          <Image
            src={image}
            alt={label}
            h={160}
            fit="cover"
            referrerPolicy="no-referrer"
            onError={() => setBroken(true)}
          />
        ) : (
          <Stack h={160} justify="center" align="center" bg="var(--mantine-color-default-hover)">
            <Text
              size="sm"
              c="dimmed"
              role="img"
              aria-label={t('assets.collectibles.noImage', { name: label })}
            >
              {media.isPending
                ? t('assets.collectibles.loading')
                : t('assets.collectibles.placeholder')}
            </Text>
            {needsConsent && found && (
              <Button size="compact-xs" variant="default" onClick={() => setConsented(true)}>
                {t('assets.collectibles.loadFrom', { host: new URL(found).host })}
              </Button>
            )}
          </Stack>
        )}
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Text size="sm" fw={500} lineClamp={2}>
          <OutsideInline text={name} />
        </Text>
        <HiddenCharsFlag texts={[name]} />
        <Text size="xs" c="dimmed">
          {t('assets.optIn.resultId', { id: asset.index.toString() })}
          {media.data ? ` · ${media.data.standard.toUpperCase().replace('ARC', 'ARC-')}` : ''}
        </Text>
        {media.data?.hash === 'match' && (
          <Badge color="teal" variant="dot" size="sm">
            {t('assets.collectibles.hashMatch')}
          </Badge>
        )}
        {media.data?.hash === 'mismatch' && (
          <Badge color="red" variant="dot" size="sm">
            {t('assets.collectibles.hashMismatch')}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}
