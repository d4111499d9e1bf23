import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registerUnsavedWork } from '../../infra/session/unsaved-work';
import { renderWithProviders } from '../../test/render';
import { StaySignedInDialog } from './StaySignedInDialog';

const UNSAVED = /The recovery phrase you generated has not been saved yet/;

describe('StaySignedInDialog', () => {
  it('is a labelled alert dialog with the focus on "Stay signed in"; Enter and Escape stay', async () => {
    const onStay = vi.fn();
    const onLogout = vi.fn();
    await renderWithProviders(
      <StaySignedInDialog time="0:42" onStay={onStay} onLogout={onLogout} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to end' });
    expect(dialog).toHaveAccessibleDescription(/You will be logged out in 0:42\./);
    expect(screen.queryByText(UNSAVED)).toBeNull();
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onStay).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onStay).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Log out now' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('says an unsaved recovery phrase will be lost, while one is registered', async () => {
    const unregister = registerUnsavedWork('recovery-phrase');
    await renderWithProviders(<StaySignedInDialog time="0:30" onStay={() => {}} onLogout={() => {}} />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(UNSAVED);
    expect(screen.getByText(UNSAVED)).toHaveTextContent(
      'It will be lost when you are logged out.',
    );
    act(unregister);
    expect(screen.queryByText(UNSAVED)).toBeNull();
  });
});
