/// <reference lib="webworker" />
import type { WorkerTask } from './worker-task';

// One worker script for the wallet's off-thread tasks, chosen by the worker's name. Three
// separate worker scripts each bundled their own copy of what they share (algosdk's encoders,
// hashing, base32); behind one entry the bundler splits that into one chunk the browser loads
// once (issue 29). Each task's code still loads only when a worker of that name starts.

const scope = self as unknown as DedicatedWorkerGlobalScope;

type Handler = (event: MessageEvent) => void | Promise<void>;

const tasks: Record<WorkerTask, () => Promise<Handler>> = {
  arc76: () => import('../crypto/arc76-task').then((task) => task.onRequest),
  vanity: () => import('../vanity/vanity-task').then((task) => task.onRequest),
  'generate-accounts': () =>
    import('../voting/generate-accounts-task').then((task) => task.onRequest),
};

// Requests can arrive before the task's code has loaded: they wait here, in order.
const waiting: MessageEvent[] = [];
let handle: Handler | null = null;
scope.onmessage = (event) => {
  if (handle) void handle(event);
  else waiting.push(event);
};

const load = Object.hasOwn(tasks, scope.name) ? tasks[scope.name as WorkerTask] : null;
// Every caller treats a message with `ok: false` or `type: 'error'` as the task failing.
const fail = () => scope.postMessage({ ok: false, type: 'error' });
if (!load) fail();
else
  load().then((handler) => {
    handle = handler;
    for (const event of waiting.splice(0)) void handler(event);
  }, fail);
