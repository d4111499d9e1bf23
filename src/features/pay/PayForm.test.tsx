import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount } from 'algosdk';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { ENGLISH_SEPARATORS } from '../../core/format/amount';
import { emptyPayForm, type PayFormValues } from '../../core/payments/pay-form';
import { renderWithProviders } from '../../test/render';
import { PayForm } from './PayForm';
import type { PaySource } from './use-pay-assets';

// Issue 23: the amount and fee are never brought into range; out of range their message shows
// as they are typed and Review waits.

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

const payer: PublicAccount = {
  addr: generateAccount().addr.toString(),
  name: 'Payer',
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
};
const receiver = generateAccount().addr.toString();
const source: PaySource = {
  info: undefined,
  loading: false,
  error: null,
  assets: [
    {
      id: '',
      name: 'Algo',
      unitName: 'Algo',
      decimals: 6,
      balance: 10_000_000n,
      loaded: true,
      failed: false,
    },
  ],
  facts: { balance: 10_000_000n, heldAssets: 0 },
  authAddress: payer.addr,
};

function Form({ onReview }: { onReview: () => void }) {
  const [values, setValues] = useState<PayFormValues>({
    ...emptyPayForm(payer.addr, ENGLISH_SEPARATORS),
    payToOther: receiver,
  });
  return (
    <PayForm
      rekey={false}
      values={values}
      onChange={setValues}
      payers={[payer]}
      accounts={[payer]}
      fromLocked
      noteLocked={false}
      network="sandbox"
      source={source}
      onScanned={() => {}}
      onReview={onReview}
      onCancel={() => {}}
      busy={false}
    />
  );
}

describe('PayForm ranges', () => {
  it('shows the balance message and holds Review while the amount is above the maximum', async () => {
    const user = userEvent.setup();
    const onReview = vi.fn();
    await renderWithProviders(<Form onReview={onReview} />);
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    const review = screen.getByRole('button', { name: 'Review payment' });
    // 10 - 0.1 reserve - 0.001 fee = 9.899 at most.
    await user.type(amount, '9.9');
    await user.tab();
    expect(amount).toHaveValue('9.9');
    expect(screen.getByText('It seems your balance is below desired pay amount')).toBeVisible();
    expect(review).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '9.899');
    expect(screen.queryByText('It seems your balance is below desired pay amount')).toBeNull();
    expect(review).toBeEnabled();
    await user.click(review);
    expect(onReview).toHaveBeenCalledOnce();
  });

  it('shows the fee range and holds Review while the fee is outside 0.001..1', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Form onReview={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '1');
    const fee = screen.getByRole('textbox', { name: /^Fee/ });
    const review = screen.getByRole('button', { name: 'Review payment' });
    for (const typed of ['1.5', '0.0001']) {
      await user.clear(fee);
      await user.type(fee, typed);
      await user.tab();
      expect(fee).toHaveValue(typed);
      expect(screen.getByText('The fee must be between 0.001 and 1.')).toBeVisible();
      expect(review).toBeDisabled();
    }
    await user.clear(fee);
    await user.type(fee, '1');
    expect(review).toBeEnabled();
  });
});
