import { lazy, Suspense, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { LoginPage } from '../../features/wallet/LoginPage';
import { sessionStore } from '../../infra/session/session';
import { PageLoader } from '../../ui/PageLoader';

const QueryProvider = lazy(() => import('../QueryProvider'));

export function LoginGate({ children }: { children: ReactNode }) {
  const open = useStore(sessionStore, (s) => s.status === 'open');
  if (!open) return <LoginPage />;
  return (
    <Suspense fallback={<PageLoader />}>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
}
