import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AmountField } from './fields';
import { GenerateTool } from './GenerateTool';

// Issue 23: the governance tools' number fields keep what was typed and say when it is out of
// range; nothing is clamped on blur or cut to 6 decimals.

function Amount() {
  const [value, setValue] = useState<number | string>(1);
  return <AmountField label="Amount per account" value={value} onChange={setValue} symbol="Algo" />;
}

const RANGE = 'Enter an amount from 0 to 1999999999 with at most 6 decimals.';

async function retype(input: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

describe('governance number fields', () => {
  it('keeps an amount above the maximum or with 7 decimals as typed, with the range message', async () => {
    await renderWithProviders(<Amount />);
    const amount = screen.getByRole('textbox', { name: 'Amount per account' });
    expect(screen.queryByText(RANGE)).toBeNull();

    await retype(amount, '2000000000');
    expect(amount).toHaveValue('2000000000');
    expect(screen.getByText(RANGE)).toBeInTheDocument();

    await retype(amount, '0.1234567');
    expect(amount).toHaveValue('0.1234567');
    expect(screen.getByText(RANGE)).toBeInTheDocument();

    await retype(amount, '0.123456');
    expect(screen.queryByText(RANGE)).toBeNull();
  });

  it('keeps a generate count above 10000 as typed and the create button waits', async () => {
    await renderWithProviders(<GenerateTool />);
    const count = screen.getByRole('textbox', { name: /Number of accounts/ });
    const create = screen.getByRole('button', { name: 'Create accounts' });
    expect(create).toBeEnabled();
    await retype(count, '20000');
    expect(count).toHaveValue('20000');
    expect(screen.getByText('Enter a whole number from 1 to 10000')).toBeInTheDocument();
    expect(create).toBeDisabled();
  });
});
