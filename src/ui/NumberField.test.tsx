import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { NumberField } from './NumberField';

function Field() {
  const [value, setValue] = useState<number | string>(0);
  return (
    <>
      <NumberField label="Decimals" min={0} max={18} value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

async function typeAndBlur(text: string) {
  const user = userEvent.setup();
  const input = screen.getByRole('textbox', { name: 'Decimals' });
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
  return input;
}

describe('NumberField', () => {
  it('keeps a value above the maximum as typed, while typing and after blur', async () => {
    await renderWithProviders(<Field />);
    const input = await typeAndBlur('19');
    expect(input).toHaveValue('19');
    expect(screen.getByTestId('value')).toHaveTextContent('19');
  });

  it('keeps decimals, a minus sign and leading zeros for the form to judge', async () => {
    await renderWithProviders(<Field />);
    expect(await typeAndBlur('1.5')).toHaveValue('1.5');
    expect(await typeAndBlur('-2')).toHaveValue('-2');
    expect(await typeAndBlur('007')).toHaveValue('007');
  });
});
