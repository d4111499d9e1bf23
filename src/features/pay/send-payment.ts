import type { Transaction } from 'algosdk';
import type { PublicAccount } from '../../core/accounts/stored-account';
import {
  confirmedRoundOf,
  NodeError,
  sendRawTransaction,
  waitForConfirmation,
} from '../../infra/chain/algod-client';
import { updateStoredAccount } from '../../infra/session/session';
import { signTransaction } from '../../infra/signing/transaction-signer';

// Sign, send, confirm: the payment states of spec section 4. The same signed bytes (same txid)
// are what a retry sends, so a payment can never go out twice.

export type PayStatus =
  | { kind: 'idle' }
  | { kind: 'signing' }
  | { kind: 'sending' }
  | { kind: 'sent'; txid: string }
  | { kind: 'confirmed'; txid: string; round: bigint }
  | { kind: 'error'; problem: SendProblem; txid?: string };

export type SendProblem =
  /** Signing failed (device, key, session): nothing left the wallet. */
  | { kind: 'signing'; error: unknown }
  /** The node answered with a reason (pool error, overspend ...): shown as returned. */
  | { kind: 'node'; message: string }
  /** No answer, or no confirmation in time: the spec's "are you offline" text. */
  | { kind: 'offline' };

const AUTHORIZED_BY = /should have been authorized by ([A-Z2-7]{58})/;

/** The auth address the node demanded, from an algod rejection text. */
export function demandedSigner(message: string): string | undefined {
  return AUTHORIZED_BY.exec(message)?.[1];
}

export interface SendCallbacks {
  onStatus: (status: PayStatus) => void;
  /** The account's stored rekeyedTo changed (after a confirmed rekey or a node's hint). */
  onRekeyStored: (address: string) => void;
}

export interface SendRequest {
  txn: Transaction;
  from: PublicAccount;
  accounts: readonly PublicAccount[];
  authAddress?: string;
  /** Signed bytes from an earlier attempt: sent again instead of signing anew. */
  signed?: Uint8Array;
  /** Stops waiting for a remote signer (a phone wallet over WalletConnect). */
  signal?: AbortSignal;
}

/** Runs the whole flow; returns the signed bytes so a retry can resend exactly them. */
export async function signAndSend(
  request: SendRequest,
  { onStatus, onRekeyStored }: SendCallbacks,
): Promise<Uint8Array | undefined> {
  let signed = request.signed;
  if (!signed) {
    onStatus({ kind: 'signing' });
    try {
      signed = await signTransaction(request.txn, request.from, request.accounts, {
        authAddress: request.authAddress,
        signal: request.signal,
      });
    } catch (error) {
      onStatus({ kind: 'error', problem: { kind: 'signing', error } });
      return undefined;
    }
  }

  // A retry first asks whether the earlier attempt got through after all: the same bytes
  // must never be reported as failed once they are in a block.
  if (request.signed) {
    const txid = request.txn.txID();
    const round = await confirmedRoundOf(txid);
    if (round !== undefined) {
      onStatus({ kind: 'confirmed', txid, round });
      await storeRekey(request, onRekeyStored);
      return signed;
    }
  }

  onStatus({ kind: 'sending' });
  let txid: string;
  try {
    txid = await sendRawTransaction(signed);
  } catch (error) {
    if (error instanceof NodeError && error.code === 'rejected') {
      const signer = demandedSigner(error.message);
      if (signer && signer !== request.from.rekeyedTo) {
        await updateStoredAccount(request.from, {
          rekeyedTo: signer === request.from.addr ? undefined : signer,
        });
        onRekeyStored(signer);
      }
      onStatus({ kind: 'error', problem: { kind: 'node', message: error.message } });
      // A rejected transaction can be signed again (by the right key) and resent.
      return undefined;
    }
    onStatus({ kind: 'error', problem: { kind: 'offline' } });
    return signed;
  }

  onStatus({ kind: 'sent', txid });
  try {
    const round = await waitForConfirmation(txid);
    onStatus({ kind: 'confirmed', txid, round });
  } catch (error) {
    const problem: SendProblem =
      error instanceof NodeError && error.code === 'pool-error'
        ? { kind: 'node', message: error.message }
        : { kind: 'offline' };
    onStatus({ kind: 'error', problem, txid });
    return signed;
  }

  await storeRekey(request, onRekeyStored);
  return signed;
}

/** After a confirmed rekey the account's stored rekeyedTo follows (spec section 4). */
async function storeRekey(request: SendRequest, onRekeyStored: (address: string) => void) {
  const rekeyTo = request.txn.rekeyTo?.toString();
  if (!rekeyTo) return;
  // Rekeying to oneself gives the authority back to the account's own key.
  await updateStoredAccount(request.from, {
    rekeyedTo: rekeyTo === request.from.addr ? undefined : rekeyTo,
  });
  onRekeyStored(rekeyTo);
}
