import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ReceiverField } from './ReceiverField';
import type { ReceiverState } from './use-receiver';

const idle: ReceiverState = {
  suggestions: [],
  nameState: { kind: 'none' },
  address: null,
  lookAlikes: [],
  retype: '',
  setRetype: () => undefined,
  retypeOk: false,
  blocked: false,
};

function Form({ onSubmit, wrap }: { onSubmit: () => void; wrap: boolean }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <ReceiverField
        label="Address"
        showLabel
        suggest={false}
        wrap={wrap}
        value={value}
        onChange={setValue}
        receiver={idle}
      />
    </form>
  );
}

const suggesting: ReceiverState = {
  ...idle,
  nameState: { kind: 'choose', name: 'a' },
  suggestions: [
    { kind: 'contact', name: 'Anna Kovács', address: 'A'.repeat(58) },
    { kind: 'account', name: 'Savings', address: 'S'.repeat(58) },
  ],
  blocked: true,
};

function Suggesting({ onChange }: { onChange: (text: string) => void }) {
  return <ReceiverField label="Pay to" value="a" onChange={onChange} receiver={suggesting} />;
}

describe('ReceiverField', () => {
  it('is a combobox whose list is chosen from with the arrow keys and Enter', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Suggesting onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Pay to' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Anna Kovács · Contact AAAAAA…AAAAAA',
      'Savings · Your account SSSSSS…SSSSSS',
    ]);
    expect(box).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
    expect(onChange).toHaveBeenCalledWith('A'.repeat(58));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes its list on Escape and opens it again with an arrow key', async () => {
    await renderWithProviders(<Suggesting onChange={() => undefined} />);
    const box = screen.getByRole('combobox', { name: 'Pay to' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  });

  it('wraps a long address in a box where Enter submits the form instead of breaking the line', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<Form onSubmit={onSubmit} wrap />);
    const box = screen.getByLabelText('Address');
    expect(box.tagName).toBe('TEXTAREA');
    const enter = fireEvent.keyDown(box, { key: 'Enter' });
    expect(enter).toBe(false); // the newline was prevented
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves Enter to the browser in a one-line box', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<Form onSubmit={onSubmit} wrap={false} />);
    const box = screen.getByLabelText('Address');
    expect(box.tagName).toBe('INPUT');
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(true);
  });
});
