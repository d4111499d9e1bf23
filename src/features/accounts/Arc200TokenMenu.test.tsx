import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Arc200TokenMenu } from './Arc200TokenMenu';

describe('Arc200TokenMenu', () => {
  it('removes a token only once the question is confirmed', async () => {
    const onRemove = vi.fn();
    await renderWithProviders(
      <Arc200TokenMenu name="Test Token" appId={1234n} onRemove={onRemove} />,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Actions for Test Token' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove token', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this token?' });
    expect(dialog).toHaveTextContent('App ID 1234');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRemove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Actions for Test Token' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove token', hidden: true }));
    await screen.findByRole('dialog', { name: 'Remove this token?' });
    await user.click(screen.getByRole('button', { name: 'Remove token' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
