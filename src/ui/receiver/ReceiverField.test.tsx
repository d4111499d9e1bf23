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

describe('ReceiverField', () => {
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
