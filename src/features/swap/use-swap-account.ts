import { useQuery } from '@tanstack/react-query';
import { MIN_FEE, paymentFee } from '../../core/payments/payment-draft';
import { maxSwapAmount } from '../../core/swap/swap-form';
import { suggestedParamsQuery } from '../../infra/transactions/fee-params';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { resolveSigner } from '../../core/accounts/capabilities';
import { knownAssets } from '../../core/assets/known-assets';
import { nativeUnits } from '../../core/format/asset-units';
import { BASE_COIN } from '../../core/transactions/review';
import { assetUnitsQuery } from '../../infra/chain/asset-units';
import { accountInfoQuery } from '../../infra/chain/chain-queries';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore } from '../../infra/session/session';
import { currentTokenSymbol } from '../../infra/transactions/token-symbol';
import { useAssetUnits } from '../../ui/use-asset-units';

/**
 * The account a swap is for (/swap/{account}): whether this wallet signs for it, what the chain
 * says it holds, and the units of every asset it could swap (held or listed for the network).
 */
export function useSwapAccount() {
  const { account: address = '' } = useParams();
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const account = accounts.find((a) => a.addr === address);
  const chain = currentChain();
  const info = useQuery({ ...accountInfoQuery(chain.network, address), enabled: Boolean(account) });
  const signer = account && resolveSigner(account, accounts, info.data?.['auth-addr']);

  const held = (info.data?.assets ?? []).map((h) => h['asset-id']);
  const listed = knownAssets(chain.network).map((a) => a.id);
  const assetIds = [...new Set([...held, ...listed].map(String))].map(BigInt);
  const units = useAssetUnits(assetIds, (id) => assetUnitsQuery(chain.network, id));
  const symbol = currentTokenSymbol();
  const unitsOf = (id: bigint) =>
    id === BASE_COIN ? nativeUnits(symbol) : units.get(id.toString());

  const optedInApps = new Set(
    (info.data?.['apps-local-state'] ?? []).filter((s) => !s.deleted).map((s) => s.id.toString()),
  );
  return {
    address,
    account,
    accounts,
    chain,
    info,
    hasKey: signer?.kind === 'key',
    held,
    listed,
    assetIds,
    unitsOf,
    optedInApps,
  };
}

/** The most of `from` the account can swap, the fee of sending it kept back (null: unknown). */
export function useMaxSwap(swap: ReturnType<typeof useSwapAccount>, from: bigint): bigint | null {
  const data = swap.info.data;
  const facts = data && {
    balance: data.amount,
    heldAssets: data.assets?.length ?? 0,
    assetBalance: data.assets?.find((h) => h['asset-id'] === from)?.amount ?? 0n,
  };
  // The node's fee for a payment of the whole balance stands for the fee the maximum leaves.
  const feeParams = useQuery(suggestedParamsQuery(swap.chain.network));
  const fee =
    facts && feeParams.data
      ? paymentFee({ payFrom: swap.address, fee: MIN_FEE }, facts, feeParams.data)
      : MIN_FEE;
  return facts ? maxSwapAmount(facts, fee, from) : null;
}
