/// <reference lib="webworker" />
import { generateAccountLines } from './generate-accounts';

// Generate accounts off the page's thread: progress after each batch, then the text once,
// never logged. The page terminates the worker when it is done or the user leaves.

export interface GenerateRequest {
  count: number;
}

export type GenerateMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; text: string }
  | { type: 'error' };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: GenerateMessage) => scope.postMessage(message);

export function onRequest(event: MessageEvent<GenerateRequest>): void {
  const total = event.data.count;
  generateAccountLines(total, (done) => post({ type: 'progress', done, total })).then(
    (lines) => post({ type: 'done', text: lines.join('\n') }),
    () => post({ type: 'error' }),
  );
}
