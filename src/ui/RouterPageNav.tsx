import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageNavContext, type PageNav } from './page-nav';

/**
 * The pages before login move through React Router once it is loaded. `onNavigate` hands the
 * router's navigate to whoever moved the address bar before it was there (app/login/location).
 */
export function RouterPageNav({
  children,
  onNavigate,
}: {
  children: ReactNode;
  onNavigate?: (navigate: PageNav['navigate'] | null) => void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const nav = useMemo<PageNav>(
    () => ({ pathname, navigate: (to, options) => void navigate(to, options) }),
    [pathname, navigate],
  );
  useEffect(() => {
    if (!onNavigate) return;
    onNavigate((to, options) => void navigate(to, options));
    return () => onNavigate(null);
  }, [navigate, onNavigate]);
  return <PageNavContext value={nav}>{children}</PageNavContext>;
}
