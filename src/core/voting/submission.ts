import {
  makePaymentTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import { withRequiredFee, type Authorizer } from '../fees/required-fee';
import { utf8Encode } from '../encoding/utf8';
import { MARKER_AMOUNT } from './constants';

// Every voting record is a payment of its marker amount from the account to itself, carrying the
// note (spec 001 section 9). Readers check both the marker and the self payment.

export type VotingRecordKind = keyof typeof MARKER_AMOUNT;

/** The self payment that publishes `note` as a voting record of `kind`. */
export function buildVotingRecord(
  kind: VotingRecordKind,
  account: string,
  note: string,
  params: SuggestedParams,
  authorizer?: Authorizer,
): Transaction {
  return withRequiredFee(
    makePaymentTxnWithSuggestedParamsFromObject({
      sender: account,
      receiver: account,
      amount: MARKER_AMOUNT[kind],
      note: utf8Encode(note),
      suggestedParams: params,
    }),
    params,
    { authorizer },
  );
}
