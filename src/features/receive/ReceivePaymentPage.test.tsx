import { screen } from '@testing-library/react';
import { generateAccount } from 'algosdk';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type * as IndexerClient from '../../infra/chain/indexer-client';
import { emptyAccount } from '../../core/chain/indexer-types';
import { sessionStore } from '../../infra/session/session';
import { renderWithProviders } from '../../test/render';
import { ReceivePaymentPage } from './ReceivePaymentPage';

vi.mock('../../infra/chain/indexer-client', async (importOriginal) => ({
  ...(await importOriginal<typeof IndexerClient>()),
  lookupAccount: vi.fn(async (address: string) => ({
    ...emptyAccount(address),
    assets: [{ 'asset-id': 31n, amount: 5n }],
  })),
  lookupAsset: vi.fn(async (id: bigint) => ({
    index: id,
    params: { creator: '', decimals: 3, total: 1000n, name: 'Token', 'unit-name': 'TOK' },
  })),
}));

if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

const WATCH = generateAccount().addr.toString();
const watchAccount: PublicAccount = {
  addr: WATCH,
  name: 'Savings (watch)',
  type: 'public',
  hasSecret: false,
  hasHdSecret: false,
  hasSession: false,
};

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/receive-payment/:account" element={<ReceivePaymentPage />} />
    </Routes>,
    { route: path },
  );
}

describe('ReceivePaymentPage', () => {
  afterEach(() => sessionStore.setState({ accounts: [] }));

  it('builds a request for a watch account of the wallet, listing the assets it holds', async () => {
    sessionStore.setState({ accounts: [watchAccount] });
    await renderAt(`/receive-payment/${WATCH}`);
    expect(
      screen.getByRole('heading', { name: 'Receive payment to Savings (watch)' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveTextContent(WATCH);
    // The network as people know it ("Mainnet"), not its id.
    expect(screen.getByText(/^Network: [A-Z][a-z]+/)).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Token (TOK), ID 31' })).toBeInTheDocument();
  });

  it('says so when the address in the URL is not an address', async () => {
    await renderAt('/receive-payment/not-an-address');
    expect(screen.getByRole('alert')).toHaveTextContent('Not an account address');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"not-an-address" is not a valid account address.',
    );
    expect(screen.getByRole('link', { name: 'Back to accounts' })).toHaveAttribute(
      'href',
      '/accounts',
    );
  });

  it('says so when the account is not in the wallet', async () => {
    await renderAt(`/receive-payment/${WATCH}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Account not in this wallet');
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });
});
