import './full-styles';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { toastStackWanted } from '../ui/notify';
import { RouterPageNav } from '../ui/RouterPageNav';
import { setRouterNavigate } from './login/location';
import { routes } from './router';
import { accessibleColours, theme } from './theme';

export { preloadOpenWallet } from './router';

// The app behind the login page: Mantine, the router and the frame. The first page loads it
// when the person leaves the login page (App.tsx), and while a password is typed.

function AppRoutes() {
  return useRoutes(routes);
}

const ToastStack = lazy(() => import('./ToastStack'));

/** The toast stack's code loads with the first toast (App.tsx marks the host as there). */
function ToastHost() {
  const wanted = useSyncExternalStore(toastStackWanted.subscribe, toastStackWanted.getState);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}

// The user's choice (auto, light or dark) is kept in localStorage: not a secret. "auto" follows
// the system's prefers-color-scheme. The login page reads the same key (login/color-scheme.ts).
const colorSchemeManager = localStorageColorSchemeManager({ key: 'algow-color-scheme' });

let mounted = false;
/** Once shown, the app stays: after a logout its frame shows the login page, as before. */
export const fullAppMounted = (): boolean => mounted;

// Every CSS variable comes from the provider's <style> (deduplicateCssVariables off); the login
// page has its own copy of the ones it uses (login/mantine-variables.css).
export function FullApp() {
  useEffect(() => {
    mounted = true;
  }, []);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={accessibleColours}
      deduplicateCssVariables={false}
    >
      <ToastHost />
      <BrowserRouter>
        <RouterPageNav onNavigate={setRouterNavigate}>
          <AppRoutes />
        </RouterPageNav>
      </BrowserRouter>
    </MantineProvider>
  );
}
