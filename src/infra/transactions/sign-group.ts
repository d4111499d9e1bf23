import { Address, multisigAddress, type Transaction } from 'algosdk';
import { ownSignerKind, resolveSigner, signsForItself } from '../../core/accounts/capabilities';
import { SigningError } from '../../core/accounts/signing-error';
import type { MultisigParams, PublicAccount } from '../../core/accounts/stored-account';
import {
  addSignature,
  createProposal,
  signatureCount,
  sameParams,
  signedTransactionBytes,
  thresholdReached,
  type Proposal,
} from '../../core/multisig/proposal';
import { multisigParamsFor, remainingSigners } from '../../core/multisig/signers';
import { bytesToBase64 } from '../../core/encoding/base64';
import { signerSource } from '../../core/accounts/signer-source';
import { expectedGenesis } from '../chain/genesis-pin';
import type { LedgerCallOptions } from '../ledger/ledger-client';
import { lookupAuthAddresses } from './auth-addresses';
import { ledgerSignature } from './signers/ledger';
import { phoneSignedTransaction } from './signers/phone';
import { withVaultKeys } from './signers/vault-keys';
import { signedFromBytesToSign } from './signed-bytes';

// signGroup: the one way a group is signed. Each transaction's signer follows the sender's
// auth address as the chain reports it (one hop, spec section 4), never what a dapp names, and
// signs where its key lives (signers/): all vault keys of a batch from one vault opening, then
// Ledgers and phones one prompt at a time, with no key in memory while they wait.

export type SignedEntry =
  | { kind: 'signed'; bytes: Uint8Array }
  /** A multisig transaction short of its threshold with the keys this wallet holds. */
  | { kind: 'partial'; signatures: number; threshold: number; proposal: Proposal }
  /** Not asked to sign (outside `indexes`). */
  | { kind: 'skipped' };

export interface SignGroupRequest {
  txns: readonly Transaction[];
  /** The wallet's accounts (public view). */
  accounts: readonly PublicAccount[];
  /** Which transactions to sign; all when absent. */
  indexes?: readonly number[];
  /**
   * Multisig preimages a request describes, by index. Checked against the sender and its auth
   * address; the wallet's own params are used when absent.
   */
  multisig?: ReadonlyMap<number, MultisigParams>;
  /** The chain's auth address of senders already looked up (sender -> auth or undefined). */
  authAddresses?: ReadonlyMap<string, string | undefined>;
  ledger?: LedgerCallOptions;
  /** Cancels waiting for a phone wallet. */
  signal?: AbortSignal;
  /** Pause between signatures that each ask a person (spec section 9: sign-all gap). */
  promptGapMs?: number;
}

type Plan =
  | { kind: 'skip' }
  | { kind: 'vault' | 'ledger' | 'phone'; signer: PublicAccount }
  | { kind: 'multisig'; params: MultisigParams; members: PublicAccount[] };

function planFor(
  sender: string,
  request: SignGroupRequest,
  authAddress: string | undefined,
  requested: MultisigParams | undefined,
): Plan {
  const from = request.accounts.find((a) => a.addr === sender);
  if (!from) throw new SigningError('from-unknown');
  const resolution = resolveSigner(from, request.accounts, authAddress);
  if (requested) {
    // The described multisig must be the one that can authorize this sender on chain.
    const described = multisigAddress(requested).toString();
    if (described !== (authAddress ?? sender)) throw new SigningError('msig-not-sender');
  }
  if (!resolution.signer || resolution.kind === 'none') {
    throw new SigningError(resolution.rekeyed ? 'signer-unknown' : 'no-key');
  }
  if (resolution.kind === 'multisig') {
    const params = multisigParamsFor(from, request.accounts, authAddress);
    if (requested && !sameParams(requested, params)) throw new SigningError('msig-not-sender');
    return { kind: 'multisig', params, members: remainingSigners(params, request.accounts) };
  }
  const source = signerSource(resolution.kind);
  if (!source) throw new SigningError('no-key');
  return { kind: source, signer: resolution.signer };
}

const fromVault = (account: PublicAccount) => signerSource(ownSignerKind(account)) === 'vault';

