import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { LoginPage } from '../../features/wallet/LoginPage';
import { loadAppStrings } from '../../i18n/i18n';
import { sessionStore } from '../../infra/session/session';
import { PageLoader } from '../../ui/PageLoader';
import type * as Frame from '../QueryProvider';

// The pages' code and their strings load together once a wallet opens.
let loadedFrame: typeof Frame | undefined;
const loadQueryProvider = () =>
  Promise.all([import('../QueryProvider'), loadAppStrings()]).then(([module]) => {
    loadedFrame = module;
    return module;
  });
const QueryProvider = lazy(loadQueryProvider);

/** Starts loading what an open wallet's frame needs (router.tsx, on unlock intent). */
export function preloadWalletFrame(): void {
  loadQueryProvider().catch(() => {});
}

export function LoginGate({ children }: { children: ReactNode }) {
  const open = useStore(sessionStore, (s) => s.status === 'open');
  if (!open) return <LoginPage />;
  return <OpenFrame>{children}</OpenFrame>;
}

// Loaded already (preloaded during unlock): rendered at once, as React.lazy would suspend on its
// first render all the same and React holds a revealed boundary back for up to 300 ms.
function OpenFrame({ children }: { children: ReactNode }) {
  const [Ready] = useState(() => loadedFrame?.default);
  if (Ready) return <Ready>{children}</Ready>;
  return (
    <Suspense fallback={<PageLoader />}>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
}
