import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount } from 'algosdk';
import { describe, expect, it, vi } from 'vitest';
import { ENGLISH_SEPARATORS } from '../../core/format/amount';
import { parsePaymentLink } from '../../core/payments/payment-link';
import { changeLanguage } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { ReceiveForm } from './ReceiveForm';
import { buildReceiveRequest, receiveAmount, webWalletLink } from './receive-request';
import type { ReceiveAsset } from './use-receive-assets';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

const ADDR = generateAccount().addr.toString();
const ORIGIN = 'https://wallet.example';
const ASSETS: ReceiveAsset[] = [
  { id: 42n, status: 'ready', name: 'Euro coin', unitName: 'EURC', decimals: 2 },
  { id: 7n, status: 'error' },
];

const linkText = () => (screen.getByLabelText('Payment link') as HTMLTextAreaElement).value;
const amountInput = () => screen.getByRole('textbox', { name: 'Amount' });
const decimalsText = () => screen.getByText('Decimals').nextElementSibling?.textContent;

async function renderForm() {
  const user = userEvent.setup();
  await renderWithProviders(
    <ReceiveForm
      address={ADDR}
      tokenSymbol="Algo"
      network="testnet"
      networkName="Testnet"
      assets={ASSETS}
      origin={ORIGIN}
    />,
  );
  return user;
}

