import type { Transaction } from 'algosdk';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import { accountSession } from '../../session/keys';

// A paired phone wallet (WalletConnect v2) signs on the phone and answers with the signed
// transaction. Loaded on demand: the WalletConnect SDK is large.

export async function phoneSignedTransaction(
  signer: PublicAccount,
  txn: Transaction,
  signal: AbortSignal | undefined,
): Promise<Uint8Array> {
  const remote = await import('../../walletconnect/remote-signer');
  const parsed = remote.remoteSessionSchema.safeParse(await accountSession(signer.addr));
  if (!parsed.success) throw new remote.RemoteSignerError('no-session');
  return remote.requestRemoteSignature(parsed.data, txn, signer.addr, signal);
}
