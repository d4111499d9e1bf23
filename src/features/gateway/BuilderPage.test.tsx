import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount } from 'algosdk';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type * as IndexerClient from '../../infra/chain/indexer-client';
import { renderWithProviders } from '../../test/render';
import { BuilderPage } from './BuilderPage';

vi.mock('../../infra/chain/indexer-client', async (importOriginal) => ({
  ...(await importOriginal<typeof IndexerClient>()),
  lookupAsset: vi.fn(async (id: bigint) => ({
    index: id,
    // One listed asset's name carries a right-to-left override, as a creator could set it.
    params: {
      creator: '',
      decimals: 6,
      total: 1000n,
      name: id === 312769n ? `Asset ${id}` : `Asset\u202E ${id}`,
      'unit-name': 'AST',
    },
  })),
}));

// The outputs' autosizing text areas listen for font loading, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

const ADDRESS = generateAccount().addr.toString();

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/payment-gateway" element={<BuilderPage />} />
      <Route path="/payment-gateway/:account" element={<BuilderPage />} />
    </Routes>,
    { route: path },
  );
}

describe('BuilderPage', () => {
  it('lists the parameters until build mode is on, then builds from the account', async () => {
    const user = userEvent.setup();
    await renderAt(`/payment-gateway/${ADDRESS}`);
    expect(screen.getByRole('heading', { name: 'Allowed parameters' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /^Build a payment link/ }));
    expect(screen.queryByRole('heading', { name: 'Allowed parameters' })).toBeNull();
    expect(screen.getByLabelText('Pay to')).toHaveValue(ADDRESS);
    expect(
      screen.getByText('Please fill in at least account, amount and asset'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Amount'), '2');
    await user.type(screen.getByLabelText('Cancel URL'), 'ftp://shop.example.com');
    expect(screen.getByText('URL address must start with https:// protocol')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Payment info' })).toBeNull();

    await user.clear(screen.getByLabelText('Cancel URL'));
    expect(screen.getByRole('textbox', { name: 'Payment info' })).toHaveValue(
      `algorand://${ADDRESS}?amount=2000000`,
    );
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^${window.location.origin}/gateway/[A-Za-z0-9_-]+$`)),
    );
  });

  it("offers the spec's assets of the network with their names from the chain", async () => {
    const user = userEvent.setup();
    await renderAt('/payment-gateway');
    await user.click(screen.getByRole('switch', { name: /^Build a payment link/ }));
    const select = screen.getByRole('combobox', { name: 'Asset' });
    expect(screen.getByLabelText('Pay to')).toHaveValue('');
    await waitFor(() => expect(select).toHaveTextContent(/Asset 312769 \(AST\) – #312769/));
    expect(select).toHaveTextContent(/Asset⟨U\+202E⟩ \d+ \(AST\)/);
    expect(select.textContent).not.toContain('\u202E');
    await user.selectOptions(select, '312769');
    await user.type(screen.getByLabelText('Pay to'), ADDRESS);
    await user.type(screen.getByLabelText('Amount'), '1.25');
    expect(screen.getByRole('textbox', { name: 'Payment info' })).toHaveValue(
      `algorand://${ADDRESS}?amount=1250000&asset=312769`,
    );
  });
});
