// Runs the ARC-0076 derivation in a Web Worker. Progress is reported as elapsed time because
// WebCrypto's PBKDF2 is a single native call with no intermediate steps to count.

export interface DerivedAccount {
  addr: string;
  sk: Uint8Array;
}

export class DerivationError extends Error {
  constructor() {
    super('Crypto API in browser is not available');
    this.name = 'DerivationError';
  }
}

export function deriveEmailPasswordAccount(
  email: string,
  password: string,
  onElapsed?: (ms: number) => void,
): Promise<DerivedAccount> {
  if (!globalThis.crypto?.subtle || typeof Worker === 'undefined') {
    return Promise.reject(new DerivationError());
  }
  const worker = new Worker(new URL('../workers/tasks.worker.ts', import.meta.url), {
    type: 'module',
    name: 'arc76',
  });
  const started = performance.now();
  const ticker = onElapsed ? setInterval(() => onElapsed(performance.now() - started), 100) : null;
  return new Promise<DerivedAccount>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ ok: boolean; addr?: string; sk?: Uint8Array }>) => {
      const { ok, addr, sk } = event.data;
      if (ok && addr && sk) resolve({ addr, sk });
      else reject(new DerivationError());
    };
    worker.onerror = () => reject(new DerivationError());
    worker.postMessage({ email, password });
  }).finally(() => {
    if (ticker) clearInterval(ticker);
    worker.terminate();
  });
}
