import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, useLocation, useRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { sessionStore } from '../../infra/session/session';
import { FrameError } from './FrameError';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.setState({ status: 'locked' });
});

const frame = { broken: true };

/** An app frame that fails while `frame.broken` is set. */
function Frame() {
  if (frame.broken) throw new Error('frame broke');
  return (
    <main>
      Frame <Outlet />
    </main>
  );
}

describe('FrameError', () => {
  it('replaces a failed app frame with the message; the session stays; "Try again" recovers', async () => {
    await initI18n('en');
    sessionStore.setState({ status: 'open' });
    frame.broken = true;
    function Where() {
      return <output aria-label="where">{useLocation().pathname}</output>;
    }
    function Routes() {
      return useRoutes([
        {
          element: (
            <FrameError>
              <Frame />
            </FrameError>
          ),
          children: [{ path: 'settings', element: <p>Settings page</p> }],
        },
      ]);
    }
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/settings']}>
          <Routes />
          <Where />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong on this page.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to accounts' })).toHaveAttribute('href', '/');
    expect(sessionStore.getState().status).toBe('open');

    frame.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Settings page')).toBeVisible();
    expect(screen.getByLabelText('where')).toHaveTextContent('/settings');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
