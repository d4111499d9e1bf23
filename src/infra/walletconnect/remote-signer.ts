import type SignClient from '@walletconnect/sign-client';
import { decodeSignedTransaction, encodeUnsignedTransaction, type Transaction } from 'algosdk';
import { z } from 'zod';
import { base64ToBytes, bytesToBase64 } from '../../core/encoding/base64';
import { addressOfAccountId } from '../../core/walletconnect/chain-id';
import { RemoteSignerError } from '../../core/walletconnect/remote-signer-error';

export { RemoteSignerError };
import { sessionStore, walletConnectStorageKey } from '../session/session';
import { silenceTelemetry, skipAttestation } from './sdk-privacy';
import { EncryptedKeyValueStorage } from './encrypted-storage';
import { currentWalletConnectOptions } from './options';
import { SIGN_METHOD, WalletConnectError } from './wallet-connect';

// Remote-signer accounts (type wc, v2): Algow is the dapp, a phone wallet holds the key. The
// pairing gives the account's address; signing sends `algo_signTxn` and waits for the phone.
// Its SDK state lives in its own encrypted store ("dapp"), apart from the wallet side's.

/** What a wc account stores as its `session` (in the vault). */
export const remoteSessionSchema = z.object({
  topic: z.string().regex(/^[0-9a-f]{64}$/),
  chainId: z.string().max(100),
  peer: z.string().max(200).optional(),
});
export type RemoteSession = z.infer<typeof remoteSessionSchema>;

let client: SignClient | null = null;
let clientWallet: string | null = null;
let store: EncryptedKeyValueStorage | null = null;
let opening: Promise<SignClient> | null = null;

async function open(walletId: string): Promise<SignClient> {
  const options = currentWalletConnectOptions();
  if (!options.projectId) {
    throw new WalletConnectError('no-project-id', 'WalletConnect ProjectId Not initialized');
  }
  const own = await EncryptedKeyValueStorage.open(
    walletId,
    'dapp',
    await walletConnectStorageKey(),
  );
  const [{ Core }, { default: SignClientClass }] = await Promise.all([
    import('@walletconnect/core'),
    import('@walletconnect/sign-client'),
  ]);
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    storage: own,
    customStoragePrefix: `algow-dapp-${walletId}`,
    telemetryEnabled: false,
  });
  silenceTelemetry(core);
  skipAttestation(core);
  const signClient = await SignClientClass.init({ core, metadata: options.metadata });
  client = signClient;
  clientWallet = walletId;
  store = own;
  return signClient;
}

async function signClient(): Promise<SignClient> {
  const { status, walletId } = sessionStore.getState();
  if (status !== 'open' || !walletId) throw new WalletConnectError('locked', 'Wallet is locked');
  if (client && clientWallet === walletId) return client;
  opening ??= open(walletId).finally(() => {
    opening = null;
  });
  return opening;
}

export interface RemotePairing {
  uri: string;
  /** Resolves once the phone wallet approves: the account it shares and the session. */
  approval: Promise<{ address: string; session: RemoteSession }>;
}

/** Starts a pairing on `chainId` and gives the URI for the phone's QR scanner. */
export async function startRemotePairing(chainId: string): Promise<RemotePairing> {
  const sign = await signClient();
  const { uri, approval } = await sign.connect({
    requiredNamespaces: {
      algorand: { chains: [chainId], methods: [SIGN_METHOD], events: [] },
    },
  });
  if (!uri) throw new RemoteSignerError('no-session');
  return {
    uri,
    approval: approval().then((session) => {
      const address = (session.namespaces.algorand?.accounts ?? [])
        .map(addressOfAccountId)
        .find((a): a is string => a !== null);
      if (!address) throw new RemoteSignerError('no-address');
      return {
        address,
        session: { topic: session.topic, chainId, peer: session.peer.metadata.name.slice(0, 200) },
      };
    }),
  };
}

const answerSchema = z.array(z.union([z.string().max(200_000), z.null()])).min(1);

/**
 * Asks the phone wallet to sign `txn` for `signer` and waits; `signal` cancels the wait (the
 * phone may still show the request, but its answer is ignored).
 */
export async function requestRemoteSignature(
  session: RemoteSession,
  txn: Transaction,
  signer: string,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const sign = await signClient();
  const known = sign.session.getAll().some((s) => s.topic === session.topic);
  if (!known) throw new RemoteSignerError('no-session');
  const request = sign.request<unknown>({
    topic: session.topic,
    chainId: session.chainId,
    request: {
      method: SIGN_METHOD,
      params: [
        [
          {
            txn: bytesToBase64(encodeUnsignedTransaction(txn)),
            ...(signer !== txn.sender.toString() ? { authAddr: signer } : {}),
          },
        ],
      ],
    },
  });
  const cancelled = new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(new RemoteSignerError('cancelled'));
    signal?.addEventListener('abort', () => reject(new RemoteSignerError('cancelled')));
  });
  let answer: unknown;
  try {
    answer = await Promise.race([request, cancelled]);
  } catch (error) {
    if (error instanceof RemoteSignerError) throw error;
    const message =
      error && typeof error === 'object' && 'message' in error ? String(error.message) : 'Rejected';
    throw new RemoteSignerError('rejected', message);
  }
  const parsed = answerSchema.safeParse(answer);
  const first = parsed.success ? parsed.data[0] : null;
  if (!first) throw new RemoteSignerError('bad-answer');
  try {
    const bytes = base64ToBytes(first);
    // The phone must have signed exactly what was asked, not some other transaction.
    if (decodeSignedTransaction(bytes).txn.txID() !== txn.txID()) throw new Error('other txn');
    return bytes;
  } catch {
    throw new RemoteSignerError('bad-answer');
  }
}

export async function stopRemoteSigner(): Promise<void> {
  const current = client;
  client = null;
  clientWallet = null;
  if (current) await current.core.relayer.transportClose().catch(() => undefined);
  await store?.close();
  store = null;
}

sessionStore.subscribe((state, previous) => {
  if (previous.status === 'open' && state.status !== 'open') void stopRemoteSigner();
});
