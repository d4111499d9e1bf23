import { useEffect } from 'react';
import { registerUnsavedWork, type UnsavedWork } from '../../infra/session/unsaved-work';

/** Registers `work` with the session while `active`, so the end-of-session warning names it. */
export function useUnsavedWork(active: boolean, work: UnsavedWork): void {
  useEffect(() => (active ? registerUnsavedWork(work) : undefined), [active, work]);
}
