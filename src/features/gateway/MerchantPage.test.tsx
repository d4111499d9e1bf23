import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { generateAccount } from 'algosdk';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bytesToBase64Url } from '../../core/encoding/base64';
import { utf8Encode } from '../../core/encoding/utf8';
import { encodeGatewayLink } from '../../core/gateway/gateway-link';
import { initI18n, loadAppStrings } from '../../i18n/i18n';
import { searchGatewayPayment } from '../../infra/gateway/payment-search';
import { MerchantPage } from './MerchantPage';

vi.mock('../../infra/chain/asset-units', () => ({
  assetUnitsQuery: (network: string, id: bigint) => ({
    queryKey: ['asset-units', network, id.toString()],
    queryFn: () =>
      id === DISGUISED_ASSET
        ? Promise.resolve({ decimals: 2, unitName: 'USD\u202Eevil', name: 'Dollar' })
        : Promise.reject(new Error('unreachable')),
    staleTime: Infinity,
    retry: 0,
  }),
}));
vi.mock('../../infra/gateway/payment-search', () => ({
  randomGatewayNoteId: () => 'abcdefghijkl',
  searchGatewayPayment: vi.fn(),
}));

const DISGUISED_ASSET = 777n;
const payTo = generateAccount().addr.toString();
const TXID = 'T'.repeat(52);

async function open(path: string) {
  await initI18n('en');
  await loadAppStrings();
  // Awaited: the page suspends once while its strings load.
  await act(async () => {
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/gateway/:b64" element={<MerchantPage />} />
              <Route path="/gateway/:b64/:settings" element={<MerchantPage />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </MantineProvider>,
    );
  });
}

describe('MerchantPage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(searchGatewayPayment).mockReset();
  });

  it('explains a malformed payment segment', async () => {
    await open('/gateway/not*base64!');
    expect(await screen.findByText('This payment page cannot be shown')).toBeInTheDocument();
    expect(screen.getByText(/not valid base64 text/)).toBeInTheDocument();
  });

  it("refuses a non-https callback with the spec's message", async () => {
    const settings = bytesToBase64Url(utf8Encode('{"success":"http://shop.example/ok"}'));
    const path = encodeGatewayLink({ payTo, amount: 1_000_000n, noteIsEditable: true });
    await open(`${path}/${settings}`);
    expect(
      await screen.findByText('URL address must start with https:// protocol'),
    ).toBeInTheDocument();
    expect(screen.getByText('Affected: After payment you continue to')).toBeInTheDocument();
  });

  it('adds a kept a-wallet note, then shows paid with the id and a form posting only txId', async () => {
    vi.mocked(searchGatewayPayment).mockResolvedValue(TXID);
    const path = encodeGatewayLink(
      { payTo, amount: 2_500_000n, noteIsEditable: true },
      { success: 'https://shop.example/paid' },
    );
    await open(path);
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByText(TXID)).toBeInTheDocument();
    expect(screen.getByText('a-wallet/abcdefghijkl')).toBeInTheDocument();
    expect(screen.getByTestId('merchant-amount')).toHaveTextContent('2.5');
    const expectation = vi.mocked(searchGatewayPayment).mock.calls[0]?.[0];
    expect(new TextDecoder().decode(expectation?.note)).toBe('a-wallet/abcdefghijkl');
    expect(sessionStorage.length).toBe(1);

    const form = screen.getByRole('button', { name: 'Continue now' }).closest('form');
    expect(form).toHaveAttribute('action', 'https://shop.example/paid');
    expect(form).toHaveAttribute('method', 'post');
    const fields = [...new FormData(form!).entries()];
    expect(fields).toEqual([['txId', TXID]]);
    await waitFor(() => expect(screen.getByText(/in 10 s|in 9 s/)).toBeInTheDocument());
  });

  it("shows hidden characters in the link's label, note and return address as markers", async () => {
    vi.mocked(searchGatewayPayment).mockResolvedValue(null);
    const path = encodeGatewayLink(
      {
        payTo,
        amount: 1_000_000n,
        label: 'Shop\u202Epohs',
        note: 'order\u200B 7',
        noteIsEditable: false,
      },
      { success: 'https://shop.example/\u202Eok' },
    );
    await open(path);
    expect(await screen.findByText('Waiting for the payment')).toBeInTheDocument();
    expect(document.body).toHaveTextContent('Shop⟨U+202E⟩pohs');
    expect(document.body).toHaveTextContent('order⟨U+200B⟩ 7');
    expect(document.body).toHaveTextContent('https://shop.example/⟨U+202E⟩ok');
    expect(screen.getAllByRole('note')).toHaveLength(3);
    expect(document.body.textContent).not.toMatch(/[\u202E\u200B]/);
  });

  it("shows Tether's logo for asset 312769, and the spec's text when the asset fails to load", async () => {
    vi.mocked(searchGatewayPayment).mockResolvedValue(null);
    await open(
      encodeGatewayLink({ payTo, amount: 1_000_000n, asset: 312769n, noteIsEditable: true }),
    );
    expect(await screen.findByRole('img', { name: 'Tether logo' })).toBeInTheDocument();
    expect(await screen.findByText('Error fetching asset: 312769')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the payment')).toBeInTheDocument();
  });

  it("shows hidden characters in the asset's unit name beside the amount as markers", async () => {
    await open(
      encodeGatewayLink({ payTo, amount: 1_250n, asset: DISGUISED_ASSET, noteIsEditable: true }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('merchant-amount')).toHaveTextContent('12.5 USD⟨U+202E⟩evil'),
    );
    expect(screen.getByTestId('merchant-amount').textContent).not.toContain('\u202E');
  });

  it('posts the success form once: the page opened again (Back, reload) does not post it again', async () => {
    vi.mocked(searchGatewayPayment).mockResolvedValue(TXID);
    // jsdom cannot navigate: the post is the form's submit() call.
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    // Only the countdown's clock is fake; the page's loading keeps its real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const path = encodeGatewayLink(
        { payTo, amount: 1_000_000n, noteIsEditable: true },
        { success: 'https://shop.example/paid' },
      );
      await open(path);
      expect(await screen.findByText('Continuing to the merchant in 10 s.')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(10_000));
      expect(submit).toHaveBeenCalledTimes(1);
      const posted = submit.mock.contexts[0] as HTMLFormElement;
      expect(posted.action).toBe('https://shop.example/paid');
      expect([...new FormData(posted).entries()]).toEqual([['txId', TXID]]);

      // The merchant's page, then Back (or a reload): this tab's page starts afresh.
      cleanup();
      await open(path);
      expect(
        await screen.findByText('The payment was already passed to the merchant from this page.'),
      ).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(30_000));
      expect(submit).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      submit.mockRestore();
    }
  });

  it('does not post again when the payment was already posted from this tab', async () => {
    vi.mocked(searchGatewayPayment).mockResolvedValue(TXID);
    const path = encodeGatewayLink(
      { payTo, amount: 1_000_000n, noteIsEditable: true },
      { success: 'https://shop.example/paid' },
    );
    sessionStorage.setItem(`algow.gateway.posted:${path.split('/')[2]}`, TXID);
    await open(path);
    expect(
      await screen.findByText('The payment was already passed to the merchant from this page.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Continuing to the merchant in/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue now' })).toBeEnabled();
  });
});
