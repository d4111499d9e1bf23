// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFormAction } from './use-form-action';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useFormAction', () => {
  it('is pending while the action runs and hands the result to onSuccess', async () => {
    const run = deferred<string>();
    const onSuccess = vi.fn();
    const { result } = renderHook(() =>
      useFormAction({
        mutationFn: (id: string) => run.promise.then((r) => `${id}:${r}`),
        onSuccess,
      }),
    );
    act(() => result.current.mutate('w1'));
    expect(result.current.isPending).toBe(true);
    await act(async () => run.resolve('ok'));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(onSuccess).toHaveBeenCalledWith('w1:ok', 'w1');
    expect(result.current.error).toBeNull();
  });

  it('runs once at a time: a second mutate while pending is ignored', async () => {
    const run = deferred<void>();
    const mutationFn = vi.fn(() => run.promise);
    const { result } = renderHook(() => useFormAction({ mutationFn }));
    act(() => result.current.mutate());
    act(() => result.current.mutate());
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await act(async () => run.resolve());
    await waitFor(() => expect(result.current.isPending).toBe(false));
    act(() => result.current.mutate());
    expect(mutationFn).toHaveBeenCalledTimes(2);
  });

  it('keeps the failure until the next run, which clears it', async () => {
    const failure = new Error('wrong password');
    let attempt = 0;
    const onError = vi.fn();
    const { result } = renderHook(() =>
      useFormAction<void, void>({
        mutationFn: () => (attempt++ === 0 ? Promise.reject(failure) : new Promise<void>(() => {})),
        onError,
      }),
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(onError).toHaveBeenCalledWith(failure, undefined);
    expect(result.current.isPending).toBe(false);
    act(() => result.current.mutate());
    expect(result.current.error).toBeNull();
    expect(result.current.isPending).toBe(true);
  });
});
