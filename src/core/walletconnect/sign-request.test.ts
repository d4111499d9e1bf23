import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../encoding/base64';
import {
  MAX_REQUEST_TRANSACTIONS,
  multisigSenders,
  signTxnResult,
  validateSignRequest,
} from './sign-request';

const GENESIS = 'QT9I0c2+1TILzuJZ3DvH4jw3Wr+umYCssHooc/8oEPM=';
const OTHER_GENESIS = 'SGO1GKSzyE7IEPItTxCByw9x8FmnrCDexi9/cOUJOiI=';
const mine = algosdk.generateAccount().addr.toString();
const second = algosdk.generateAccount().addr.toString();
const stranger = algosdk.generateAccount().addr.toString();

const params = (genesisHash = GENESIS): algosdk.SuggestedParams => ({
  fee: 1000,
  minFee: 1000,
  flatFee: true,
  firstValid: 10,
  lastValid: 1010,
  genesisID: 'dockernet-v1',
  genesisHash: algosdk.base64ToBytes(genesisHash),
});

function pay(
  over: Partial<Parameters<typeof algosdk.makePaymentTxnWithSuggestedParamsFromObject>[0]> = {},
) {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: mine,
    receiver: stranger,
    amount: 1000,
    suggestedParams: params(),
    ...over,
  });
}
const wire = (txn: algosdk.Transaction) => bytesToBase64(algosdk.encodeUnsignedTransaction(txn));

const context = {
  genesisHash: GENESIS,
  grantedAccounts: [mine, second],
  canSign: (a: string) => a === mine || a === second,
  ownAccounts: [mine, second],
  allowRekeys: false,
};

