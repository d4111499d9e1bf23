import { useMutation, useQuery } from '@tanstack/react-query';
import { encodeUnsignedTransaction, type Transaction } from 'algosdk';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate, useParams } from 'react-router';
import { useStore } from 'zustand';
import { canSign, usesMultisigFlow } from '../../core/accounts/capabilities';
import { buildOptIn, buildOptOut } from '../../core/assets/asset-transactions';
import { toChainAsset } from '../../core/assets/chain-asset';
import { optInShortfall } from '../../core/assets/opt-in';
import type { IndexerAsset } from '../../core/chain/indexer-types';
import { bytesToBase64Url } from '../../core/encoding/base64';
import { authorizerFor } from '../../core/fees/authorizer';
import { applyRequiredFee } from '../../core/fees/required-fee';
import { MULTISIG_PROPOSAL_FEE } from '../../core/multisig/proposal';
import { multisigParamsFor } from '../../core/multisig/signers';
import { MIN_FEE } from '../../core/payments/payment-draft';
import { getSuggestedParams } from '../../infra/chain/algod-client';
import { accountInfoQuery } from '../../infra/chain/chain-queries';
import { currentChain, lookupAsset, searchAssetsByName } from '../../infra/chain/indexer-client';
import { HttpError } from '../../infra/http/http-client';
import { suggestedParamsQuery } from '../../infra/transactions/fee-params';
import { sessionStore, touch } from '../../infra/session/session';
import { senderAuthorizer } from '../../infra/transactions/fee-authorizer';
import { notifySuccess } from '../../ui/notify';
import { assetPageKeys } from './query-keys';

export type AssetSearchResult = { kind: 'found'; assets: IndexerAsset[] } | { kind: 'not-found' };

/** By id when the text is a number, else by name; 404 is "not found", not an error. */
async function searchAssets(text: string): Promise<AssetSearchResult> {
  if (/^\d+$/.test(text)) {
    try {
      const asset = await lookupAsset(text);
      return asset.deleted ? { kind: 'not-found' } : { kind: 'found', assets: [asset] };
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return { kind: 'not-found' };
      throw error;
    }
  }
  const assets = await searchAssetsByName(text);
  return assets.length > 0 ? { kind: 'found', assets } : { kind: 'not-found' };
}

/**
 * /account/optin/{account} (second spec document, section 2): search, pick, then opt in through
 * the shared review, or hand a multisig account an unsigned proposal.
 */
export function useOptInPage() {
  const { t } = useTranslation();
  const { account: address = '' } = useParams();
  const navigate = useNavigate();
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const account = accounts.find((a) => a.addr === address);
  const network = currentChain().network;
  // Fresh on arrival: whether the balance covers the opt-in must not come from an old read.
  const info = useQuery({
    ...accountInfoQuery(network, address),
    enabled: Boolean(account),
    refetchOnMount: 'always',
  });
  const authAddress = info.data?.['auth-addr'];
  const [term, setTerm] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [picked, setPicked] = useState<IndexerAsset | null>(null);
  const [reviewing, setReviewing] = useState<Transaction | null>(null);

  const search = useQuery({
    queryKey: assetPageKeys.search(network, submitted),
    queryFn: () => searchAssets(submitted),
    enabled: submitted !== '',
    retry: false,
  });
  // A search with one answer (always so by id) needs no extra click.
  const results = search.data?.kind === 'found' ? search.data.assets : [];
  const selected = picked ?? (results.length === 1 ? (results[0] ?? null) : null);
  const holding = selected
    ? info.data?.assets?.find((h) => h['asset-id'] === selected.index)
    : undefined;

  const prepare = useMutation({
    mutationFn: async (action: 'opt-in' | 'opt-out' | 'multisig') => {
      touch();
      if (!selected) throw new Error('No asset chosen');
      // The shortfall shown beside the review is judged on the balance as it is now, not on
      // the read this page arrived with (money may have come in since).
      await info.refetch();
      const params = await getSuggestedParams();
      if (action === 'multisig') {
        // Co-signers expect the fixed proposal fee (spec section 9) unless the node asks more.
        const txn = buildOptIn(address, selected.index, params);
        applyRequiredFee(txn, params, {
          floor: MULTISIG_PROPOSAL_FEE,
          authorizer: {
            kind: 'multisig',
            params: multisigParamsFor(account!, accounts, authAddress),
            rekeyed: Boolean(authAddress && authAddress !== address),
          },
        });
        await navigate(`/multisig/${address}/${bytesToBase64Url(encodeUnsignedTransaction(txn))}`);
        return null;
      }
      // Sized for the signer the pipeline will use: a rekeyed or multisig account signs longer.
      const authorizer = await senderAuthorizer(address);
      return action === 'opt-in'
        ? buildOptIn(address, selected.index, params, authorizer)
        : buildOptOut(address, toChainAsset(selected), params, authorizer);
    },
    onSuccess: (txn) => txn && setReviewing(txn),
  });

  // An opt-out is the asset transfer that closes the holding to the creator.
  const optingOut = Boolean(reviewing?.assetTransfer?.closeRemainderTo);
  const facts = info.data && {
    balance: info.data.amount,
    minBalance: info.data['min-balance'],
    heldAssets: info.data.assets?.length ?? 0,
  };
  // The opt-in's fee as the node asks it (the spec's 0.001 while it asks no more).
  const feeParams = useQuery(suggestedParamsQuery(network));
  const optInFee =
    feeParams.data && account
      ? buildOptIn(
          address,
          selected?.index ?? 1n,
          feeParams.data,
          authorizerFor(address, accounts, info.data ? (authAddress ?? address) : undefined),
        ).fee
      : MIN_FEE;

  return {
    address,
    account,
    accounts,
    info,
    term,
    setTerm,
    submit() {
      setPicked(null);
      setSubmitted(term.trim());
    },
    search,
    selected,
    select: setPicked,
    holding,
    shortfall: facts ? optInShortfall(facts, optInFee) : 0n,
    multisig: account ? usesMultisigFlow(account, accounts, authAddress) : false,
    canSign: account ? canSign(account, accounts, authAddress) : false,
    prepare,
    reviewing,
    optingOut,
    /** Sent and confirmed: say so, then back to the account after the spec's pause. */
    confirmed() {
      const name = selected?.params.name || selected?.index.toString() || '';
      notifySuccess(
        optingOut ? t('assets.optIn.optedOut', { name }) : t('assets.optIn.optedIn', { name }),
      );
      // The spec's pause before the overview, so the toast is read.
      window.setTimeout(() => void navigate(`/account/${address}`), 2_000);
    },
    closeReview() {
      setReviewing(null);
      prepare.reset();
    },
  };
}

export type OptInPageState = ReturnType<typeof useOptInPage>;
