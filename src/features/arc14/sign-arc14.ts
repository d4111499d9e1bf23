import type { Transaction } from 'algosdk';
import type { PublicAccount } from '../../core/accounts/stored-account';
import {
  buildAuthTransaction,
  realmProblem,
  type RealmProblem,
} from '../../core/arc14/auth-transaction';
import { getSuggestedParams } from '../../infra/chain/algod-client';
import { wakeLedgerSigner } from '../../infra/participation/wake-ledger';
import { makeArc14Token, type Arc14Token } from '../../infra/transactions/arc14-token';

// The developer signing page's one action: an ARC-14 token for a realm. No React here; the
// page keeps the token out of React state.

export class RealmError extends Error {
  constructor(readonly problem: RealmProblem) {
    super(`Invalid realm: ${problem}`);
    this.name = 'RealmError';
  }
}

/** Builds the authentication transaction for `realm`: the review shows it before signing. */
export async function prepareArc14Transaction(
  account: PublicAccount,
  realm: string,
): Promise<Transaction> {
  const problem = realmProblem(realm);
  if (problem) throw new RealmError(problem);
  return buildAuthTransaction(account.addr, realm, await getSuggestedParams());
}

/** Signs the reviewed transaction (on a Ledger too) and returns the token. */
export async function signArc14Transaction(
  txn: Transaction,
  account: PublicAccount,
  wallet: readonly PublicAccount[],
  authAddress?: string,
): Promise<Arc14Token> {
  await wakeLedgerSigner(account, wallet, authAddress);
  return makeArc14Token({
    account,
    auth: { transaction: txn },
    signer: {
      kind: 'pipeline',
      wallet,
      options: { authAddresses: authAddress ? new Map([[account.addr, authAddress]]) : undefined },
    },
  });
}
