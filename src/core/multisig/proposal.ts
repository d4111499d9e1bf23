import {
  Address,
  decodeMsgpack,
  decodeUnsignedTransaction,
  encodeMsgpack,
  msgpackRawDecode,
  multisigAddress,
  SignedTransaction,
  verifyMultisig,
  type Transaction,
} from 'algosdk';
import type { MultisigParams } from '../accounts/stored-account';
import { Base64Error, base64UrlToBytes, bytesToBase64Url } from '../encoding/base64';
import { ProposalError } from './proposal-error';

// A multisig proposal (spec 000 sections 2-4): the msgpack of a SignedTransaction whose `msig`
// (version, threshold, one subsig {pk, s?} per address) covers the unsigned `txn`. Co-signers
// pass it around as base64url text (no padding) or in a link /multisig/{account}/{base64url};
// each adds a signature into their own slot until the threshold is reached. When the sender
// is rekeyed to the multisig account, the msig is over the auth account's params and the
// signed transaction names that account as `sgnr`, as algosdk writes it.

/** Spec 000 section 9: proposals are built with this flat fee, in microAlgos. */
export const MULTISIG_PROPOSAL_FEE = 1000n;
/** An ed25519 signature. */
export const SIGNATURE_BYTES = 64;

export interface Proposal {
  readonly txn: Transaction;
  /** The preimage of the multisig that signs: version, threshold, addresses in slot order. */
  readonly params: MultisigParams;
  /** Address of `params`; differs from the sender when the sender is rekeyed to it. */
  readonly multisigAddress: string;
  /** One entry per address of `params`, undefined while that address has not signed. */
  readonly signatures: readonly (Uint8Array | undefined)[];
}

export interface ProposalContext {
  /** The paying account: the multisig account itself, or an account rekeyed to it. */
  sender: string;
  /** The multisig parameters that sign for `sender` (its own or its rekey target's). */
  params: MultisigParams;
  /** The current network's genesis hash; a proposal for another network is refused. */
  genesisHash?: Uint8Array;
}

const copyParams = (p: MultisigParams): MultisigParams => ({
  version: p.version,
  threshold: p.threshold,
  addrs: [...p.addrs],
});

/** An empty proposal: every slot unsigned. */
export function createProposal(txn: Transaction, params: MultisigParams): Proposal {
  return {
    txn,
    params: copyParams(params),
    multisigAddress: multisigAddress(params).toString(),
    signatures: params.addrs.map(() => undefined),
  };
}

function toSignedTransaction(p: Proposal): SignedTransaction {
  const sgnr = p.txn.sender.toString() === p.multisigAddress ? undefined : p.multisigAddress;
  return new SignedTransaction({
    txn: p.txn,
    msig: {
      v: p.params.version,
      thr: p.params.threshold,
      subsig: p.params.addrs.map((addr, i) => {
        const s = p.signatures[i];
        const pk = Address.fromString(addr).publicKey;
        return s ? { pk, s } : { pk };
      }),
    },
    sgnr: sgnr === undefined ? undefined : Address.fromString(sgnr),
  });
}

/** The msgpack bytes, identical to what algosdk writes for the same multisig transaction. */
export function encodeProposal(p: Proposal): Uint8Array {
  return encodeMsgpack(toSignedTransaction(p));
}

/** Base64url without padding: what links and the paste box carry. */
export function proposalToText(p: Proposal): string {
  return bytesToBase64Url(encodeProposal(p));
}

/** The link a co-signer opens in their wallet (the pay screen's /multisig route). */
export function proposalLink(origin: string, account: string, p: Proposal): string {
  return `${origin.replace(/\/+$/, '')}/multisig/${account}/${proposalToText(p)}`;
}

