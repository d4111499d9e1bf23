import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface FormActionOptions<TVariables, TResult> {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  onSuccess?: (result: TResult, variables: TVariables) => unknown;
  onError?: (error: unknown, variables: TVariables) => unknown;
}

export interface FormAction<TVariables> {
  mutate: (variables: TVariables) => void;
  isPending: boolean;
  /** The last run's failure, null while running or after a success. */
  error: unknown;
}

/**
 * useMutation's contract (mutate, isPending, error) for the pages shown before a wallet opens.
 * TanStack Query is what the pages behind the login need, and the login page must not load it
 * (about 10 KB gzip, over the page's budget); every other page uses useMutation itself.
 * One run at a time: mutate while a run is pending does nothing.
 */
export function useFormAction<TVariables = void, TResult = unknown>(
  options: FormActionOptions<TVariables, TResult>,
): FormAction<TVariables> {
  // The latest callbacks, so mutate keeps one identity across renders.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const running = useRef(false);
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({
    isPending: false,
    error: null,
  });

  const mutate = useCallback((variables: TVariables) => {
    if (running.current) return;
    running.current = true;
    setState({ isPending: true, error: null });
    latest.current.mutationFn(variables).then(
      async (result) => {
        running.current = false;
        setState({ isPending: false, error: null });
        await latest.current.onSuccess?.(result, variables);
      },
      async (error: unknown) => {
        running.current = false;
        setState({ isPending: false, error });
        await latest.current.onError?.(error, variables);
      },
    );
  }, []);

  return { mutate, isPending: state.isPending, error: state.error };
}
