import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PayNotices } from './PayNotices';

type Pay = Parameters<typeof PayNotices>[0]['pay'];

// Only what the notices read: a link from outside, nothing else wrong.
const pay = (label: string, network?: string) =>
  ({
    link: { label, network },
    linkError: null,
    prepare: { isError: false, error: null },
    incoming: { isError: false },
    wrongNetwork: network !== undefined,
    linkAssetMissing: false,
    cannotPay: false,
    reviewing: false,
    network: 'mainnet',
    source: { assets: [] },
  }) as unknown as Pay;

// A payment link's label and network are the link maker's text.
describe('PayNotices', () => {
  it("keeps a plain link label's sentence as it was", async () => {
    await renderWithProviders(<PayNotices pay={pay('Coffee shop')} />);
    expect(document.body).toHaveTextContent('Payment request: Coffee shop');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("shows hidden characters in a link's label and network as markers", async () => {
    await renderWithProviders(<PayNotices pay={pay('Coffee\u202Epohs', 'test\u200Bnet')} />);
    expect(document.body).toHaveTextContent('Payment request: Coffee⟨U+202E⟩pohs');
    expect(screen.getByRole('note')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('test⟨U+200B⟩net');
    expect(document.body.textContent).not.toMatch(/[\u202E\u200B]/);
  });
});
