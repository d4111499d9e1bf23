import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VerifiedAsset } from '../../core/assets/verified-list';
import { renderWithProviders } from '../../test/render';
import { AssetTrustContext, assetTrustKeys } from '../assets/asset-trust';
import { AssetTrustRow } from './AssetTrustRow';

const USDC: VerifiedAsset = { id: 31566704n, name: 'USDC', unit: 'USDC', logo: null };

async function show(asset: { id: bigint; name: string; unitName: string }) {
  const service = {
    listUrl: 'https://list.example/assets.json',
    listQuery: {
      queryKey: assetTrustKeys.list('test', 'table'),
      queryFn: () => Promise.resolve(new Map([[USDC.id, USDC]])),
      staleTime: Infinity,
    },
  };
  await renderWithProviders(
    <AssetTrustContext.Provider value={service}>
      <Table>
        <Table.Tbody>
          <AssetTrustRow assetId={asset.id} units={{ ...asset, decimals: 6 }} />
          <Table.Tr>
            <Table.Td>end</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </AssetTrustContext.Provider>,
  );
}

describe("the review's look-alike row", () => {
  it('warns when the moved asset copies a verified one', async () => {
    await show({ id: 999n, name: 'USD Coin', unitName: 'USDC' });
    expect(await screen.findByRole('row', { name: /^Look-alike asset/ })).toHaveTextContent(
      'copies the verified USDC (asset #31566704)',
    );
  });

  it('says nothing for the verified asset itself or an unrelated one', async () => {
    await show({ id: USDC.id, name: 'USDC', unitName: 'USDC' });
    await show({ id: 5n, name: 'Pixel coin', unitName: 'PXC' });
    expect(await screen.findAllByText('end')).toHaveLength(2);
    expect(screen.queryByText(/Look-alike/)).toBeNull();
  });
});
