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
import {
  algodClient,
  getSuggestedParams,
  sendRawTransaction,
  waitForConfirmation,
} from '../chain/algod-client';
import { SigningError, signTransaction, type SignOptions } from '../signing/transaction-signer';
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
  signOptions?: Omit<SignOptions, 'authAddress'>;
}

export interface KeyRegistrationResult {
  txId: string;
  confirmedRound: bigint;
  /** The key's voting rounds (online only). */
  range?: RoundRange;
}

const wake = (request: KeyRegistrationRequest, account: PublicAccount) =>
  wakeLedgerSigner(account, request.wallet, request.authAddress, request.signOptions?.ledger);

function sign(txn: Transaction, account: PublicAccount, request: KeyRegistrationRequest) {
  return signTransaction(txn, account, request.wallet, {
    ...request.signOptions,
    authAddress: request.authAddress,
  });
}

async function submit(signed: Uint8Array): Promise<{ txId: string; confirmedRound: bigint }> {
  const client = algodClient();
  const txId = await sendRawTransaction(signed, client);
  return { txId, confirmedRound: await waitForConfirmation(txId, client) };
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
      await sign(buildParticipationAuthTransaction(account.addr, params), account, request),
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
  return { ...(await submit(await sign(keyRegistration, account, request))), range };
}

export async function goOffline(request: KeyRegistrationRequest): Promise<KeyRegistrationResult> {
  const { account } = request;
  if (!account?.addr) throw new ParticipationError('no-address');
  await wake(request, account);
  const params = await getSuggestedParams();
  return submit(await sign(buildOfflineKeyRegistration(account.addr, params), account, request));
}
