import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerWhenIdle } from './service-worker';

function stubBrowser() {
  const register = vi.fn(() => Promise.resolve({}));
  vi.stubGlobal('navigator', { serviceWorker: { register } });
  let idle: (() => void) | undefined;
  vi.stubGlobal('window', {
    requestIdleCallback: (callback: () => void) => {
      idle = callback;
      return 1;
    },
  });
  return { register, runIdle: () => idle?.() };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('registerServiceWorkerWhenIdle', () => {
  it('registers the offline copy only once the browser is idle, not during the first render', () => {
    vi.stubEnv('DEV', false);
    const { register, runIdle } = stubBrowser();
    registerServiceWorkerWhenIdle();
    expect(register).not.toHaveBeenCalled();
    runIdle();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('leaves the dev server without one', () => {
    vi.stubEnv('DEV', true);
    const { register, runIdle } = stubBrowser();
    registerServiceWorkerWhenIdle();
    runIdle();
    expect(register).not.toHaveBeenCalled();
  });
});
