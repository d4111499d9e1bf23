import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { IndexerAccount } from '../../core/chain/indexer-types';
import { chainKeys } from '../../core/chain/query-keys';
import { useCachedAccounts } from './account-queries';

const account = (address: string, amount: bigint, round = 1n) =>
  ({ address, amount, round }) as unknown as IndexerAccount;

/** Lets the pending animation frame (the batch's commit) run. */
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

function setup() {
  const client = new QueryClient();
  let renders = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      renders++;
      return useCachedAccounts('sandbox');
    },
    { wrapper },
  );
  const set = (address: string, value: IndexerAccount, network = 'sandbox') =>
    client.setQueryData(chainKeys.account(network, address), value);
  return { client, hook, set, renders: () => renders };
}

describe('useCachedAccounts', () => {
  it('commits the answers of one frame together, with one render', async () => {
    const { hook, set, renders } = setup();
    const before = renders();
    act(() => {
      set('A', account('A', 1n));
      set('B', account('B', 2n));
      set('C', account('C', 3n));
    });
    expect(hook.result.current.data.size).toBe(0);
    await nextFrame();
    expect(renders() - before).toBe(1);
    expect([...hook.result.current.data.keys()]).toEqual(['A', 'B', 'C']);
    expect(hook.result.current.data.get('B')?.amount).toBe(2n);
  });

  it('skips answers that leave the amount and auth address as shown, and other networks', async () => {
    const { hook, set, renders } = setup();
    act(() => void set('A', account('A', 1n, 10n)));
    await nextFrame();
    const shown = hook.result.current;
    const before = renders();
    act(() => {
      set('A', account('A', 1n, 11n));
      set('A', account('A', 9n), 'testnet');
    });
    await nextFrame();
    expect(renders()).toBe(before);
    expect(hook.result.current).toBe(shown);

    act(() => void set('A', account('A', 5n, 12n)));
    await nextFrame();
    expect(renders() - before).toBe(1);
    expect(hook.result.current.data.get('A')?.amount).toBe(5n);
  });

  it('marks a failed read, and clears the mark when the next read succeeds', async () => {
    const { client, hook, set } = setup();
    act(() => void set('A', account('A', 1n)));
    await nextFrame();
    await act(() =>
      client
        .fetchQuery({
          queryKey: chainKeys.account('sandbox', 'A'),
          queryFn: () => Promise.reject(new Error('node down')),
          retry: false,
        })
        .catch(() => undefined),
    );
    await nextFrame();
    expect(hook.result.current.failed.has('A')).toBe(true);
    expect(hook.result.current.data.get('A')?.amount).toBe(1n);
    expect(hook.result.current.error).toEqual(new Error('node down'));

    await act(() =>
      client.fetchQuery({
        queryKey: chainKeys.account('sandbox', 'A'),
        queryFn: () => Promise.resolve(account('A', 1n, 2n)),
        staleTime: 0,
      }),
    );
    await nextFrame();
    expect(hook.result.current.failed.has('A')).toBe(false);
  });
});
