// Where the first page is, before React Router is loaded: read from the address bar on every
// render (React Router may have moved it meanwhile), and moved by the login page's links and
// forms. Once the app's router is mounted it does the moving, so it sees every change.
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let routerNavigate: Navigate | null = null;

export const currentPathname = (): string => window.location.pathname;

export function subscribeToLocation(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}

export const navigateTo: Navigate = (to, options) => {
  if (routerNavigate) return routerNavigate(to, options);
  if (options?.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  // Heard by the first page and by a router that mounted a moment ago but has not handed over
  // its navigate yet (it listens for popstate from its first commit).
  window.dispatchEvent(new PopStateEvent('popstate'));
};

/** The app's router, once mounted, takes over navigateTo (FullApp.tsx). */
export function setRouterNavigate(navigate: Navigate | null): void {
  routerNavigate = navigate;
}
