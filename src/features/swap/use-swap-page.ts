import { useMutation, useQuery, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { resolveSigner } from '../../core/accounts/capabilities';
import { knownAssets, VOTE_TOKEN } from '../../core/assets/known-assets';
import { nativeUnits } from '../../core/format/asset-units';
import { MIN_FEE, paymentFee } from '../../core/payments/payment-draft';
import type { SwapQuote } from '../../core/swap/quote';
import { ROUTERS, swapNetworkSupported, type RouterId } from '../../core/swap/router-config';
import {
  DEFAULT_SLIPPAGE,
  DEFAULT_SWAP_AMOUNT,
  maxSwapAmount,
  readSlippage,
} from '../../core/swap/swap-form';
import { BASE_COIN } from '../../core/transactions/review';
import { assetUnitsQuery } from '../../infra/chain/asset-units';
import { accountInfoQuery } from '../../infra/chain/chain-queries';
import { currentEnvironment } from '../../infra/chain/genesis-pin';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore, touch } from '../../infra/session/session';
import { fetchDeflexQuote } from '../../infra/swap/deflex';
import { fetchFolksQuote } from '../../infra/swap/folks';
import { currentSwapRouters } from '../../infra/swap/swap-config';
import { suggestedParamsQuery } from '../../infra/transactions/fee-params';
import { currentTokenSymbol } from '../../infra/transactions/token-symbol';
import { useAmountInput, useAmountTextsFollowLanguage } from '../../ui/use-amount-format';
import { notifyError } from '../../ui/notify';
import { useAssetUnits } from '../../ui/use-asset-units';
import { routerErrorText } from './router-error-text';

export interface Reviewing {
  kind: 'swap';
  quote: SwapQuote;
}

