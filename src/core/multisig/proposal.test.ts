import algosdk, {
  appendSignMultisigTransaction,
  createMultisigTransaction,
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  mergeMultisigTransactions,
  multisigAddress,
  signMultisigTransaction,
  type Account,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, bytesToBase64, bytesToBase64Url } from '../encoding/base64';
import {
  addSignature,
  combineProposals,
  createProposal,
  decodeProposal,
  encodeProposal,
  isValidSignature,
  mergeProposals,
  proposalInput,
  proposalLink,
  proposalToText,
  readProposal,
  signatureCount,
  signedSigners,
  signedTransactionBytes,
  thresholdReached,
  type Proposal,
  type ProposalContext,
} from './proposal';
import type { ProposalErrorCode } from './proposal-error';

const keys: Account[] = [generateAccount(), generateAccount(), generateAccount()];
const params = { version: 1, threshold: 2, addrs: keys.map((k) => k.addr.toString()) };
const msigAddr = multisigAddress(params).toString();
const genesisHash = new Uint8Array(32).fill(3);
const suggested: SuggestedParams = {
  fee: 1000,
  flatFee: true,
  minFee: 1000,
  firstValid: 10,
  lastValid: 1000,
  genesisID: 'dockernet-v1',
  genesisHash,
};
const receiver = generateAccount().addr.toString();

function payment(sender = msigAddr, change: Partial<SuggestedParams> = {}): Transaction {
  return makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver,
    amount: 123_456,
    note: new TextEncoder().encode('rent'),
    suggestedParams: { ...suggested, ...change },
  });
}

const context: ProposalContext = { sender: msigAddr, params, genesisHash };
const sign = (p: Proposal, i: number) =>
  addSignature(p, keys[i]!.addr.toString(), p.txn.rawSignTxn(keys[i]!.sk));

function codeOf(fn: () => unknown): ProposalErrorCode | 'no error' {
  try {
    fn();
  } catch (error) {
    return (error as { code: ProposalErrorCode }).code;
  }
  return 'no error';
}

describe('creating and passing a proposal', () => {
  it('writes the same bytes as algosdk and round-trips as base64url text', () => {
    const txn = payment();
    const proposal = createProposal(txn, params);
    expect(encodeProposal(proposal)).toEqual(createMultisigTransaction(txn, params));
    const text = proposalToText(proposal);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    const back = decodeProposal(text, context);
    expect(back.txn.txID()).toBe(txn.txID());
    expect(back.params).toEqual(params);
    expect(signatureCount(back)).toBe(0);
    expect(proposalToText(back)).toBe(text);
  });

  it('covers an account rekeyed to the multisig: the msig names it as sgnr', () => {
    const rekeyed = generateAccount().addr.toString();
    const txn = payment(rekeyed);
    const proposal = createProposal(txn, params);
    const bytes = encodeProposal(proposal);
    expect(bytes).toEqual(createMultisigTransaction(txn, params));
    expect(algosdk.decodeSignedTransaction(bytes).sgnr?.toString()).toBe(msigAddr);
    const signed = sign(sign(proposal, 0), 2);
    const expected = appendSignMultisigTransaction(
      signMultisigTransaction(txn, params, keys[0]!.sk).blob,
      params,
      keys[2]!.sk,
    ).blob;
    expect(signedTransactionBytes(signed)).toEqual(expected);
    const ctx = { sender: rekeyed, params, genesisHash };
    expect(decodeProposal(proposalToText(signed), ctx).signatures).toEqual(signed.signatures);
  });

  it('turns an unsigned transaction of the account into an empty proposal', () => {
    const txn = payment();
    const proposal = decodeProposal(bytesToBase64Url(txn.toByte()), context);
    expect(encodeProposal(proposal)).toEqual(createMultisigTransaction(txn, params));
  });

  it('reads links, padded text and standard base64 (what a 2FA provider answers)', () => {
    const signed = sign(createProposal(payment(), params), 1);
    const bytes = encodeProposal(signed);
    const link = proposalLink('https://wallet.example/', msigAddr, signed);
    expect(link).toBe(`https://wallet.example/multisig/${msigAddr}/${proposalToText(signed)}`);
    for (const input of [link, ` ${proposalToText(signed)}\n`, bytesToBase64(bytes)]) {
      expect(encodeProposal(decodeProposal(input, context))).toEqual(bytes);
    }
    expect(proposalInput(link)).toEqual({ account: msigAddr, data: proposalToText(signed) });
    expect(proposalInput('abc')).toEqual({ data: 'abc' });
  });
});

