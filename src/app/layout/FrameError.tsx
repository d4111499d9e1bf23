import { useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { sessionStore } from '../../infra/session/session';
import { PageError } from '../../ui/RouteErrorBoundary';

/**
 * The router's error element, for the rare failure of the app frame itself (pages have their
 * own boundary inside it): the same message instead of React Router's bare error page. The
 * session lives outside React, so the wallet stays open; "Try again" navigates to the same
 * place, which makes the router render the frame afresh.
 */
export function FrameError() {
  const open = useStore(sessionStore, (s) => s.status === 'open');
  const navigate = useNavigate();
  const location = useLocation();
  return <PageError walletOpen={open} onRetry={() => void navigate(location, { replace: true })} />;
}
