import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { SendState } from '../../core/transactions/send-state';
import {
  createSendController,
  type SendController,
  type SendJob,
} from '../../infra/transactions/send-controller';
import { chainKeys } from '../../core/chain/query-keys';

/**
 * The pipeline's controller for one review of `job.txns` (mount the review with a new `key`
 * for other transactions). The job's callbacks are refreshed on every render, so a multisig
 * review's latest proposal is what gets sent. Leaving the review stops its background lookups.
 */
export function useSendController(job: SendJob): { controller: SendController; state: SendState } {
  const [controller] = useState(() => createSendController(job));
  useLayoutEffect(() => controller.updateJob(job));
  useEffect(() => {
    controller.activate();
    return () => controller.dispose();
  }, [controller]);
  // A confirmed group changed balances and histories: every account and history on screen is
  // read again (keys of infra/chain/chain-queries accountInfoQuery and the history query).
  const queryClient = useQueryClient();
  useEffect(
    () =>
      controller.state.subscribe((next, previous) => {
        if (next.kind === 'confirmed' && previous.kind !== 'confirmed') {
          void queryClient.invalidateQueries({ queryKey: chainKeys.accounts() });
          void queryClient.invalidateQueries({ queryKey: chainKeys.allAccountTransactions() });
        }
      }),
    [controller, queryClient],
  );
  const state = useStore(controller.state);
  return { controller, state };
}