/** /swap/{account} (spec 001 section 2): quotes from both routers, then the trade (opt-ins included). */
export function useSwapPage() {
  const { t } = useTranslation();
  const { account: address = '' } = useParams();
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const account = accounts.find((a) => a.addr === address);
  const chain = currentChain();
  const env = currentEnvironment();
  const routers = currentSwapRouters(env);
  const supported = swapNetworkSupported(env, routers);
  const info = useQuery({ ...accountInfoQuery(chain.network, address), enabled: Boolean(account) });
  const signer = account && resolveSigner(account, accounts, info.data?.['auth-addr']);
  const hasKey = signer?.kind === 'key';

  const held = (info.data?.assets ?? []).map((h) => h['asset-id']);
  const listed = knownAssets(chain.network).map((a) => a.id);
  const assetIds = [...new Set([...held, ...listed].map(String))].map(BigInt);
  const units = useAssetUnits(assetIds, (id) => assetUnitsQuery(chain.network, id));
  const symbol = currentTokenSymbol();
  const unitsOf = (id: bigint) =>
    id === BASE_COIN ? nativeUnits(symbol) : units.get(id.toString());

  const [from, setFrom] = useState<bigint>(BASE_COIN);
  const [to, setTo] = useState<bigint | null>(VOTE_TOKEN[chain.network] ?? listed[0] ?? null);
  const [amount, setAmount] = useState(DEFAULT_SWAP_AMOUNT);
  // What the slippage field holds, as typed; the quote uses it only while it is valid.
  const [slippageInput, setSlippageInput] = useState<number | string>(DEFAULT_SLIPPAGE);
  const validSlippage = readSlippage(slippageInput);
  const slippage = validSlippage ?? DEFAULT_SLIPPAGE;
  const [enabled, setEnabled] = useState<Record<RouterId, boolean>>({ deflex: true, folks: true });
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);

  const amountInput = useAmountInput();
  useAmountTextsFollowLanguage((convert) => setAmount(convert));
  const fromUnits = unitsOf(from);
  const parsed = fromUnits ? amountInput.parse(amount, fromUnits.decimals) : null;
  const amountIn = parsed?.ok ? parsed.value : null;
  const facts = info.data && {
    balance: info.data.amount,
    heldAssets: info.data.assets?.length ?? 0,
    assetBalance: info.data.assets?.find((h) => h['asset-id'] === from)?.amount ?? 0n,
  };
  // The node's fee for a payment of the whole balance stands for the fee the maximum leaves.
  const feeParams = useQuery(suggestedParamsQuery(chain.network));
  const fee =
    facts && feeParams.data
      ? paymentFee({ payFrom: address, fee: MIN_FEE }, facts, feeParams.data)
      : MIN_FEE;
  const max = facts ? maxSwapAmount(facts, fee, from) : null;
  const overMax = amountIn !== null && max !== null && amountIn > max;

  const deflex = useMutation({
    mutationFn: (input: { from: bigint; to: bigint; amount: bigint }) => {
      touch();
      const endpoint = routers.deflex;
      if (!endpoint) throw new Error('not configured');
      return fetchDeflexQuote({
        endpoint,
        algodUrl: chain.algodUrl,
        fromAssetId: input.from,
        toAssetId: input.to,
        amount: input.amount,
      });
    },
    // Spec 001 section 8: quote errors are toasts, with the router's own message.
    onError: (error) => notifyError(routerErrorText('deflex', error, t)),
  });
  const folks = useMutation({
    mutationFn: (input: { from: bigint; to: bigint; amount: bigint }) => {
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
  const quotes: Record<
    RouterId,
    UseMutationResult<SwapQuote, Error, { from: bigint; to: bigint; amount: bigint }>
  > = {
    deflex,
    folks,
  };
  const available = ROUTERS.filter((r) => routers[r]);
  const chosen = available.filter((r) => enabled[r]);

  function clearQuotes() {
    deflex.reset();
    folks.reset();
    setReviewing(null);
  }

  const optedInApps = new Set(
    (info.data?.['apps-local-state'] ?? []).filter((s) => !s.deleted).map((s) => s.id.toString()),
  );
  const missingOptIns = (router: RouterId) =>
    (quotes[router].data?.requiredAppOptIns ?? []).filter((id) => !optedInApps.has(id.toString()));

  // The trade's output cannot arrive in an account that does not hold the asset.
  const needsAssetOptIn =
    to !== null && to !== BASE_COIN && info.isSuccess && !held.some((id) => id === to);

  function getQuotes() {
    if (to === null || amountIn === null) return;
    for (const router of chosen) quotes[router].mutate({ from, to, amount: amountIn });
  }

  const better = bestRouter(chosen.map((r) => quotes[r].data).filter((q) => q !== undefined));

  return {
    address,
    account,
    accounts,
    network: chain.network,
    env,
    supported,
    hasKey,
    info,
    routers: available,
    assetIds,
    unitsOf,
    from,
    to,
    amount,
    amountIn,
    amountProblem: parsed && !parsed.ok ? parsed.error : overMax ? 'too-large' : null,
    max,
    slippage,
    slippageInput,
    slippageProblem: validSlippage === null,
    enabled,
    setFrom(id: bigint) {
      setFrom(id);
      if (id === to) setTo(null);
      clearQuotes();
    },
    setTo(id: bigint) {
      setTo(id);
      clearQuotes();
    },
    setAmount(text: string) {
      setAmount(text);
      clearQuotes();
    },
    setMaxAmount() {
      if (max === null || !fromUnits) return;
      setAmount(amountInput.text(max, fromUnits.decimals));
      clearQuotes();
    },
    setSlippage: setSlippageInput,
    toggleRouter(router: RouterId, on: boolean) {
      setEnabled((current) => ({ ...current, [router]: on }));
      quotes[router].reset();
    },
    needsAssetOptIn,
    canQuote:
      !needsAssetOptIn &&
      supported &&
      hasKey &&
      to !== null &&
      to !== from &&
      amountIn !== null &&
      amountIn > 0n &&
      !overMax &&
      validSlippage !== null &&
      chosen.length > 0,
    getQuotes,
    /** After a failed or refused execute: back to the form, with fresh quotes on their way. */
    newQuote() {
      setReviewing(null);
      getQuotes();
    },
    quotes,
    better,
    missingOptIns,
    reviewing,
    review(quote: SwapQuote) {
      setReviewing({ kind: 'swap', quote });
    },
    closeReview() {
      setReviewing(null);
    },
  };
}

export type SwapPageModel = ReturnType<typeof useSwapPage>;

/** The router whose quote gives more of the destination asset. */
function bestRouter(quotes: readonly SwapQuote[]): RouterId | null {
  if (quotes.length < 2) return null;
  return quotes.reduce((best, q) => (q.quotedOut > best.quotedOut ? q : best)).router;
}
