import { createContext, useContext } from 'react';

/**
 * Where the pages before login are and how they move on. Given by the login page's own light
 * frame (no router on the first page) or, once the app is loaded, by React Router.
 */
export interface PageNav {
  pathname: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

export const PageNavContext = createContext<PageNav | null>(null);

export function usePageNav(): PageNav {
  const nav = useContext(PageNavContext);
  if (!nav) throw new Error('usePageNav outside a PageNavContext');
  return nav;
}

/** A link's click handler: a plain click moves within the app, a modified one is the browser's. */
export function followLink(nav: PageNav, to: string) {
  return (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    nav.navigate(to);
  };
}
