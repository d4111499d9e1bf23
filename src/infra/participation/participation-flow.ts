import type { SuggestedParams, Transaction } from 'algosdk';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { authorizationHeader, buildAuthTransaction } from '../../core/arc14/auth-transaction';
import { authorizerFor } from '../../core/fees/authorizer';
import type { Authorizer } from '../../core/fees/required-fee';
import { encodeProposal } from '../../core/multisig/proposal';
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
import { RemoteSignerError } from '../../core/walletconnect/remote-signer-error';
import type { LedgerCallOptions } from '../ledger/ledger-client';
import { getSuggestedParams } from '../chain/algod-client';
import { makeArc14Token } from '../transactions/arc14-token';
import { signAll } from '../transactions/send-group';
import { signGroup } from '../transactions/sign-group';
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
  /**
   * A multisig account (or one rekeyed to a multisig): the registration is signed through a
   * proposal the co-signers pass around, not in this dialog.
   */
  viaProposal: boolean;
}

const wake = (request: KeyRegistrationRequest, account: PublicAccount) =>
  wakeLedgerSigner(account, request.wallet, request.authAddress, request.signOptions?.ledger);

// The auth address the page read from the chain; looked up again when it is not known.
const authAddressesOf = (request: KeyRegistrationRequest, account: PublicAccount) =>
  request.authAddress ? new Map([[account.addr, request.authAddress]]) : undefined;

/** How the registration will be signed, so its fee covers that signature (issue 27). */
const authorizerOf = (request: KeyRegistrationRequest, account: PublicAccount): Authorizer =>
  authorizerFor(account.addr, request.wallet, request.authAddress);

// Device, phone and signer errors say what to do; anything else is the spec's text.
const authError = (error: unknown) =>
  isLedgerError(error) || error instanceof SigningError || error instanceof RemoteSignerError
    ? error
    : new ParticipationError('auth-signing');

/**
 * The host's token for a multisig account: the auth transaction signed by the multisig's
 * members this wallet holds, up to its threshold. Fewer than the threshold is enough for the
 * host: the token only shows that a member asks for a key, and the key does nothing until the
 * co-signers sign the registration that carries it. Co-signing a short-lived bearer token by
 * link would hand a credential around for nothing.
 */
async function multisigToken(
  request: KeyRegistrationRequest,
  account: PublicAccount,
  params: SuggestedParams,
): Promise<string> {
  const txn = buildAuthTransaction(account.addr, PARTICIPATION_AUTH_REALM, params);
  const entry = await signGroup({
    ...request.signOptions,
    txns: [txn],
    accounts: request.wallet,
    authAddresses: authAddressesOf(request, account),
  }).then(
    ([first]) => first,
    (error: unknown) => Promise.reject(authError(error)),
  );
  if (entry?.kind === 'signed') return authorizationHeader(entry.bytes);
  if (entry?.kind === 'partial' && entry.signatures > 0) {
    return authorizationHeader(encodeProposal(entry.proposal));
  }
  throw new ParticipationError('no-member');
}

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
  const authorizer = authorizerOf(request, account);
  const viaProposal = authorizer.kind === 'multisig';
  // A zero-fee, zero-amount self-payment the host reads as a token; it moves nothing.
  const authorization = viaProposal
    ? await multisigToken(request, account, params)
    : (
        await makeArc14Token({
          account,
          auth: { realm: PARTICIPATION_AUTH_REALM, suggestedParams: params },
          signer: {
            kind: 'pipeline',
            wallet: request.wallet,
            options: { ...request.signOptions, authAddresses },
          },
          signingError: authError,
        })
      ).token;
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
      authorizer,
    }),
    range,
    authAddresses,
    viaProposal,
  };
}

export async function prepareGoOffline(
  request: KeyRegistrationRequest,
): Promise<PreparedKeyRegistration> {
  const { account } = request;
  if (!account?.addr) throw new ParticipationError('no-address');
  await wake(request, account);
  const params = await getSuggestedParams();
  const authorizer = authorizerOf(request, account);
  return {
    txn: buildOfflineKeyRegistration(account.addr, params, { authorizer }),
    authAddresses: authAddressesOf(request, account),
    viaProposal: authorizer.kind === 'multisig',
  };
}
