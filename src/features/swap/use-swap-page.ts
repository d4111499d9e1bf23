import { useState } from 'react';
import { VOTE_TOKEN } from '../../core/assets/known-assets';
import type { SwapQuote } from '../../core/swap/quote';
import { swapNetworkSupported, type RouterId } from '../../core/swap/router-config';
import { DEFAULT_SLIPPAGE, DEFAULT_SWAP_AMOUNT, readSlippage } from '../../core/swap/swap-form';
import { BASE_COIN } from '../../core/transactions/review';
import { currentEnvironment } from '../../infra/chain/genesis-pin';
import { currentSwapRouters } from '../../infra/swap/swap-config';
import { useAmountInput, useAmountTextsFollowLanguage } from '../../ui/use-amount-format';
import { useMaxSwap, useSwapAccount } from './use-swap-account';
import { useSwapQuotes } from './use-swap-quotes';

export interface Reviewing {
  kind: 'swap';
  quote: SwapQuote;
}

/**
 * /swap/{account} (spec 001 section 2): the form (pair, amount, slippage), quotes from both
 * routers (use-swap-quotes), then the trade's review. The account and its assets come from
 * use-swap-account.
 */
export function useSwapPage() {
  const swap = useSwapAccount();
  const { address, info, chain, unitsOf, hasKey } = swap;
  const env = currentEnvironment();
  const routers = currentSwapRouters(env);
  const supported = swapNetworkSupported(env, routers);
  const router = useSwapQuotes(env, chain.algodUrl, routers);

  const [from, setFrom] = useState<bigint>(BASE_COIN);
  const [to, setTo] = useState<bigint | null>(VOTE_TOKEN[chain.network] ?? swap.listed[0] ?? null);
  const [amount, setAmount] = useState(DEFAULT_SWAP_AMOUNT);
  // What the slippage field holds, as typed; the quote uses it only while it is valid.
  const [slippageInput, setSlippageInput] = useState<number | string>(DEFAULT_SLIPPAGE);
  const validSlippage = readSlippage(slippageInput);
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);

  const amountInput = useAmountInput();
  useAmountTextsFollowLanguage((convert) => setAmount(convert));
  const fromUnits = unitsOf(from);
  const parsed = fromUnits ? amountInput.parse(amount, fromUnits.decimals) : null;
  const amountIn = parsed?.ok ? parsed.value : null;
  const max = useMaxSwap(swap, from);
  const overMax = amountIn !== null && max !== null && amountIn > max;

  function clearQuotes() {
    router.reset();
    setReviewing(null);
  }
  function getQuotes() {
    if (to === null || amountIn === null) return;
    router.request({ from, to, amount: amountIn });
  }
  const missingOptIns = (id: RouterId) =>
    (router.quotes[id].data?.requiredAppOptIns ?? []).filter(
      (app) => !swap.optedInApps.has(app.toString()),
    );
  // The trade's output cannot arrive in an account that does not hold the asset.
  const needsAssetOptIn =
    to !== null && to !== BASE_COIN && info.isSuccess && !swap.held.some((id) => id === to);

  return {
    address,
    account: swap.account,
    accounts: swap.accounts,
    network: chain.network,
    env,
    supported,
    hasKey,
    info,
    routers: router.available,
    assetIds: swap.assetIds,
    unitsOf,
    from,
    to,
    amount,
    amountIn,
    amountProblem: parsed && !parsed.ok ? parsed.error : overMax ? 'too-large' : null,
    max,
    slippage: validSlippage ?? DEFAULT_SLIPPAGE,
    slippageInput,
    slippageProblem: validSlippage === null,
    enabled: router.enabled,
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
    toggleRouter: router.toggle,
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
      router.chosen.length > 0,
    getQuotes,
    /** After a failed or refused execute: back to the form, with fresh quotes on their way. */
    newQuote() {
      setReviewing(null);
      getQuotes();
    },
    quotes: router.quotes,
    better: router.better,
    missingOptIns,
    reviewing,
    review: (quote: SwapQuote) => setReviewing({ kind: 'swap', quote }),
    closeReview: () => setReviewing(null),
  };
}

export type SwapPageModel = ReturnType<typeof useSwapPage>;
