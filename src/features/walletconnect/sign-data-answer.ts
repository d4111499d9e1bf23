import type { PublicAccount } from '../../core/accounts/stored-account';
import type { SignDataItem } from '../../core/arc60/sign-data-request';
import { signInTiming } from '../../core/arc60/sign-in';
import { bytesToBase64 } from '../../core/encoding/base64';
import { signData, signDelegation } from '../../infra/transactions/sign-data';

// The answer to an `algo_signData` request: one base64 Ed25519 signature per item, in order,
// over the 64 bytes ARC-60 names (SHA-256(data) || SHA-256(authenticatorData)), each by the
// current auth key of its account through the pipeline's one data-signing path. A delegation
// (developer mode only, confirmed by the person) is signed as the chain reads it: "Program" ||
// program, through the pipeline's one delegation signer.

export class AccountGone extends Error {
  constructor() {
    super('The account of this request is no longer in the wallet');
    this.name = 'AccountGone';
  }
}

/** A Sign-In that expired (or is not valid yet) while the person was reading it. */
export class SignInOutOfTime extends Error {
  constructor() {
    super('The sign-in request is no longer valid');
    this.name = 'SignInOutOfTime';
  }
}

export async function signDataAnswer(
  items: readonly SignDataItem[],
  accounts: readonly PublicAccount[],
): Promise<string[]> {
  const now = Date.now();
  if (items.some((i) => i.signIn && signInTiming(i.signIn, now) !== 'valid')) {
    throw new SignInOutOfTime();
  }
  const signatures: string[] = [];
  for (const item of items) {
    const account = accounts.find((a) => a.addr === item.account);
    if (!account) throw new AccountGone();
    // The dapp verifies with the key it named: nothing is signed by another one.
    const options = { accounts, expectedSigner: item.signer };
    const { signature } = item.delegation
      ? await signDelegation(account, item.delegation.program, options)
      : await signData(account, item.message, options);
    signatures.push(bytesToBase64(signature));
  }
  return signatures;
}