/** `address.toString()` that reuses its last answer while the same key comes again. */
function addressTexts(): (address: Address) => string {
  let last: { key: Uint8Array; text: string } | undefined;
  return (address) => {
    const key = address.publicKey;
    if (last?.key.length === key.length && last.key.every((b, i) => b === key[i])) return last.text;
    last = { key, text: address.toString() };
    return last.text;
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A transaction signed by one key: with `sgnr` when that key is not the sender's own. */
function withSignature(
  txn: Transaction,
  sender: string,
  signer: string,
  signature: Uint8Array,
): Uint8Array {
  // The sender's own Address spares algosdk parsing the string (base32 and a SHA-512 checksum).
  return txn.attachSignature(signer === sender ? txn.sender : signer, signature);
}

/**
 * Signs the group's transactions for this wallet. Throws (SigningError, LedgerError,
 * RemoteSignerError ...) when a requested transaction cannot be signed: nothing is then
 * returned, so a half-signed group never leaves.
 */
export async function signGroup(request: SignGroupRequest): Promise<SignedEntry[]> {
  const { txns } = request;
  const wanted = new Set(request.indexes ?? txns.map((_, i) => i));
  // Never a signature for another chain than the environment's pinned one.
  const pinned = expectedGenesis();
  if (pinned) {
    for (const i of wanted) {
      if (bytesToBase64(txns[i]!.genesisHash ?? new Uint8Array()) !== pinned.hash) {
        throw new SigningError('other-network');
      }
    }
  }
  // Each sender's string once: algosdk hashes a checksum every time it makes one, and a batch
  // is mostly one sender's transactions in a row.
  const addressText = addressTexts();
  const senderOf = txns.map((txn, i) => (wanted.has(i) ? addressText(txn.sender) : ''));
  const senders = [...new Set([...wanted].map((i) => senderOf[i]!))];
  const auth = await lookupAuthAddresses(senders, request.accounts, request.authAddresses);
  const plans = txns.map((_, i) =>
    wanted.has(i)
      ? planFor(senderOf[i]!, request, auth.get(senderOf[i]!), request.multisig?.get(i))
      : ({ kind: 'skip' } as const),
  );

  const results: (SignedEntry | undefined)[] = plans.map((p) =>
    p.kind === 'skip' ? { kind: 'skipped' } : undefined,
  );
  const proposals = new Map<number, Proposal>();
  plans.forEach((plan, i) => {
    if (plan.kind === 'multisig') proposals.set(i, createProposal(txns[i]!, plan.params));
  });

  // 1. Every stored and HD key in one vault opening.
  const vaultAccounts = new Map<string, PublicAccount>();
  for (const plan of plans) {
    if (plan.kind === 'vault') vaultAccounts.set(plan.signer.addr, plan.signer);
    if (plan.kind === 'multisig') {
      for (const m of plan.members) if (fromVault(m)) vaultAccounts.set(m.addr, m);
    }
  }
  if (vaultAccounts.size > 0) {
    await withVaultKeys([...vaultAccounts.values()], async (keys) => {
      // Every transaction's signature is asked for at once: WebCrypto signs on another thread,
      // and awaiting each in turn would pay that round trip once per transaction. All of them
      // settle before the keys are wiped; the first failure in group order is the one thrown.
      const signing = plans.map(async (plan, i) => {
        const txn = txns[i]!;
        if (plan.kind === 'vault') {
          const message = txn.bytesToSign();
          const signature = await keys.signature(plan.signer, message);
          const authSigner =
            plan.signer.addr === senderOf[i] ? undefined : Address.fromString(plan.signer.addr);
          results[i] = {
            kind: 'signed',
            bytes: signedFromBytesToSign(message, signature, authSigner),
          };
        } else if (plan.kind === 'multisig') {
          let proposal = proposals.get(i)!;
          for (const member of plan.members) {
            if (thresholdReached(proposal) || !fromVault(member)) continue;
            proposal = addSignature(
              proposal,
              member.addr,
              await keys.signature(member, txn.bytesToSign()),
            );
          }
          proposals.set(i, proposal);
        }
      });
      const failed = (await Promise.allSettled(signing)).find(
        (r): r is PromiseRejectedResult => r.status === 'rejected',
      );
      if (failed) throw failed.reason;
    });
  }

  // 2. Devices and phones, one prompt at a time.
  let prompted = false;
  const prompt = async () => {
    if (prompted && request.promptGapMs) await pause(request.promptGapMs);
    prompted = true;
  };
  for (const [i, plan] of plans.entries()) {
    const txn = txns[i]!;
    if (plan.kind === 'ledger') {
      if (signsForItself(plan.signer, { needsLedgerSlot: true })) await prompt();
      const signature = await ledgerSignature(plan.signer, txn, request.ledger);
      results[i] = {
        kind: 'signed',
        bytes: withSignature(txn, senderOf[i]!, plan.signer.addr, signature),
      };
    } else if (plan.kind === 'phone') {
      await prompt();
      results[i] = {
        kind: 'signed',
        bytes: await phoneSignedTransaction(plan.signer, txn, request.signal),
      };
    } else if (plan.kind === 'multisig') {
      let proposal = proposals.get(i)!;
      for (const member of plan.members) {
        if (thresholdReached(proposal)) break;
        // Vault members signed above; a Ledger without a known slot cannot be asked.
        if (signerSource(ownSignerKind(member)) !== 'ledger') continue;
        if (!signsForItself(member, { needsLedgerSlot: true })) continue;
        await prompt();
        const signature = await ledgerSignature(member, txn, request.ledger);
        proposal = addSignature(proposal, member.addr, signature);
      }
      results[i] = thresholdReached(proposal)
        ? { kind: 'signed', bytes: signedTransactionBytes(proposal) }
        : {
            kind: 'partial',
            signatures: signatureCount(proposal),
            threshold: plan.params.threshold,
            proposal,
          };
    }
  }
  return results.map((r) => r ?? { kind: 'skipped' });
}

/** The signed bytes of every transaction, or a SigningError when one is not fully signed. */
export function requireSigned(entries: readonly SignedEntry[]): Uint8Array[] {
  return entries.map((entry) => {
    if (entry.kind !== 'signed') throw new SigningError('multisig');
    return entry.bytes;
  });
}

/** The raw 64-byte signature of `txn` by `account`'s own key (for multisig slots and tokens). */
export async function ownSignature(
  account: PublicAccount,
  txn: Transaction,
  ledger?: LedgerCallOptions,
): Promise<Uint8Array> {
  const source = signerSource(ownSignerKind(account));
  if (source === 'ledger') return ledgerSignature(account, txn, ledger);
  if (source !== 'vault') {
    throw new SigningError(account.type === 'public' ? 'no-key' : 'unsupported');
  }
  return withVaultKeys([account], (keys) => keys.signature(account, txn.bytesToSign()));
}
