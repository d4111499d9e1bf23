import type { Transaction } from 'algosdk';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { isLedgerError } from '../../core/ledger/ledger-error';
import {
  buildOfflineKeyRegistration,
  buildOnlineKeyRegistration,
  isValidRounds,
  PARTICIPATION_AUTH_REALM,
  participationRange,
  type RoundRange,
} from '../../core/participation/participation';
import { ParticipationError } from '../../core/participation/participation-error';
import { SigningError } from '../../core/accounts/signing-error';
import type { LedgerCallOptions } from '../ledger/ledger-client';
import { getSuggestedParams } from '../chain/algod-client';
import { makeArc14Token } from '../transactions/arc14-token';
import { signAll } from '../transactions/send-group';
import { currentParticipationServer, requestParticipationKeys } from './participation-host';
import { wakeLedgerSigner } from './wake-ledger';

// Going online and offline (spec 000 section 4), without React. Preparing asks the host for a
// key (after signing its authentication token) and builds the key registration; the dialog then
// shows it in the shared review and sends it through the pipeline like any other group.

export interface KeyRegistrationRequest {
  account: PublicAccount | undefined;
  wallet: readonly PublicAccount[];
  /** The chain's auth address of the account, when known. */
  authAddress?: string;
  signOptions?: { ledger?: LedgerCallOptions; signal?: AbortSignal };
}

export interface PreparedKeyRegistration {
  /** The exact key registration to review and sign. */
  txn: Transaction;
  /** The key's voting rounds (online only). */
  range?: RoundRange;
  /** The signer the chain names for the account, for the review and the signature. */
  authAddresses?: ReadonlyMap<string, string>;
}

const wake = (request: KeyRegistrationRequest, account: PublicAccount) =>
  wakeLedgerSigner(account, request.wallet, request.authAddress, request.signOptions?.ledger);

// The auth address the page read from the chain; looked up again when it is not known.
const authAddressesOf = (request: KeyRegistrationRequest, account: PublicAccount) =>
  request.authAddress ? new Map([[account.addr, request.authAddress]]) : undefined;

/** Signs a prepared key registration (the review's Send). */
export function signKeyRegistration(
  prepared: PreparedKeyRegistration,
  wallet: readonly PublicAccount[],
  options: { ledger?: LedgerCallOptions; signal?: AbortSignal } = {},
): Promise<Uint8Array[]> {
  return signAll([prepared.txn], wallet, { ...options, authAddresses: prepared.authAddresses });
}

export async function prepareGoOnline(
  /** `rewards`: the 2 Algo registration fee that makes the account earn staking rewards. */
  request: KeyRegistrationRequest & { rounds: number; rewards?: boolean },
): Promise<PreparedKeyRegistration> {
  const server = currentParticipationServer();
  if (!server.host) throw new ParticipationError('no-host');
  const { account } = request;
  if (!account?.addr) throw new ParticipationError('no-address');
  // Refused before anything is signed or asked of the host.
  if (!isValidRounds(request.rounds)) throw new ParticipationError('invalid-rounds');
  await wake(request, account);

  const params = await getSuggestedParams();
  const authAddresses = authAddressesOf(request, account);
  // A zero-fee, zero-amount self-payment the host reads as a token; it moves nothing.
  const { token: authorization } = await makeArc14Token({
    account,
    auth: { realm: PARTICIPATION_AUTH_REALM, suggestedParams: params },
    signer: {
      kind: 'pipeline',
      wallet: request.wallet,
      options: { ...request.signOptions, authAddresses },
    },
    // Device and signer errors say what to do; anything else is the spec's text.
    signingError: (error) =>
      isLedgerError(error) || error instanceof SigningError
        ? error
        : new ParticipationError('auth-signing'),
  });
  const range = participationRange(params, request.rounds);
  const keys = await requestParticipationKeys({
    server,
    authorization,
    address: account.addr,
    range,
  });
  return {
    txn: buildOnlineKeyRegistration(account.addr, params, keys, range, {
      rewards: request.rewards ?? false,
    }),
    range,
    authAddresses,
  };
}

export async function prepareGoOffline(
  request: KeyRegistrationRequest,
): Promise<PreparedKeyRegistration> {
  const { account } = request;
  if (!account?.addr) throw new ParticipationError('no-address');
  await wake(request, account);
  const params = await getSuggestedParams();
  return {
    txn: buildOfflineKeyRegistration(account.addr, params),
    authAddresses: authAddressesOf(request, account),
  };
}
