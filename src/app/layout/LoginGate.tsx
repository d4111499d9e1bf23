import { lazy, Suspense, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { LoginPage } from '../../features/wallet/LoginPage';
import { loadAppStrings } from '../../i18n/i18n';
import { sessionStore } from '../../infra/session/session';
import { PageLoader } from '../../ui/PageLoader';

// The pages' code and their strings load together once a wallet opens.
const QueryProvider = lazy(() =>
  Promise.all([import('../QueryProvider'), loadAppStrings()]).then(([module]) => module),
);

export function LoginGate({ children }: { children: ReactNode }) {
  const open = useStore(sessionStore, (s) => s.status === 'open');
  if (!open) return <LoginPage />;
  return (
    <Suspense fallback={<PageLoader />}>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
}
