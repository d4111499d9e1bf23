import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy/waitFor give up after 1 s by default: on a 2-core machine running the suite beside
// other work, a query that settles in 1.2 s failed a passing test (TwoFactorAccountPage, run 1 of
// the 20-run loop). A wrong value still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// A Textarea with autosize listens for web fonts arriving.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
    configurable: true,
  });

// jsdom brings its own Uint8Array, so the bytes Node's TextEncoder, crypto and Buffer make are
// "not a Uint8Array" to algosdk. Components that sign and send against the devnet need one realm.
globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype)
  .constructor as Uint8ArrayConstructor;
