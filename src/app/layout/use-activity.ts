import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { noteActivity } from '../../infra/session/session';

/**
 * Typing, pointer presses and page changes inside the wallet prolong the session (throttled
 * by noteActivity), so only a wallet left alone runs into the end-of-session warning.
 */
export function useActivityTracking(): void {
  const { key } = useLocation();

  useEffect(() => {
    noteActivity();
  }, [key]);

  useEffect(() => {
    // Capture phase: a handler that stops propagation must not hide the activity.
    const options = { capture: true, passive: true } as const;
    const note = (event: Event) => {
      // The end-of-session dialog answers for itself: pressing "Log out now" must not first
      // count as activity, prolong the session and take the dialog away under the pointer.
      if (event.target instanceof Element && event.target.closest('[data-session-warning]')) return;
      noteActivity();
    };
    document.addEventListener('keydown', note, options);
    document.addEventListener('pointerdown', note, options);
    return () => {
      document.removeEventListener('keydown', note, options);
      document.removeEventListener('pointerdown', note, options);
    };
  }, []);
}
