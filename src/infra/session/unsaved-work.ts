import { createStore } from 'zustand/vanilla';

// Work that only exists on screen and is lost when the session ends (a generated recovery
// phrase not saved yet). Pages register it while it exists; the end-of-session warning reads
// it to say what will be lost. Only the kind of work is kept here, never the work itself.

export type UnsavedWork = 'recovery-phrase';

interface UnsavedWorkState {
  /** One entry per registration, so two pages with the same kind of work each count. */
  entries: readonly { token: symbol; work: UnsavedWork }[];
}

export const unsavedWorkStore = createStore<UnsavedWorkState>(() => ({ entries: [] }));

/** Registers unsaved work; the returned function unregisters it (calling it again is harmless). */
export function registerUnsavedWork(work: UnsavedWork): () => void {
  const token = Symbol(work);
  unsavedWorkStore.setState((s) => ({ entries: [...s.entries, { token, work }] }));
  return () =>
    unsavedWorkStore.setState((s) => ({ entries: s.entries.filter((e) => e.token !== token) }));
}

/** Whether this kind of work is registered now (usable as a store selector). */
export function hasUnsavedWork(
  work: UnsavedWork,
  state: UnsavedWorkState = unsavedWorkStore.getState(),
): boolean {
  return state.entries.some((e) => e.work === work);
}
