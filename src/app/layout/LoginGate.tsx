import { lazy, Suspense, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { LoginPage } from '../../features/wallet/LoginPage';
import { loadAppStrings } from '../../i18n/i18n';
import { sessionStore } from '../../infra/session/session';
import { PageLoader } from '../../ui/PageLoader';

// The pages' code and their strings load together once a wallet opens.
const loadQueryProvider = () =>
  Promise.all([import('../QueryProvider'), loadAppStrings()]).then(([module]) => module);
const QueryProvider = lazy(loadQueryProvider);

/** Starts loading what an open wallet's frame needs (router.tsx, on unlock intent). */
export function preloadWalletFrame(): void {
  loadQueryProvider().catch(() => {});
}

export function LoginGate({ children }: { children: ReactNode }) {
  const open = useStore(sessionStore, (s) => s.status === 'open');
  if (!open) return <LoginPage />;
  return (
    <Suspense fallback={<PageLoader />}>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
}
