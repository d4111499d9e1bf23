import type { Transaction } from 'algosdk';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { authorizationHeader } from '../../core/arc14/auth-transaction';
import { isLedgerError } from '../../core/ledger/ledger-error';
import {
  buildOfflineKeyRegistration,
  buildOnlineKeyRegistration,
  buildParticipationAuthTransaction,
  isValidRounds,
  participationRange,
  type RoundRange,
} from '../../core/participation/participation';
import { ParticipationError } from '../../core/participation/participation-error';
import { SigningError } from '../../core/accounts/signing-error';
import type { LedgerCallOptions } from '../ledger/ledger-client';
import { getSuggestedParams } from '../chain/algod-client';
import { sendAndConfirm, signAll } from '../transactions/send-group';
import { currentParticipationServer, requestParticipationKeys } from './participation-host';
import { wakeLedgerSigner } from './wake-ledger';

// Going online and offline end to end (spec 000 section 4): no React here. The page shows the
// state; this signs (following a rekey: key or Ledger), talks to the host and the node, and
// returns once the key registration is in a block.

export interface KeyRegistrationRequest {
  account: PublicAccount | undefined;
  wallet: readonly PublicAccount[];
  /** The chain's auth address of the account, when known. */
  authAddress?: string;
  signOptions?: { ledger?: LedgerCallOptions; signal?: AbortSignal };
}

export interface KeyRegistrationResult {
  txId: string;
  confirmedRound: bigint;
  /** The key's voting rounds (online only). */
  range?: RoundRange;
}

const wake = (request: KeyRegistrationRequest, account: PublicAccount) =>
  wakeLedgerSigner(account, request.wallet, request.authAddress, request.signOptions?.ledger);

// The auth address the page read from the chain; looked up again when it is not known.
const signOptions = (request: KeyRegistrationRequest) => ({
  ...request.signOptions,
  authAddresses: request.authAddress
    ? new Map([[request.account!.addr, request.authAddress]])
    : undefined,
});

async function sign(txn: Transaction, request: KeyRegistrationRequest): Promise<Uint8Array> {
  const [signed] = await signAll([txn], request.wallet, signOptions(request));
  return signed!;
}

async function submit(
  txn: Transaction,
  request: KeyRegistrationRequest,
): Promise<{ txId: string; confirmedRound: bigint }> {
  const { txid, round } = await sendAndConfirm([txn], request.wallet, signOptions(request));
  return { txId: txid, confirmedRound: round };
}

export async function goOnline(
  request: KeyRegistrationRequest & { rounds: number },
): Promise<KeyRegistrationResult> {
  const server = currentParticipationServer();
  if (!server.host) throw new ParticipationError('no-host');
  const { account } = request;
  if (!account?.addr) throw new ParticipationError('no-address');
  // Refused before anything is signed or asked of the host.
  if (!isValidRounds(request.rounds)) throw new ParticipationError('invalid-rounds');
  await wake(request, account);

  const params = await getSuggestedParams();
  let authorization: string;
  try {
    authorization = authorizationHeader(
      await sign(buildParticipationAuthTransaction(account.addr, params), request),
    );
  } catch (error) {
    // Device and signer errors say what to do; anything else is the spec's text.
    if (isLedgerError(error) || error instanceof SigningError) throw error;
    throw new ParticipationError('auth-signing');
  }
  const range = participationRange(params, request.rounds);
  const keys = await requestParticipationKeys({
    server,
    authorization,
    address: account.addr,
    range,
  });
  const keyRegistration = buildOnlineKeyRegistration(account.addr, params, keys, range);
  return { ...(await submit(keyRegistration, request)), range };
}

export async function goOffline(request: KeyRegistrationRequest): Promise<KeyRegistrationResult> {
  const { account } = request;
  if (!account?.addr) throw new ParticipationError('no-address');
  await wake(request, account);
  const params = await getSuggestedParams();
  return submit(buildOfflineKeyRegistration(account.addr, params), request);
}
