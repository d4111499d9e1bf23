import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../encoding/base64';
import { algorandChainId } from './chain-id';
import { arc1ErrorFor } from './policy-refusal';
import {
  chainRefusal,
  grantedAccounts,
  MAX_REQUEST_BYTES,
  requestRefusal,
  type PolicyRequest,
  type RequestRules,
} from './request-policy';
import { MAX_REQUEST_TRANSACTIONS } from './sign-request';

const GENESIS = 'QT9I0c2+1TILzuJZ3DvH4jw3Wr+umYCssHooc/8oEPM=';
const OTHER_GENESIS = 'SGO1GKSzyE7IEPItTxCByw9x8FmnrCDexi9/cOUJOiI=';
const CHAIN = algorandChainId(algosdk.base64ToBytes(GENESIS));
const OTHER_CHAIN = algorandChainId(algosdk.base64ToBytes(OTHER_GENESIS));
const mine = algosdk.generateAccount().addr.toString();
const watched = algosdk.generateAccount().addr.toString();
const stranger = algosdk.generateAccount().addr.toString();

function pay(over: { sender?: string; rekeyTo?: string; genesisHash?: string | null } = {}) {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: over.sender ?? mine,
    receiver: stranger,
    amount: 1000,
    rekeyTo: over.rekeyTo,
    suggestedParams: {
      fee: 1000,
      minFee: 1000,
      flatFee: true,
      firstValid: 10,
      lastValid: 1010,
      genesisID: 'dockernet-v1',
      genesisHash:
        over.genesisHash === null ? undefined : algosdk.base64ToBytes(over.genesisHash ?? GENESIS),
    },
  });
}
const wire = (txn: algosdk.Transaction) => bytesToBase64(algosdk.encodeUnsignedTransaction(txn));
const one = (txn: algosdk.Transaction) => [[{ txn: wire(txn) }]];

const v2 = (params: unknown, over: Partial<PolicyRequest> = {}): PolicyRequest => ({
  version: 2,
  chainId: CHAIN,
  params,
  ...over,
});
const v1 = (params: unknown): PolicyRequest => ({ version: 1, chainId: '4160', params });

const rules = (over: Partial<RequestRules> = {}): RequestRules => ({
  chainId: CHAIN,
  genesisHash: GENESIS,
  granted: [`${CHAIN}:${mine}`, `${CHAIN}:${watched}`],
  canSign: (address) => address === mine,
  ownAccounts: [mine, watched],
  allowRekeys: false,
  ...over,
});

