// The offline copy of the app (the service worker vite-plugin-pwa builds) is registered once the
// first page is up and the browser is idle. Its precache downloads every chunk of the app; on a
// first visit, started at the load event as the plugin's own script did, it competed with the
// first render for the network and the processor.
export function registerServiceWorkerWhenIdle(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    // No offline copy (private mode, an insecure origin): the wallet works without it.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 3000 });
  else setTimeout(register, 1000);
}
