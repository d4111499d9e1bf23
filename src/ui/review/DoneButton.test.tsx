import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DoneButton } from './DoneButton';

describe('DoneButton', () => {
  it("opens the account's home at its top", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderWithProviders(
      <Routes>
        <Route path="/pay" element={<DoneButton address="ADDR" />} />
        <Route path="/account/:address" element={<p>home</p>} />
      </Routes>,
      { route: '/pay' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Done' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo.mockRestore();
  });
});