describe('validateSignRequest', () => {
  it('accepts a well-formed single transaction and describes it', () => {
    const txn = pay({ note: new Uint8Array([1]) });
    const result = validateSignRequest([[{ txn: wire(txn) }]], context);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.entries[0]).toMatchObject({
      index: 0,
      type: 'pay',
      from: mine,
      signer: mine,
      toSign: true,
      amount: 1000n,
      fee: 1000n,
      receiver: stranger,
      txid: txn.txID(),
      warnings: [],
    });
  });

  it('accepts a whole group and honours signers: []', () => {
    const group = algosdk.assignGroupID([
      pay(),
      pay({ sender: stranger, receiver: mine }),
      pay({ sender: second }),
    ]);
    const result = validateSignRequest(
      [[{ txn: wire(group[0]!) }, { txn: wire(group[1]!), signers: [] }, { txn: wire(group[2]!) }]],
      context,
    );
    expect(result.ok && result.entries.map((e) => e.toSign)).toEqual([true, false, true]);
  });

  it('refuses unknown fields (strict ARC-0001 shape)', () => {
    expect(validateSignRequest([[{ txn: wire(pay()), evil: 1 }]], context)).toEqual({
      ok: false,
      refusal: { code: 'malformed' },
    });
    expect(
      validateSignRequest([[{ txn: wire(pay()) }], { message: 'x', extra: 1 }], context),
    ).toEqual({ ok: false, refusal: { code: 'malformed' } });
    expect(validateSignRequest('nope', context)).toMatchObject({ refusal: { code: 'malformed' } });
  });

  it('refuses an empty request and more than 16 transactions', () => {
    expect(validateSignRequest([[]], context)).toMatchObject({ refusal: { code: 'empty' } });
    const many = Array.from({ length: MAX_REQUEST_TRANSACTIONS + 1 }, () => ({ txn: wire(pay()) }));
    expect(validateSignRequest([many], context)).toMatchObject({
      refusal: { code: 'too-many', count: 17 },
    });
  });

  it('refuses bytes that are not a transaction', () => {
    expect(validateSignRequest([[{ txn: 'AAAA' }]], context)).toMatchObject({
      refusal: { code: 'not-a-transaction', index: 0 },
    });
  });

  it('refuses a transaction for another network', () => {
    const txn = pay({ suggestedParams: params(OTHER_GENESIS) });
    expect(validateSignRequest([[{ txn: wire(txn) }]], context)).toMatchObject({
      refusal: { code: 'other-network', index: 0 },
    });
  });

  it('refuses a group whose id does not match its transactions', () => {
    const group = algosdk.assignGroupID([pay(), pay({ amount: 2 })]);
    const swapped = pay({ amount: 3 });
    swapped.group = group[0]!.group;
    expect(
      validateSignRequest([[{ txn: wire(group[0]!) }, { txn: wire(swapped) }]], context),
    ).toMatchObject({ refusal: { code: 'group-mismatch' } });
    // A group sent without one of its members does not match either.
    expect(validateSignRequest([[{ txn: wire(group[0]!) }]], context)).toMatchObject({
      refusal: { code: 'group-mismatch', index: 0 },
    });
    // Two loose transactions are not a group either.
    expect(
      validateSignRequest([[{ txn: wire(pay()) }, { txn: wire(pay()) }]], context),
    ).toMatchObject({ refusal: { code: 'group-mismatch', index: 0 } });
  });

  it('refuses accounts the session did not grant, and accounts it cannot sign for', () => {
    expect(
      validateSignRequest([[{ txn: wire(pay()) }]], { ...context, grantedAccounts: [second] }),
    ).toMatchObject({ refusal: { code: 'account-not-granted', address: mine } });
    expect(
      validateSignRequest([[{ txn: wire(pay()) }]], { ...context, canSign: () => false }),
    ).toMatchObject({ refusal: { code: 'cannot-sign', address: mine } });
  });

  it('blocks rekeys by default and warns when they are allowed', () => {
    const rekey = pay({ rekeyTo: stranger });
    expect(validateSignRequest([[{ txn: wire(rekey) }]], context)).toMatchObject({
      refusal: { code: 'rekey-blocked', address: stranger },
    });
    const allowed = validateSignRequest([[{ txn: wire(rekey) }]], {
      ...context,
      allowRekeys: true,
    });
    expect(allowed.ok && allowed.entries[0]!.warnings).toEqual([
      { code: 'rekey', address: stranger },
    ]);
    // A rekey to one of our own accounts needs no warning.
    const own = validateSignRequest([[{ txn: wire(pay({ rekeyTo: second })) }]], {
      ...context,
      allowRekeys: true,
    });
    expect(own.ok && own.entries[0]!.warnings).toEqual([]);
  });

  it('warns strongly about close-to fields', () => {
    const result = validateSignRequest(
      [[{ txn: wire(pay({ closeRemainderTo: stranger })) }]],
      context,
    );
    expect(result.ok && result.entries[0]!.warnings).toEqual([
      { code: 'close-to', address: stranger },
    ]);
  });

  it('warns strongly about asset close-to fields', () => {
    const optOut = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: mine,
      receiver: mine,
      closeRemainderTo: stranger,
      assetIndex: 1234,
      amount: 0,
      suggestedParams: params(),
    });
    const result = validateSignRequest([[{ txn: wire(optOut) }]], context);
    expect(result.ok && result.entries[0]).toMatchObject({
      closeTo: stranger,
      warnings: [{ code: 'asset-close-to', address: stranger }],
    });
  });

  it('refuses signer lists naming other keys', () => {
    expect(
      validateSignRequest([[{ txn: wire(pay()), signers: [stranger] }]], context),
    ).toMatchObject({ refusal: { code: 'signers-unsupported', index: 0 } });
    expect(validateSignRequest([[{ txn: wire(pay()), signers: [mine] }]], context).ok).toBe(true);
  });

  describe('a msig must describe the sender, or its auth address on chain', () => {
    const members = [mine, second, stranger];
    const msig = { version: 1, threshold: 2, addrs: members };
    const multisig = algosdk.multisigAddress(msig).toString();
    const msigContext = {
      ...context,
      grantedAccounts: [multisig, mine],
      canSign: () => true,
      ownAccounts: [multisig, mine],
    };

    it('passes a msig describing the sender', () => {
      const result = validateSignRequest(
        [[{ txn: wire(pay({ sender: multisig })), msig }]],
        msigContext,
      );
      expect(result.ok && result.entries[0]).toMatchObject({ from: multisig, msig });
    });

    it("passes a msig describing the sender's auth address", () => {
      const result = validateSignRequest([[{ txn: wire(pay()), msig }]], {
        ...msigContext,
        authAddresses: new Map([[mine, multisig]]),
      });
      expect(result.ok && result.entries[0]).toMatchObject({ from: mine, msig });
    });

    it('refuses a msig describing neither, before anything is shown', () => {
      // Same keys, another threshold: another multisig account.
      const other = { ...msig, threshold: 1 };
      expect(
        validateSignRequest([[{ txn: wire(pay({ sender: multisig })), msig: other }]], msigContext),
      ).toEqual({ ok: false, refusal: { code: 'msig-not-sender', index: 0, address: multisig } });
      // The sender's own multisig no longer signs once the node says it is rekeyed elsewhere.
      expect(
        validateSignRequest([[{ txn: wire(pay({ sender: multisig })), msig }]], {
          ...msigContext,
          authAddresses: new Map([[multisig, second]]),
        }),
      ).toMatchObject({ ok: false, refusal: { code: 'msig-not-sender', index: 0 } });
      // An auth address the node does not report is not taken from the dapp.
      expect(
        validateSignRequest([[{ txn: wire(pay()), msig, authAddr: multisig }]], msigContext),
      ).toMatchObject({ ok: false, refusal: { code: 'msig-not-sender', address: mine } });
      // A description no multisig can have (threshold above the number of keys).
      expect(
        validateSignRequest(
          [[{ txn: wire(pay({ sender: multisig })), msig: { ...msig, threshold: 4 } }]],
          msigContext,
        ),
      ).toMatchObject({ ok: false, refusal: { code: 'msig-not-sender' } });
    });

    it('leaves alone a msig on an entry the wallet is not asked to sign', () => {
      const group = algosdk.assignGroupID([pay(), pay({ sender: stranger })]);
      const result = validateSignRequest(
        [[{ txn: wire(group[0]!) }, { txn: wire(group[1]!), signers: [], msig }]],
        msigContext,
      );
      expect(result.ok).toBe(true);
    });

    it('names the senders whose auth address must be looked up', () => {
      const group = algosdk.assignGroupID([
        pay({ sender: multisig }),
        pay({ sender: second }),
        pay({ sender: stranger }),
      ]);
      expect(
        multisigSenders([
          [
            { txn: wire(group[0]!), msig },
            { txn: wire(group[1]!) },
            { txn: wire(group[2]!), msig, signers: [] },
          ],
        ]),
      ).toEqual([multisig]);
      expect(multisigSenders('nope')).toEqual([]);
      const many = Array.from({ length: MAX_REQUEST_TRANSACTIONS + 1 }, () => ({
        txn: wire(pay({ sender: multisig })),
        msig,
      }));
      expect(multisigSenders([many])).toEqual([]);
    });
  });

  it('returns null for entries the wallet did not sign', () => {
    const group = algosdk.assignGroupID([pay(), pay({ sender: stranger })]);
    const result = validateSignRequest(
      [[{ txn: wire(group[0]!) }, { txn: wire(group[1]!), signers: [] }]],
      context,
    );
    if (!result.ok) throw new Error('expected ok');
    const signed = new Map([[result.entries[0]!.txid, new Uint8Array([7])]]);
    expect(signTxnResult(result.entries, signed)).toEqual(['Bw==', null]);
  });
});