describe('what a WalletConnect request may ask', () => {
  it('lets a granted, signable, plain payment through to the user', () => {
    expect(requestRefusal(v2(one(pay())), rules())).toBeNull();
    expect(requestRefusal(v1(one(pay())), rules({ granted: [mine] }))).toBeNull();
  });

  it('refuses a scam origin before anything else, even a request that does not parse', () => {
    expect(requestRefusal(v2('garbage', { isScam: true }), rules())).toEqual({ code: 'scam' });
    expect(chainRefusal(v2('garbage', { isScam: true, chainId: OTHER_CHAIN }), CHAIN)).toEqual({
      code: 'scam',
    });
  });

  it('refuses a v2 request for another chain; v1 names no chain but its genesis must match', () => {
    expect(requestRefusal(v2(one(pay()), { chainId: OTHER_CHAIN }), rules())).toEqual({
      code: 'other-chain',
    });
    expect(chainRefusal(v1(one(pay())), CHAIN)).toBeNull();
    expect(
      requestRefusal(v1(one(pay({ genesisHash: OTHER_GENESIS }))), rules({ granted: [mine] })),
    ).toEqual({ code: 'other-network', index: 0 });
  });

  it('refuses a transaction without a genesis hash (4300), whatever genesis the node named', () => {
    const bare = one(pay({ genesisHash: null }));
    const refusal = requestRefusal(v2(bare), rules());
    expect(refusal).toEqual({ code: 'no-genesis-hash', index: 0 });
    expect(arc1ErrorFor(refusal!)).toEqual({
      code: 4300,
      message: 'Invalid Input: the transaction names no genesis hash (transaction 1)',
    });
    // A node that named none must not make nothing match nothing.
    expect(requestRefusal(v2(bare), rules({ genesisHash: '' }))).toEqual({
      code: 'no-genesis-hash',
      index: 0,
    });
    expect(requestRefusal(v1(bare), rules({ granted: [mine] }))).toMatchObject({
      code: 'no-genesis-hash',
    });
  });

  it('grants v2 accounts only on the wallet chain, v1 accounts as they are', () => {
    const granted = [`${OTHER_CHAIN}:${mine}`, `${CHAIN}:${watched}`, 'not-an-account-id'];
    expect(grantedAccounts(2, granted, CHAIN)).toEqual([watched]);
    expect(grantedAccounts(1, [mine], CHAIN)).toEqual([mine]);
    expect(requestRefusal(v2(one(pay())), rules({ granted }))).toEqual({
      code: 'account-not-granted',
      index: 0,
      address: mine,
    });
    // v1 grants plain addresses: a CAIP-10 id grants nothing there.
    expect(requestRefusal(v1(one(pay())), rules())).toMatchObject({
      code: 'account-not-granted',
    });
  });

  it('keeps a v2 grant on the network it was approved on, after the wallet switches too', () => {
    // Approved on OTHER_CHAIN; the wallet is now on CHAIN, and the dapp aims its request there.
    const elsewhere = [`${OTHER_CHAIN}:${mine}`];
    const refusal = requestRefusal(v2(one(pay())), rules({ granted: elsewhere }));
    expect(refusal).toEqual({ code: 'session-other-chain' });
    expect(arc1ErrorFor(refusal!).code).toBe(4100);
    // Aimed at the session's own chain, it is for another network than the wallet's.
    expect(chainRefusal(v2(one(pay()), { chainId: OTHER_CHAIN }), CHAIN, elsewhere)).toEqual({
      code: 'other-chain',
    });
    // v1 grants plain addresses and names no chain: not affected.
    expect(chainRefusal(v1(one(pay())), CHAIN, [mine])).toBeNull();
  });

  it('refuses a request over 256 KiB before reading it (ARC-0001 4300)', () => {
    const huge = [[{ txn: 'A'.repeat(MAX_REQUEST_BYTES) }]];
    const refusal = chainRefusal(v2(huge), CHAIN);
    expect(refusal).toEqual({ code: 'too-large' });
    expect(arc1ErrorFor(refusal!)).toEqual({
      code: 4300,
      message: 'Invalid Input: the request is larger than 256 KiB',
    });
    expect(chainRefusal(v2([[{ txn: 'A'.repeat(MAX_REQUEST_BYTES - 20) }]]), CHAIN)).toBeNull();
  });

  it('refuses an account the wallet cannot sign for', () => {
    expect(requestRefusal(v2(one(pay({ sender: watched }))), rules())).toEqual({
      code: 'cannot-sign',
      index: 0,
      address: watched,
    });
  });

  it('refuses a rekey unless rekeys are allowed', () => {
    const rekey = one(pay({ rekeyTo: stranger }));
    expect(requestRefusal(v2(rekey), rules())).toEqual({
      code: 'rekey-blocked',
      index: 0,
      address: stranger,
    });
    expect(requestRefusal(v2(rekey), rules({ allowRekeys: true }))).toBeNull();
  });

  it('refuses more transactions than the wallet signs at once', () => {
    const many = [Array.from({ length: MAX_REQUEST_TRANSACTIONS + 1 }, () => ({ txn: 'AA==' }))];
    const refusal = requestRefusal(v2(many), rules());
    expect(refusal).toEqual({ code: 'too-many', count: MAX_REQUEST_TRANSACTIONS + 1 });
    expect(arc1ErrorFor(refusal!).code).toBe(4201);
  });

  it('refuses a msig that is not the multisig authorizing the sender', () => {
    const msig = { version: 1, threshold: 1, addrs: [mine, stranger] };
    const params = [[{ txn: wire(pay()), msig }]];
    expect(requestRefusal(v2(params), rules())).toEqual({
      code: 'msig-not-sender',
      index: 0,
      address: mine,
    });
    // The node says the sender is rekeyed to exactly that multisig: let through.
    const authAddresses = new Map([[mine, algosdk.multisigAddress(msig).toString()]]);
    expect(requestRefusal(v2(params), rules({ authAddresses }))).toBeNull();
  });
});
