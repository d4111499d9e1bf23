import { useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { onUnlockIntent, sessionStore } from '../infra/session/session';
import { setToastHostMounted, toastStackWanted } from '../ui/notify';
import { applyColorScheme } from './login/color-scheme';
import { isLoginPath } from './login/login-paths';
import { LoginShell, LoginShellBoundary } from './login/LoginShell';
import { currentPathname, subscribeToLocation } from './login/location';
import type * as Full from './FullApp';

// The first page is the login page in plain markup (login/LoginShell.tsx). Mantine, React
// Router and every page behind the login load as one more chunk (FullApp.tsx) when the person
// leaves it: a wallet opens, a link leads elsewhere, a toast is to be shown, or the address is
// not the login page's at all (a payment link, the import page).
let fullApp: typeof Full | undefined;
const loadFullApp = () =>
  import('./FullApp').then((module) => {
    fullApp = module;
    return module;
  });

// A password box got focus: the app and the pages a wallet opens on load while the password is
// typed and the key derived.
onUnlockIntent(() => {
  loadFullApp()
    .then((module) => module.preloadOpenWallet())
    .catch(() => {});
});

applyColorScheme();

export function App() {
  const open = useStore(sessionStore, (s) => s.status === 'open');
  const pathname = useSyncExternalStore(subscribeToLocation, currentPathname);
  const toastWanted = useSyncExternalStore(toastStackWanted.subscribe, toastStackWanted.getState);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(fullApp);
  const wanted = open || toastWanted || failed || !isLoginPath(pathname);

  // Toasts wait for the app's toast stack, which a toast asks for (wanted above).
  useEffect(() => {
    setToastHostMounted(true);
    return () => setToastHostMounted(false);
  }, []);
  useEffect(() => {
    if (wanted && !loaded) loadFullApp().then(setLoaded, () => setFailed(true));
  }, [wanted, loaded]);

  const module = loaded ?? fullApp;
  if (module && (wanted || module.fullAppMounted())) return <module.FullApp />;
  return (
    <LoginShellBoundary onError={() => setFailed(true)}>
      <LoginShell pathname={pathname} />
    </LoginShellBoundary>
  );
}