describe('ReceiveForm', () => {
  it('starts with the QR code, the address and the network by name; link details in Technical details', async () => {
    await renderForm();
    expect(screen.getByLabelText('Address')).toHaveTextContent(ADDR);
    expect(screen.getByText('Network: Testnet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    // Decimals are the asset's, said (not a field) under Technical details.
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(decimalsText()).toBe('6');
    expect(screen.queryByText(/xnote/)).toBeNull();
    expect(linkText()).toBe(`algorand://${ADDR}?network=testnet`);
    await waitFor(
      () =>
        expect(screen.getByRole('img', { name: 'QR code of the payment link' })).toHaveAttribute(
          'src',
          expect.stringMatching(/^data:image\/png;base64,/),
        ),
      // The QR library loads with the first code; slow on a shared machine.
      { timeout: 5_000 },
    );
    expect(screen.getByRole('img', { name: 'QR code of the payment link' })).toHaveAttribute(
      'width',
      '400',
    );
    expect(screen.getByRole('link', { name: /\/pay\// })).toHaveAttribute(
      'href',
      `${ORIGIN}/pay/${encodeURIComponent(`algorand://${ADDR}?network=testnet`)}`,
    );
  });

  it('puts the amount in micro units and enforces 0.000001 to 999999999', async () => {
    const user = await renderForm();
    await user.type(amountInput(), '1.5');
    expect(linkText()).toBe(`algorand://${ADDR}?amount=1500000&network=testnet`);

    await user.clear(amountInput());
    await user.type(amountInput(), '0');
    expect(screen.getByText('The smallest amount is 0.000001.')).toBeInTheDocument();
    expect(screen.queryByText(/^Asking for/)).toBeNull();
    expect(screen.queryByLabelText('Payment link')).toBeNull();
    expect(screen.queryByRole('img', { name: 'QR code of the payment link' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Correct the highlighted fields');

    await user.clear(amountInput());
    await user.type(amountInput(), '1000000000');
    expect(screen.getByText('The largest amount is 999,999,999.')).toBeInTheDocument();

    await user.clear(amountInput());
    await user.type(amountInput(), '999999999');
    expect(linkText()).toBe(`algorand://${ADDR}?amount=999999999000000&network=testnet`);

    await user.clear(amountInput());
    expect(linkText()).toBe(`algorand://${ADDR}?network=testnet`);
  });

  it('states the limits in the language of the page, while the field still reads 1.5', async () => {
    const user = await renderForm();
    await act(() => changeLanguage('hu'));
    const huAmount = () => screen.getByRole('textbox', { name: 'Összeg' });
    try {
      await user.type(huAmount(), '1000000000');
      expect(screen.getByText('A legnagyobb összeg 999 999 999.')).toBeInTheDocument();
      await user.clear(huAmount());
      await user.type(huAmount(), '0');
      expect(screen.getByText('A legkisebb összeg 0,000001.')).toBeInTheDocument();
      await user.clear(huAmount());
      await user.type(huAmount(), '1.5');
      expect((screen.getByLabelText('Fizetési hivatkozás') as HTMLTextAreaElement).value).toBe(
        `algorand://${ADDR}?amount=1500000&network=testnet`,
      );
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('sends the note as note while editable and as xnote otherwise, with the label', async () => {
    const user = await renderForm();
    await user.type(screen.getByLabelText('Note'), 'Order #7');
    await user.type(screen.getByLabelText('Label'), 'Tea & cake');
    expect(linkText()).toBe(
      `algorand://${ADDR}?note=Order%20%237&label=Tea%20%26%20cake&network=testnet`,
    );
    const editable = screen.getByRole('switch', { name: /The payer may edit the note/ });
    expect(editable).toBeChecked();
    await user.click(editable);
    expect(linkText()).toBe(
      `algorand://${ADDR}?xnote=Order%20%237&label=Tea%20%26%20cake&network=testnet`,
    );
    const parsed = parsePaymentLink(linkText());
    expect(parsed.ok && parsed.link).toMatchObject({
      payTo: ADDR,
      note: 'Order #7',
      noteIsEditable: false,
      label: 'Tea & cake',
    });
  });

  it('refuses a note over 1024 bytes', async () => {
    await renderForm();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'é'.repeat(513) } });
    expect(screen.getByText('The note may hold at most 1024 bytes.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Payment link')).toBeNull();
  });

  it('requests an asset in its own base units and decimals', async () => {
    const user = await renderForm();
    await user.selectOptions(screen.getByLabelText('Asset'), 'Euro coin (EURC), ID 42');
    expect(decimalsText()).toBe('2');
    await user.type(amountInput(), '1.25');
    expect(linkText()).toBe(`algorand://${ADDR}?amount=125&asset=42&network=testnet`);
    expect(screen.getByText(/^Asking for 1\.25\sEURC$/)).toBeInTheDocument();
    await user.clear(amountInput());
    await user.type(amountInput(), '0.001');
    // Said, not cut to 0.00 as the number input did.
    expect(screen.getByText('Use at most 2 decimal places.')).toBeInTheDocument();
    await user.clear(amountInput());
    await user.type(amountInput(), '0');
    expect(screen.getByText('The smallest amount is 0.01.')).toBeInTheDocument();
  });

  it('reads the amount in the language, refuses unclear separators, and follows a switch', async () => {
    const user = await renderForm();
    await user.type(amountInput(), '1,5');
    expect(
      screen.getByText('The separators make this amount unclear. Write it like 1,234,567.5.'),
    ).toBeInTheDocument();
    await act(() => changeLanguage('nl'));
    try {
      // Typed in Dutch, the field is re-written when English comes back, not re-read as 1.2345.
      const nlAmount = () => screen.getByRole('textbox', { name: 'Bedrag' });
      await user.clear(nlAmount());
      await user.type(nlAmount(), '1.5');
      expect(screen.getByText(/Noteer het als 1\.234\.567,5\./)).toBeInTheDocument();
      await user.clear(nlAmount());
      await user.type(nlAmount(), '1.234,5');
      await act(() => changeLanguage('en'));
      expect(amountInput()).toHaveValue('1234.5');
      expect(linkText()).toBe(`algorand://${ADDR}?amount=1234500000&network=testnet`);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('offers Share only where the browser has it: the address, then the request once it asks', async () => {
    await renderForm();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    cleanup();
    const share = vi.fn(async (_data: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const user = await renderForm();
      const button = screen.getByRole('button', { name: 'Share' });
      await user.click(button);
      expect(share).toHaveBeenLastCalledWith({ text: ADDR });
      await user.type(amountInput(), '2');
      await user.click(button);
      const link = `algorand://${ADDR}?amount=2000000&network=testnet`;
      expect(share).toHaveBeenLastCalledWith({ text: webWalletLink(ORIGIN, link) });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('explains an asset that failed to load', async () => {
    const user = await renderForm();
    await user.selectOptions(screen.getByLabelText('Asset'), 'Asset 7 (not available)');
    expect(screen.getByText(/Asset 7 could not be loaded/)).toBeInTheDocument();
    expect(amountInput()).toBeDisabled();
    expect(linkText()).toBe(`algorand://${ADDR}?asset=7&network=testnet`);
  });
});

describe('receive rules', () => {
  it.each([
    ['', 6, { ok: true }],
    ['1', 6, { ok: true, value: 1_000_000n }],
    ['0.000001', 6, { ok: true, value: 1n }],
    ['0.0000001', 6, { ok: false, problem: { kind: 'too-many-decimals', decimals: 6 } }],
    ['0', 6, { ok: false, problem: { kind: 'too-small', min: 1n, decimals: 6 } }],
    ['999999999', 6, { ok: true, value: 999_999_999_000_000n }],
    [
      '999999999.000001',
      6,
      { ok: false, problem: { kind: 'too-large', max: 999_999_999_000_000n, decimals: 6 } },
    ],
    ['abc', 6, { ok: false, problem: { kind: 'not-a-number' } }],
    ['-1', 6, { ok: false, problem: { kind: 'not-a-number' } }],
    ['1.5', 0, { ok: false, problem: { kind: 'too-many-decimals', decimals: 0 } }],
    ['0', 0, { ok: false, problem: { kind: 'too-small', min: 1n, decimals: 0 } }],
    ['1', 8, { ok: true, value: 100_000_000n }],
    [
      '1'.repeat(30),
      6,
      { ok: false, problem: { kind: 'too-large', max: 999_999_999_000_000n, decimals: 6 } },
    ],
  ])('receiveAmount(%j, %i)', (text, decimals, expected) => {
    expect(receiveAmount(text, decimals, ENGLISH_SEPARATORS)).toEqual(expected);
  });

  it('needs the decimals before it can read an amount', () => {
    const values = { amount: '1', note: '', noteEditable: true, label: '' };
    expect(buildReceiveRequest(ADDR, values, undefined, undefined, ENGLISH_SEPARATORS)).toEqual({
      ok: false,
      problems: { amount: { kind: 'not-a-number' } },
    });
    expect(
      buildReceiveRequest(
        ADDR,
        { ...values, amount: '' },
        undefined,
        undefined,
        ENGLISH_SEPARATORS,
      ),
    ).toEqual({
      ok: true,
      link: `algorand://${ADDR}`,
      request: { payTo: ADDR, noteIsEditable: true },
    });
  });

  it('builds the web wallet link our /pay route reads', () => {
    const link = `algorand://${ADDR}?amount=1&note=a%26b`;
    const web = webWalletLink(ORIGIN, link);
    expect(web).toBe(`${ORIGIN}/pay/${encodeURIComponent(link)}`);
    const param = decodeURIComponent(web.slice(`${ORIGIN}/pay/`.length));
    expect(parsePaymentLink(param)).toMatchObject({ ok: true, link: { note: 'a&b', amount: 1n } });
  });
});
