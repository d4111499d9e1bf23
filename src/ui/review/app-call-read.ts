import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { mustRead } from '../../core/abi/app-call-review';
import type { GroupReview } from '../../infra/transactions/review-group';

// The app call warnings a person has marked as read, by transaction id: Send waits for every
// one that can move money or control (READ_BEFORE_SEND). Other bytes have other ids, so a
// changed request is read again.

export const appCallReadStore = createStore<{ read: ReadonlySet<string> }>(() => ({
  read: new Set(),
}));

export function markAppCallRead(txid: string, read: boolean): void {
  const next = new Set(appCallReadStore.getState().read);
  if (read) next.add(txid);
  else next.delete(txid);
  appCallReadStore.setState({ read: next });
}

export const useAppCallsRead = (): ReadonlySet<string> => useStore(appCallReadStore, (s) => s.read);

/** Whether every app call of `review` that must be read has been. */
export function appCallsRead(review: GroupReview, read: ReadonlySet<string>): boolean {
  return review.appCalls.every(
    (call, i) => !mustRead(call) || read.has(review.transactions[i]?.txid ?? ''),
  );
}
