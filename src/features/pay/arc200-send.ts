import type { Transaction } from 'algosdk';
import { arc200TransferTxn } from '../../core/arc200/calls';
import type { PaymentDraft } from '../../core/payments/payment-draft';
import { getSuggestedParams } from '../../infra/chain/algod-client';

// Pay's ARC-200 send: the form's draft (amount in base units, checked against the token
// balance) becomes an arc200_transfer call, reviewed and signed by the one pipeline like any
// payment. The typed fee is paid when the node asks less; a rekey is not offered for a token.

export async function arc200Transfer(draft: PaymentDraft, appId: bigint): Promise<Transaction> {
  const params = await getSuggestedParams();
  const fee = draft.fee > params.minFee ? draft.fee : params.minFee;
  return arc200TransferTxn(
    { appId, from: draft.payFrom, to: draft.payTo, value: draft.amount, note: draft.note },
    { ...params, fee, flatFee: true },
  );
}
