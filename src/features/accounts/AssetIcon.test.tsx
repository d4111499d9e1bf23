import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AssetIcon } from './AssetIcon';

describe('AssetIcon', () => {
  it('draws an allowed picture as a sized, lazy <img> with no referrer', async () => {
    const { container } = await renderWithProviders(
      <AssetIcon unit="PXC" coin={false} image="https://ipfs.example/ipfs/x" />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://ipfs.example/ipfs/x');
    expect(img.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('36');
  });

  it('falls back to the letters when the picture fails to load', async () => {
    const { container } = await renderWithProviders(
      <AssetIcon unit="PXC" coin={false} image="https://ipfs.example/ipfs/x" />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('PX')).toBeInTheDocument();
  });
});
