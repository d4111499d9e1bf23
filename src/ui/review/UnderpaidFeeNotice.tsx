import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Transaction } from 'algosdk';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { authorizerFor } from '../../core/fees/authorizer';
import { underpaidBySize } from '../../core/fees/underpaid';
import { currentSuggestedParamsQuery } from '../../infra/transactions/fee-params';
import { useAmountDisplay } from './use-amount-display';

export interface UnderpaidFeeNoticeProps {
  txns: readonly Transaction[];
  accounts: readonly PublicAccount[];
  /** Indexes this wallet signs (its signer, and so the signed size, is known); all when absent. */
  toSign?: readonly number[];
  authAddresses?: ReadonlyMap<string, string | undefined>;
  symbol: string;
}

/**
 * A fee below what the node asks for the transaction's signed bytes (a swap router's or a dapp's
 * fee, or a node that raised its fee since the wallet built one): said before signing, as the
 * node would refuse it at submission.
 */
export function UnderpaidFeeNotice({
  txns,
  accounts,
  toSign,
  authAddresses,
  symbol,
}: UnderpaidFeeNoticeProps) {
  const { t } = useTranslation();
  const display = useAmountDisplay(undefined, symbol, false);
  // Read afresh when the review opens: the node's fee moves with congestion.
  const params = useQuery({ ...currentSuggestedParamsQuery(), staleTime: 0 });
  if (!params.data) return null;
  // The chain's answer when the page has it (the sender itself when not rekeyed), else stored.
  const authOf = (sender: string) =>
    authAddresses?.has(sender) ? (authAddresses.get(sender) ?? sender) : undefined;
  const [first] = underpaidBySize(txns, toSign ?? txns.map((_, i) => i), params.data, (txn) =>
    authorizerFor(txn.sender.toString(), accounts, authOf(txn.sender.toString())),
  );
  if (!first) return null;
  const values = { needed: display(first.needed, undefined), fee: display(first.fee, undefined) };
  return (
    <Alert color="red" role="alert" title={t('review.feeTooSmallTitle')}>
      {txns.length === 1
        ? t('review.feeTooSmall', values)
        : t('review.feeTooSmallAt', { ...values, index: first.index + 1 })}
    </Alert>
  );
}
