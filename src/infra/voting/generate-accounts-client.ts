import { parseGenerateCount } from '../../core/voting/bulk-lines';
import type { GenerateMessage, GenerateRequest } from './generate-accounts.worker';

// The page's side of account generation: one worker per run, terminated when it answers or
// the run is aborted (leaving the page). The text is handed to the caller once and kept nowhere.

export class GenerateAccountsError extends Error {
  constructor() {
    super('Account generation failed');
    this.name = 'GenerateAccountsError';
  }
}

export function generateAccountsInWorker(
  count: number,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const valid = parseGenerateCount(count);
  if (valid === null) return Promise.reject(new RangeError('count must be 1..10000'));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./generate-accounts.worker.ts', import.meta.url), {
      type: 'module',
    });
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<GenerateMessage>) => {
      const message = event.data;
      if (message.type === 'progress') {
        onProgress(message.done, message.total);
        return;
      }
      stop();
      if (message.type === 'done') resolve(message.text);
      else reject(new GenerateAccountsError());
    };
    worker.onerror = () => {
      stop();
      reject(new GenerateAccountsError());
    };
    const request: GenerateRequest = { count: valid };
    worker.postMessage(request);
  });
}