describe('signing 2 of 3', () => {
  it('places raw signatures into their slots and reaches the threshold', () => {
    const txn = payment();
    let proposal = createProposal(txn, params);
    expect(thresholdReached(proposal)).toBe(false);
    expect(codeOf(() => signedTransactionBytes(proposal))).toBe('not-signed');
    proposal = sign(proposal, 2);
    expect(signedSigners(proposal)).toEqual([params.addrs[2]]);
    expect(thresholdReached(proposal)).toBe(false);
    proposal = sign(proposal, 0);
    expect(signatureCount(proposal)).toBe(2);
    expect(thresholdReached(proposal)).toBe(true);
    const bytes = signedTransactionBytes(proposal);
    const decoded = algosdk.decodeSignedTransaction(bytes);
    expect(
      algosdk.verifyMultisig(txn.bytesToSign(), decoded.msig!, decoded.txn.sender.publicKey),
    ).toBe(true);
    expect(bytes).toEqual(
      appendSignMultisigTransaction(
        signMultisigTransaction(txn, params, keys[2]!.sk).blob,
        params,
        keys[0]!.sk,
      ).blob,
    );
  });

  it('refuses outsiders, second signatures and signatures that do not verify', () => {
    const proposal = sign(createProposal(payment(), params), 0);
    const outsider = generateAccount();
    const txn = proposal.txn;
    expect(
      codeOf(() => addSignature(proposal, outsider.addr.toString(), txn.rawSignTxn(outsider.sk))),
    ).toBe('not-member');
    expect(codeOf(() => sign(proposal, 0))).toBe('already-signed');
    const signer = keys[1]!.addr.toString();
    expect(codeOf(() => addSignature(proposal, signer, txn.rawSignTxn(keys[2]!.sk)))).toBe(
      'bad-signature',
    );
    expect(codeOf(() => addSignature(proposal, signer, new Uint8Array(63)))).toBe('bad-signature');
    const other = payment(msigAddr, { firstValid: 11 });
    expect(codeOf(() => addSignature(proposal, signer, other.rawSignTxn(keys[1]!.sk)))).toBe(
      'bad-signature',
    );
    expect(isValidSignature(txn, signer, txn.rawSignTxn(keys[1]!.sk))).toBe(true);
  });
});

describe('merging', () => {
  const txn = payment();
  const empty = createProposal(txn, params);
  const a = sign(empty, 0);
  const b = sign(empty, 1);
  const c = sign(empty, 2);
  const ab = sign(a, 1);

  it.each([
    ['disjoint signatures', a, b],
    ['a signed one with an empty one', a, empty],
    ['an empty one with a signed one', empty, c],
    ['overlapping signatures', ab, sign(b, 2)],
    ['the same signatures twice', ab, ab],
  ])('equals algosdk mergeMultisigTransactions for %s', (_, x, y) => {
    const merged = encodeProposal(mergeProposals(x, y));
    expect(merged).toEqual(mergeMultisigTransactions([encodeProposal(x), encodeProposal(y)]));
  });

  it('equals algosdk for a rekeyed sender', () => {
    const rekeyedTxn = payment(generateAccount().addr.toString());
    const x = sign(createProposal(rekeyedTxn, params), 0);
    const y = sign(createProposal(rekeyedTxn, params), 2);
    expect(encodeProposal(mergeProposals(x, y))).toEqual(
      mergeMultisigTransactions([encodeProposal(x), encodeProposal(y)]),
    );
  });

  it('refuses other transactions, other multisigs and conflicting signatures', () => {
    const other = createProposal(payment(msigAddr, { firstValid: 12 }), params);
    expect(codeOf(() => mergeProposals(a, other))).toBe('other-transaction');
    const swapped = { ...params, addrs: [params.addrs[1]!, params.addrs[0]!, params.addrs[2]!] };
    expect(codeOf(() => mergeProposals(a, createProposal(txn, swapped)))).toBe('params-mismatch');
    const forged = { ...a, signatures: [new Uint8Array(64).fill(1), undefined, undefined] };
    expect(codeOf(() => mergeProposals(a, forged))).toBe('conflicting-signature');
  });

  it('combines a pasted proposal and reports what it added; a duplicate adds nothing', () => {
    const first = combineProposals(a, proposalToText(b), context);
    expect(first.added).toEqual([params.addrs[1]]);
    expect(thresholdReached(first.proposal)).toBe(true);
    const again = combineProposals(first.proposal, proposalToText(b), context);
    expect(again.added).toEqual([]);
    expect(encodeProposal(again.proposal)).toEqual(encodeProposal(first.proposal));
  });
});

