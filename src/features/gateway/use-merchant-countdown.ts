import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

// After a payment with a success URL (spec 001 sections 2 and 9): a 10 s countdown ticking each
// second, then the form posting txId is submitted, exactly once. The guard is a ref, which
// survives React strict mode's second effect run and every re-render; "Continue now" submits
// through the same guard.

export const SUCCESS_COUNTDOWN_SECONDS = 10;
const TICK_MS = 1_000;

export interface SuccessCountdown {
  /** Whole seconds left before the form is submitted (0 once it is). */
  secondsLeft: number;
  /** True once the form has been submitted. */
  submitted: boolean;
  /** Submits the form now (once; later calls do nothing). */
  submitNow: () => void;
}

/**
 * Counts down while `active` and then submits `formRef`'s form; `submit` is for tests (the
 * default calls the form's own submit(), which posts and leaves the page).
 */
export function useSuccessCountdown(
  active: boolean,
  formRef: RefObject<HTMLFormElement | null>,
  submit: (form: HTMLFormElement) => void = (form) => form.submit(),
): SuccessCountdown {
  const [secondsLeft, setSecondsLeft] = useState(SUCCESS_COUNTDOWN_SECONDS);
  const [submitted, setSubmitted] = useState(false);
  const done = useRef(false);
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  }, [submit]);

  const submitNow = useCallback(() => {
    const form = formRef.current;
    if (done.current || !form) return;
    done.current = true;
    setSubmitted(true);
    setSecondsLeft(0);
    submitRef.current(form);
  }, [formRef]);

  useEffect(() => {
    if (!active) return;
    // Measured against a deadline, so a throttled background tab does not stretch the wait.
    const deadline = Date.now() + SUCCESS_COUNTDOWN_SECONDS * TICK_MS;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / TICK_MS));
      setSecondsLeft((previous) => Math.min(previous, left));
      if (left === 0) {
        clearInterval(timer);
        submitNow();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [active, submitNow]);

  return { secondsLeft, submitted, submitNow };
}
