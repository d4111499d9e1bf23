import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { SwapQuote } from '../../core/swap/quote';
import { ROUTERS, type RouterId, type SwapRouters } from '../../core/swap/router-config';
import type { EnvironmentId } from '../../core/networks/environments';
import { touch } from '../../infra/session/session';
import { fetchDeflexQuote } from '../../infra/swap/deflex';
import { fetchFolksQuote } from '../../infra/swap/folks';
import { notifyError } from '../../ui/notify';
import { routerErrorText } from './router-error-text';

export interface QuoteInput {
  from: bigint;
  to: bigint;
  amount: bigint;
}

export type QuoteMutation = UseMutationResult<SwapQuote, Error, QuoteInput>;

/**
 * Quotes from the routers this network has (Deflex, Folks), each switchable; a router's error is
 * a toast with its own message (spec 001 section 8).
 */
export function useSwapQuotes(env: EnvironmentId, algodUrl: string, routers: SwapRouters) {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState<Record<RouterId, boolean>>({ deflex: true, folks: true });
  const deflex = useMutation({
    mutationFn: (input: QuoteInput) => {
      touch();
      const endpoint = routers.deflex;
      if (!endpoint) throw new Error('not configured');
      return fetchDeflexQuote({
        endpoint,
        algodUrl,
        fromAssetId: input.from,
        toAssetId: input.to,
        amount: input.amount,
      });
    },
    onError: (error) => notifyError(routerErrorText('deflex', error, t)),
  });
  const folks = useMutation({
    mutationFn: (input: QuoteInput) => {
      touch();
      const endpoint = routers.folks;
      if (!endpoint) throw new Error('not configured');
      return fetchFolksQuote({
        endpoint,
        network: env,
        fromAssetId: input.from,
        toAssetId: input.to,
        amount: input.amount,
      });
    },
    onError: (error) => notifyError(routerErrorText('folks', error, t)),
  });
  const quotes: Record<RouterId, QuoteMutation> = { deflex, folks };
  const available = ROUTERS.filter((r) => routers[r]);
  const chosen = available.filter((r) => enabled[r]);

  return {
    quotes,
    available,
    chosen,
    enabled,
    better: bestRouter(chosen.map((r) => quotes[r].data).filter((q) => q !== undefined)),
    reset() {
      deflex.reset();
      folks.reset();
    },
    request(input: QuoteInput) {
      for (const router of chosen) quotes[router].mutate(input);
    },
    toggle(router: RouterId, on: boolean) {
      setEnabled((current) => ({ ...current, [router]: on }));
      quotes[router].reset();
    },
  };
}

/** The router whose quote gives more of the destination asset. */
function bestRouter(quotes: readonly SwapQuote[]): RouterId | null {
  if (quotes.length < 2) return null;
  return quotes.reduce((best, q) => (q.quotedOut > best.quotedOut ? q : best)).router;
}
