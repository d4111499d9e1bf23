/**
 * The tasks the shared worker runs; a worker's name selects one (tasks.worker.ts). Callers
 * write `new Worker(new URL('../workers/tasks.worker.ts', import.meta.url), { type: 'module',
 * name })` with literal options, as the bundler only follows that form.
 */
export type WorkerTask = 'arc76' | 'vanity' | 'generate-accounts';
