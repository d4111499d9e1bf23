import { parseGenerateCount } from '../../core/voting/bulk-lines';
import type { GenerateMessage, GenerateRequest } from './generate-accounts-task';

// The page's side of account generation: the count is split over a few workers (key generation
// is CPU-bound and each worker has its own thread), all terminated when they have answered, one
// fails or the run is aborted (leaving the page). The text is handed to the caller once and kept
// nowhere here.

export class GenerateAccountsError extends Error {
  constructor() {
    super('Account generation failed');
    this.name = 'GenerateAccountsError';
  }
}

/** Below this many accounts per worker, another worker's start-up costs more than it saves. */
const MIN_PER_WORKER = 500;
const MAX_WORKERS = 4;

function workerCount(count: number): number {
  const cores = globalThis.navigator?.hardwareConcurrency ?? 2;
  return Math.max(1, Math.min(MAX_WORKERS, cores, Math.floor(count / MIN_PER_WORKER)));
}

export function generateAccountsInWorker(
  count: number,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const valid = parseGenerateCount(count);
  if (valid === null) return Promise.reject(new RangeError('count must be 1..10000'));
  const n = workerCount(valid);
  const shares = Array.from(
    { length: n },
    (_, i) => Math.floor(valid / n) + (i < valid % n ? 1 : 0),
  );
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    // Array.from, not new Array(n): every() skips the holes of a sparse array.
    const texts = Array.from({ length: n }, (): string | undefined => undefined);
    const done = new Array<number>(n).fill(0);
    let settled = false;
    const stop = () => {
      settled = true;
      for (const worker of workers) worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const fail = (error: Error) => {
      if (settled) return;
      stop();
      reject(error);
    };
    const onAbort = () => fail(new DOMException('Aborted', 'AbortError'));
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort);
    shares.forEach((share, i) => {
      const worker = new Worker(new URL('../workers/tasks.worker.ts', import.meta.url), {
        type: 'module',
        name: 'generate-accounts',
      });
      workers.push(worker);
      worker.onmessage = (event: MessageEvent<GenerateMessage>) => {
        if (settled) return;
        const message = event.data;
        if (message.type === 'progress') {
          done[i] = message.done;
          onProgress(
            done.reduce((a, b) => a + b, 0),
            valid,
          );
        } else if (message.type === 'done') {
          texts[i] = message.text;
          worker.terminate();
          if (texts.every((t) => t !== undefined)) {
            stop();
            resolve(texts.join('\n'));
          }
        } else {
          fail(new GenerateAccountsError());
        }
      };
      worker.onerror = () => fail(new GenerateAccountsError());
      const request: GenerateRequest = { count: share };
      worker.postMessage(request);
    });
  });
}