const LINK = /\/multisig\/([A-Z2-7]{58})\/([A-Za-z0-9_\-+/]+=*)\/?(?:[?#].*)?$/;

/** Splits pasted text into the proposal data and, for a link, the account it names. */
export function proposalInput(text: string): { account?: string; data: string } {
  const compact = text.replace(/\s+/g, '');
  const link = LINK.exec(compact);
  if (link && (/^https?:\/\//i.test(compact) || compact.startsWith('/'))) {
    return { account: link[1]!, data: link[2]! };
  }
  return { data: compact };
}

/** Base64url, padded or not; standard base64 (what a 2FA provider answers) is read too. */
export function proposalTextToBytes(text: string): Uint8Array {
  const data = text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (data === '') throw new ProposalError('empty');
  if (!/^[A-Za-z0-9_-]+$/.test(data)) throw new ProposalError('not-base64url');
  if (data.length % 4 === 1) throw new ProposalError('wrong-length');
  try {
    return base64UrlToBytes(data);
  } catch (error) {
    if (error instanceof Base64Error) throw new ProposalError('not-base64url');
    throw error;
  }
}

function rawMap(bytes: Uint8Array): Map<unknown, unknown> | Record<string, unknown> {
  let decoded: unknown;
  try {
    decoded = msgpackRawDecode(bytes);
  } catch {
    throw new ProposalError('not-msgpack');
  }
  if (decoded instanceof Map) return decoded;
  if (typeof decoded === 'object' && decoded !== null && !Array.isArray(decoded)) {
    return decoded as Record<string, unknown>;
  }
  throw new ProposalError('not-transaction');
}

const hasKey = (map: Map<unknown, unknown> | Record<string, unknown>, key: string) =>
  map instanceof Map ? map.has(key) : Object.hasOwn(map, key);

type Decoded = { kind: 'unsigned'; txn: Transaction } | { kind: 'proposal'; proposal: Proposal };

/** Structure only: msgpack, a transaction, an msig. No account, network or signature check. */
function decodeStructure(bytes: Uint8Array): Decoded {
  const map = rawMap(bytes);
  if (!hasKey(map, 'txn')) {
    if (!hasKey(map, 'type')) throw new ProposalError('not-transaction');
    try {
      return { kind: 'unsigned', txn: decodeUnsignedTransaction(bytes) };
    } catch {
      throw new ProposalError('not-transaction');
    }
  }
  let signed: SignedTransaction;
  try {
    signed = decodeMsgpack(bytes, SignedTransaction);
  } catch {
    throw new ProposalError('not-transaction');
  }
  const { msig } = signed;
  if (!msig || signed.sig || signed.lsig || signed.pqsig) throw new ProposalError('no-multisig');
  const addrs = msig.subsig.map((sub) => new Address(sub.pk).toString());
  const params = { version: msig.v, threshold: msig.thr, addrs };
  let address: string;
  try {
    address = multisigAddress(params).toString();
  } catch {
    throw new ProposalError('no-multisig');
  }
  // algosdk writes `sgnr` exactly when the sender is not the multisig address itself.
  const expectedSgnr = signed.txn.sender.toString() === address ? undefined : address;
  if (signed.sgnr?.toString() !== expectedSgnr) throw new ProposalError('params-mismatch');
  const signatures = msig.subsig.map((sub, i) => {
    if (sub.s === undefined) return undefined;
    if (sub.s.length !== SIGNATURE_BYTES) throw new ProposalError('bad-signature', addrs[i]);
    return sub.s;
  });
  return {
    kind: 'proposal',
    proposal: { txn: signed.txn, params, multisigAddress: address, signatures },
  };
}

/**
 * Reads a proposal this wallet wrote itself (e.g. the review's current state), checking its
 * structure but not whose it is. Untrusted input goes through decodeProposal instead.
 */
export function readProposal(text: string): Proposal {
  const decoded = decodeStructure(proposalTextToBytes(text));
  if (decoded.kind !== 'proposal') throw new ProposalError('no-multisig');
  return decoded.proposal;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The same multisig preimage: version, threshold and addresses in slot order. */
export const sameParams = (a: MultisigParams, b: MultisigParams) =>
  a.version === b.version &&
  a.threshold === b.threshold &&
  a.addrs.length === b.addrs.length &&
  a.addrs.every((addr, i) => addr === b.addrs[i]);

/**
 * Whether `signature` is `signer`'s ed25519 signature of the transaction. algosdk's own
 * verifier (tweetnacl, works in browsers and Node alike) checks it as a 1-of-1 multisig of the
 * signer alone, which verifies exactly that one signature.
 */
export function isValidSignature(txn: Transaction, signer: string, signature: Uint8Array): boolean {
  if (signature.length !== SIGNATURE_BYTES) return false;
  const single = { version: 1, threshold: 1, addrs: [signer] };
  const pk = Address.fromString(signer).publicKey;
  return verifyMultisig(
    txn.bytesToSign(),
    { v: 1, thr: 1, subsig: [{ pk, s: signature }] },
    multisigAddress(single).publicKey,
  );
}

function checkSignatures(p: Proposal): void {
  p.signatures.forEach((s, i) => {
    const signer = p.params.addrs[i]!;
    if (s && !isValidSignature(p.txn, signer, s)) throw new ProposalError('bad-signature', signer);
  });
}

function checkTransaction(txn: Transaction, context: ProposalContext): void {
  if (context.genesisHash && !sameBytes(txn.genesisHash ?? new Uint8Array(), context.genesisHash)) {
    throw new ProposalError('other-network');
  }
  const sender = txn.sender.toString();
  if (sender !== context.sender) throw new ProposalError('other-account', sender);
}

/**
 * Untrusted input (a pasted proposal or link, a route parameter) checked against the account
 * it must be for. An unsigned transaction from that account becomes an empty proposal (the
 * asset opt-in page passes one). Every signature present must verify.
 */
export function decodeProposal(input: string, context: ProposalContext): Proposal {
  if (input.trim() === '') throw new ProposalError('empty');
  const { account, data } = proposalInput(input);
  if (account !== undefined && account !== context.sender) {
    throw new ProposalError('other-account', account);
  }
  return decodeProposalBytes(proposalTextToBytes(data), context);
}

export function decodeProposalBytes(bytes: Uint8Array, context: ProposalContext): Proposal {
  if (bytes.length === 0) throw new ProposalError('empty');
  const decoded = decodeStructure(bytes);
  if (decoded.kind === 'unsigned') {
    checkTransaction(decoded.txn, context);
    return createProposal(decoded.txn, context.params);
  }
  const { proposal } = decoded;
  checkTransaction(proposal.txn, context);
  if (!sameParams(proposal.params, context.params)) throw new ProposalError('params-mismatch');
  checkSignatures(proposal);
  return proposal;
}

/** Places `signer`'s raw signature (from its key or Ledger) into its slot, after verifying it. */
export function addSignature(p: Proposal, signer: string, signature: Uint8Array): Proposal {
  const slot = p.params.addrs.indexOf(signer);
  if (slot < 0) throw new ProposalError('not-member', signer);
  if (p.signatures[slot]) throw new ProposalError('already-signed', signer);
  if (!isValidSignature(p.txn, signer, signature)) throw new ProposalError('bad-signature', signer);
  const signatures = [...p.signatures];
  signatures[slot] = new Uint8Array(signature);
  return { ...p, signatures };
}

/**
 * `b`'s signatures added to `a` (same result as algosdk's mergeMultisigTransactions([a, b])).
 * Both must be for the same transaction and multisig; a slot signed differently in each is
 * refused rather than guessed.
 */
export function mergeProposals(a: Proposal, b: Proposal): Proposal {
  if (a.txn.txID() !== b.txn.txID()) throw new ProposalError('other-transaction');
  if (!sameParams(a.params, b.params)) throw new ProposalError('params-mismatch');
  const signatures = a.signatures.map((mine, i) => {
    const theirs = b.signatures[i];
    if (mine && theirs && !sameBytes(mine, theirs)) {
      throw new ProposalError('conflicting-signature', a.params.addrs[i]);
    }
    return mine ?? theirs;
  });
  return { ...a, signatures };
}

export interface Combined {
  proposal: Proposal;
  /** Signers whose signature the input added (empty when it brought nothing new). */
  added: string[];
}

/** A co-signer's proposal (pasted text or link) checked and merged into `current`. */
export function combineProposals(
  current: Proposal,
  input: string,
  context: ProposalContext,
): Combined {
  const theirs = decodeProposal(input, context);
  const proposal = mergeProposals(current, theirs);
  const before = new Set(signedSigners(current));
  return { proposal, added: signedSigners(proposal).filter((addr) => !before.has(addr)) };
}

/** Addresses that have signed, in slot order. */
export function signedSigners(p: Proposal): string[] {
  return p.params.addrs.filter((_, i) => p.signatures[i] !== undefined);
}

export function signatureCount(p: Proposal): number {
  return p.signatures.filter((s) => s !== undefined).length;
}

export function hasSigned(p: Proposal, address: string): boolean {
  return p.params.addrs.some((addr, i) => addr === address && p.signatures[i] !== undefined);
}

export function thresholdReached(p: Proposal): boolean {
  return signatureCount(p) >= p.params.threshold;
}

/** The bytes to send to the network; refused until the threshold is reached. */
export function signedTransactionBytes(p: Proposal): Uint8Array {
  if (!thresholdReached(p)) throw new ProposalError('not-signed');
  return encodeProposal(p);
}
