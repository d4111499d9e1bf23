import { TransactionType, type Transaction } from 'algosdk';
import { REWARDS_REGISTRATION_FEE } from '../participation/rewards';

// The part of a fee the protocol asks for, not the node: since consensus v40 a key registration
// going online with a fee of at least 2 Algo (GoOnlineFee) makes the account eligible for
// proposer payouts. That is the chain's rule about the transaction itself, so it is read from
// the transaction: the review names the 2 Algo the same way whoever built it (this wallet, a
// co-signer's link, a dapp), and leaves it out of the high-fee check.

export type ProtocolFeeReason = 'rewards-registration';

export interface ProtocolFee {
  reason: ProtocolFeeReason;
  /** MicroAlgos of the fee that are the protocol's. */
  amount: bigint;
}

/** The protocol's part of `txn`'s fee, or undefined when all of it is the network's. */
export function protocolFee(txn: Transaction): ProtocolFee | undefined {
  const goesOnline =
    txn.type === TransactionType.keyreg &&
    txn.keyreg?.voteKey !== undefined &&
    !txn.keyreg.nonParticipation;
  if (!goesOnline || txn.fee < REWARDS_REGISTRATION_FEE) return undefined;
  return { reason: 'rewards-registration', amount: REWARDS_REGISTRATION_FEE };
}
