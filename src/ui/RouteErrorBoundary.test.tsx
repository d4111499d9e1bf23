import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// React reports every caught render error on the console; the tests expect them.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const fragile = { broken: false };

/** Throws while `fragile.broken` is set. */
function Fragile() {
  if (fragile.broken) throw new Error('page broke');
  return <p>The page</p>;
}

/** A layout like the app's: the boundary around the outlet, reset by the location's key. */
function Layout({ walletOpen = true }: { walletOpen?: boolean }) {
  const { key } = useLocation();
  return (
    <>
      <nav>
        <Link to="/">Home link</Link>
        <Link to="/broken">Broken link</Link>
      </nav>
      <RouteErrorBoundary resetKey={key} walletOpen={walletOpen}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Count {count}
    </button>
  );
}

async function renderApp(route: string, walletOpen = true) {
  return renderWithProviders(
    <>
      <Counter />
      <Routes>
        <Route element={<Layout walletOpen={walletOpen} />}>
          <Route index element={<p>Accounts</p>} />
          <Route path="broken" element={<Fragile />} />
        </Route>
      </Routes>
    </>,
    { route },
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the message and a way back instead of a page that throws', async () => {
    fragile.broken = true;
    await renderApp('/broken');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Something went wrong on this page.' }),
    ).toBeVisible();
    expect(
      screen.getByText('Your wallet is still open. Try again, or go back to your accounts.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to accounts' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The layout around the page is still there.
    expect(screen.getByRole('link', { name: 'Home link' })).toBeVisible();
  });

  it('keeps what lives outside the page', async () => {
    fragile.broken = false;
    await renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Count 0' }));
    fragile.broken = true;
    await userEvent.click(screen.getByRole('link', { name: 'Broken link' }));
    expect(
      screen.getByRole('heading', { name: 'Something went wrong on this page.' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeVisible();
  });

  it('"Try again" renders the page afresh', async () => {
    fragile.broken = true;
    await renderApp('/broken');
    expect(
      screen.getByRole('heading', { name: 'Something went wrong on this page.' }),
    ).toBeVisible();
    fragile.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The page')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves the error behind on navigation, also back to the same place', async () => {
    fragile.broken = true;
    await renderApp('/broken');
    await userEvent.click(screen.getByRole('link', { name: 'Back to accounts' }));
    expect(screen.getByText('Accounts')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Going to the broken page again fails again, and the same link still leads out.
    await userEvent.click(screen.getByRole('link', { name: 'Broken link' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fragile.broken = false;
    await userEvent.click(screen.getByRole('link', { name: 'Broken link' }));
    expect(screen.getByText('The page')).toBeVisible();
  });

  it('without an open wallet it offers the start page', async () => {
    fragile.broken = true;
    await renderApp('/broken', false);
    expect(screen.getByText('Try again, or go back to the start page.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('tells onError about the error', async () => {
    fragile.broken = true;
    const onError = vi.fn();
    await renderWithProviders(
      <RouteErrorBoundary resetKey="a" walletOpen onError={onError}>
        <Fragile />
      </RouteErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'page broke' }),
      expect.anything(),
    );
  });
});
