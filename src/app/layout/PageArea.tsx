import { memo, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { RouteErrorBoundary } from '../../ui/RouteErrorBoundary';
import { BackupCard } from './BackupCard';
import { LastErrorLine } from './LastErrorLine';
import { LoginGate } from './LoginGate';

interface PageAreaProps {
  /** Changes on every navigation: clears a page's error. */
  resetKey: string;
  walletOpen: boolean;
  gated: boolean;
}

/**
 * The page under the header. Memoised: the header measuring whether its links fit (and folding
 * them into the burger) re-renders the frame, and would otherwise render the whole page again
 * before its first paint.
 */
export const PageArea = memo(function PageArea({ resetKey, walletOpen, gated }: PageAreaProps) {
  // Every page sits in an error boundary inside the gate and the chain-data cache, so a page
  // that throws leaves the wallet open and the cache whole; any navigation clears the error.
  const content = (
    <RouteErrorBoundary resetKey={resetKey} walletOpen={walletOpen}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
  return (
    <>
      <LastErrorLine />
      <BackupCard />
      {/* The outer boundary is for the login page and the gate's own loading. */}
      <RouteErrorBoundary resetKey={resetKey} walletOpen={walletOpen}>
        {gated ? <LoginGate>{content}</LoginGate> : content}
      </RouteErrorBoundary>
    </>
  );
});
