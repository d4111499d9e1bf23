import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useStore } from 'zustand';
import { sessionStore } from '../../infra/session/session';
import { RouteErrorBoundary } from '../../ui/RouteErrorBoundary';

/**
 * Around the app frame, for the rare failure of the frame itself (pages have their own boundary
 * inside it): the same message as a failed page instead of a blank window. The session lives
 * outside React, so the wallet stays open; "Try again" renders the frame afresh, and so does
 * navigating anywhere.
 */
export function FrameError({ children }: { children: ReactNode }) {
  const open = useStore(sessionStore, (s) => s.status === 'open');
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key} walletOpen={open}>
      {children}
    </RouteErrorBoundary>
  );
}