describe('bad input gets a clear error code', () => {
  const txn = payment();
  const good = sign(createProposal(txn, params), 0);
  const goodBytes = encodeProposal(good);

  const mutated = (mutate: (p: Proposal) => Proposal) => proposalToText(mutate(good));
  const otherNetwork = createProposal(
    payment(msigAddr, { genesisHash: new Uint8Array(32) }),
    params,
  );
  const otherThreshold = { ...params, threshold: 3 };
  const forgedSignature = mutated((p) => ({
    ...p,
    signatures: [
      p.signatures[0]!.map((byte, i) => (i === 0 ? byte ^ 1 : byte)),
      undefined,
      undefined,
    ],
  }));

  function shortSignature(): string {
    // algosdk refuses to write one, so the msgpack is edited directly.
    const raw = algosdk.msgpackRawDecode(goodBytes) as {
      msig: { subsig: { s?: Uint8Array }[] };
    };
    raw.msig.subsig[0]!.s = new Uint8Array(10);
    return bytesToBase64Url(algosdk.msgpackRawEncode(raw));
  }

  it.each<[string, string, ProposalErrorCode]>([
    ['nothing', '   ', 'empty'],
    ['characters outside base64url', 'abc$def', 'not-base64url'],
    ['a length with remainder 1', 'abcde', 'wrong-length'],
    ['non-canonical trailing bits', 'ab', 'not-base64url'],
    ['bytes that are not msgpack', bytesToBase64Url(new Uint8Array([0xc1, 1, 2])), 'not-msgpack'],
    [
      'msgpack with trailing garbage',
      bytesToBase64Url(new Uint8Array([...goodBytes, 7])),
      'not-msgpack',
    ],
    [
      'msgpack that is not a map',
      bytesToBase64Url(new Uint8Array([0x93, 1, 2, 3])),
      'not-transaction',
    ],
    [
      'a map that is no transaction',
      bytesToBase64Url(algosdk.msgpackRawEncode({ a: 1 })),
      'not-transaction',
    ],
    [
      'a broken transaction',
      bytesToBase64Url(algosdk.msgpackRawEncode({ type: 'pay', snd: 5 })),
      'not-transaction',
    ],
    ['a single-signed transaction', bytesToBase64Url(txn.signTxn(keys[0]!.sk)), 'no-multisig'],
    [
      'a proposal for another account',
      proposalToText(createProposal(payment(receiver), params)),
      'other-account',
    ],
    [
      'an unsigned transaction of another account',
      bytesToBase64Url(payment(receiver).toByte()),
      'other-account',
    ],
    [
      'a link for another account',
      `https://w.example/multisig/${receiver}/${proposalToText(good)}`,
      'other-account',
    ],
    [
      'a proposal over another threshold',
      proposalToText(createProposal(txn, otherThreshold)),
      'params-mismatch',
    ],
    ['a proposal for another network', proposalToText(otherNetwork), 'other-network'],
    ['a forged signature', forgedSignature, 'bad-signature'],
    ['a signature of the wrong length', shortSignature(), 'not-transaction'],
  ])('%s', (_, input, code) => {
    expect(codeOf(() => decodeProposal(input, context))).toBe(code);
  });

  it('refuses a tampered sgnr', () => {
    const signed = algosdk.decodeSignedTransaction(goodBytes);
    const tampered = new algosdk.SignedTransaction({
      txn: signed.txn,
      msig: signed.msig,
      sgnr: algosdk.Address.fromString(receiver),
    });
    const text = bytesToBase64Url(algosdk.encodeMsgpack(tampered));
    expect(codeOf(() => decodeProposal(text, context))).toBe('params-mismatch');
  });

  it('readProposal checks structure only and refuses plain transactions', () => {
    expect(readProposal(proposalToText(good)).signatures[0]).toEqual(good.signatures[0]);
    expect(codeOf(() => readProposal(bytesToBase64Url(txn.toByte())))).toBe('no-multisig');
    expect(base64UrlToBytes(proposalToText(good))).toEqual(goodBytes);
  });
});
