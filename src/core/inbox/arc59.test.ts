import algosdk, { type SuggestedParams } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { identifyApp } from '../abi/spec-registry';
import {
  buildInboxClaim,
  buildInboxReject,
  buildInboxSend,
  CAPS,
  knownRouterSpecs,
  parseSendAssetInfo,
  routerIdFor,
  SIGNATURES,
} from './arc59';

const sender = algosdk.generateAccount().addr.toString();
const receiver = algosdk.generateAccount().addr.toString();
const inbox = algosdk.generateAccount().addr.toString();
const creator = algosdk.generateAccount().addr.toString();
const ROUTER = 1001n;

const params = (genesisID = 'sandnet-v1'): SuggestedParams => ({
  fee: 0n,
  minFee: 1000n,
  flatFee: false,
  firstValid: 10n,
  lastValid: 1010n,
  genesisID,
  genesisHash: new Uint8Array(32),
});

/** What simulate's log carries after the ARC-4 return prefix, as our router answers it. */
function answer(values: [bigint, bigint, boolean, boolean, bigint, bigint]): Uint8Array {
  const type = algosdk.ABIMethod.fromSignature(SIGNATURES.getSendAssetInfo).returns.type;
  return (type as algosdk.ABIType).encode(values);
}

// Our router's answer for a receiver with no inbox (devnet/contracts/arc59-router.test.ts).
const NEW_INBOX = answer([5n, 228_100n, true, false, 201_000n, 201_000n]);

describe('the inbox send group', () => {
  it('pays the router what simulate answered and pools the inner fees on arc59_sendAsset', () => {
    const info = parseSendAssetInfo(NEW_INBOX);
    const send = buildInboxSend({
      sender,
      receiver,
      assetId: 77n,
      amount: 5n,
      routerId: ROUTER,
      info,
      params: params(),
    });
    const [pay, axfer, call] = send.txns;
    expect(send.txns).toHaveLength(3);
    expect(pay!.payment!.amount).toBe(429_100n);
    expect(pay!.payment!.receiver.toString()).toBe(
      algosdk.getApplicationAddress(ROUTER).toString(),
    );
    expect(axfer!.assetTransfer!.amount).toBe(5n);
    expect(axfer!.assetTransfer!.receiver.toString()).toBe(
      algosdk.getApplicationAddress(ROUTER).toString(),
    );
    // 5 inner transactions and the payment of the claim's Algo, plus the call itself.
    expect(call!.fee).toBe(7000n);
    expect(call!.applicationCall!.appArgs[2]).toEqual(algosdk.encodeUint64(201_000n));
    expect(call!.applicationCall!.boxes[0]!.name).toEqual(
      algosdk.decodeAddress(receiver).publicKey,
    );
    expect(send.fees).toBe(9000n);
    expect(send.funding).toBe(429_100n);
    expect(new Set(send.txns.map((t) => Buffer.from(t.group!).toString('hex'))).size).toBe(1);
  });

  it('opts the router in first when simulate says it has no holding', () => {
    const info = parseSendAssetInfo(answer([6n, 328_100n, false, false, 201_000n, 201_000n]));
    const send = buildInboxSend({
      sender,
      receiver,
      assetId: 77n,
      amount: 1n,
      routerId: ROUTER,
      inbox,
      info,
      params: params(),
    });
    expect(send.txns.map((t) => t.type)).toEqual(['pay', 'appl', 'axfer', 'appl']);
    expect(send.txns[1]!.fee).toBe(2000n);
    expect(send.txns[3]!.fee).toBe(7000n);
    expect(send.txns[3]!.applicationCall!.accounts[1]!.toString()).toBe(inbox);
  });

  it('sends no payment when the inbox needs nothing more', () => {
    const info = parseSendAssetInfo(answer([1n, 0n, true, false, 0n, 0n]));
    const send = buildInboxSend({
      sender,
      receiver,
      assetId: 77n,
      amount: 1n,
      routerId: ROUTER,
      inbox,
      info,
      params: params(),
    });
    expect(send.txns.map((t) => t.type)).toEqual(['axfer', 'appl']);
    expect(send.fees).toBe(3000n);
  });

  it('refuses figures above the caps and an answer that is not the tuple', () => {
    for (const values of [
      [CAPS.itxns + 1n, 0n, true, false, 0n, 0n],
      [5n, CAPS.mbr + 1n, true, false, 0n, 0n],
      [5n, 0n, true, false, CAPS.receiverAlgo + 1n, 0n],
    ] as const)
      expect(() => parseSendAssetInfo(answer([...values]))).toThrow(/itxns/);
    expect(() => parseSendAssetInfo(new Uint8Array(3))).toThrow(/no tuple/);
  });

  it('refuses a router id from another network, and a configured id on mainnet', () => {
    const info = parseSendAssetInfo(NEW_INBOX);
    const base = { sender, receiver, assetId: 77n, amount: 1n, info };
    expect(() =>
      buildInboxSend({ ...base, routerId: 2449590623n, params: params('testnet-v1.0') }),
    ).toThrow(/mainnet-v1.0's router/);
    expect(() =>
      buildInboxSend({ ...base, routerId: 643020148n, params: params('sandnet-v1') }),
    ).toThrow(/testnet-v1.0's router/);
    expect(() =>
      buildInboxSend({ ...base, routerId: ROUTER, params: params('mainnet-v1.0') }),
    ).toThrow(/not mainnet-v1.0's router/);
    expect(
      buildInboxSend({ ...base, routerId: 2449590623n, params: params('mainnet-v1.0') }).txns,
    ).toHaveLength(3);
  });

  it('refuses a receiver that holds the asset (a plain transfer is cheaper)', () => {
    const info = parseSendAssetInfo(answer([1n, 0n, true, true, 0n, 0n]));
    expect(() =>
      buildInboxSend({
        sender,
        receiver,
        assetId: 1n,
        amount: 1n,
        routerId: ROUTER,
        info,
        params: params(),
      }),
    ).toThrow(/holds the asset/);
  });
});

describe('the router id per network', () => {
  it("takes the published id, else config's, else none", () => {
    expect(routerIdFor('sandbox', { sandbox: 1001 })).toBe(1001n);
    expect(routerIdFor('mainnet', undefined)).toBe(2449590623n);
    expect(routerIdFor('mainnet', { mainnet: 1001 })).toBe(2449590623n);
    expect(routerIdFor('testnet', {})).toBe(643020148n);
    expect(routerIdFor('voitestnet', { sandbox: 1001 })).toBeUndefined();
  });
});

describe('claim and reject groups', () => {
  const base = { receiver, inbox, assetId: 77n, routerId: ROUTER, params: params() };

  it('claims from the inbox’s Algo first, opts in, and pays every fee on arc59_claim', () => {
    const txns = buildInboxClaim({ ...base, optedIn: false, inboxSpare: 201_000n });
    expect(txns.map((t) => t.type)).toEqual(['appl', 'axfer', 'appl']);
    expect(txns.map((t) => t.fee)).toEqual([0n, 1000n, 5000n]);
    expect(txns[1]!.assetTransfer!.receiver.toString()).toBe(receiver);
  });

  it('claims without the opt-in or the Algo call when neither is needed', () => {
    const txns = buildInboxClaim({ ...base, optedIn: true, inboxSpare: 0n });
    expect(txns.map((t) => t.fee)).toEqual([3000n]);
    expect(txns[0]!.applicationCall!.foreignAssets).toEqual([77n]);
  });

  it('rejects naming the creator, who gets the asset back', () => {
    const txns = buildInboxReject({ ...base, creator, inboxSpare: 0n });
    expect(txns).toHaveLength(1);
    expect(txns[0]!.applicationCall!.accounts.map(String)).toEqual([inbox, creator]);
    expect(txns[0]!.fee).toBe(3000n);
  });

  it('refuses another network’s router for a claim', () => {
    expect(() =>
      buildInboxClaim({ ...base, routerId: 643020148n, optedIn: true, inboxSpare: 0n }),
    ).toThrow(/testnet-v1.0's router/);
  });
});

describe('the router in the review', () => {
  it('is named by the wallet on its network, before any spec a request carries', () => {
    const sel = Buffer.from(
      algosdk.ABIMethod.fromSignature(SIGNATURES.sendAsset).getSelector(),
    ).toString('hex');
    const fake = { name: 'Free money', methods: [], events: [] };
    const sources = {
      wallet: knownRouterSpecs('mainnet-v1.0', 1001n),
      request: new Map([[2449590623n, fake]]),
      settings: new Map(),
    };
    const app = identifyApp(2449590623n, sel, sources);
    expect(app.kind === 'known' && [app.source, app.spec.name]).toEqual([
      'wallet',
      'ARC-59 asset inbox router',
    ]);
    // On mainnet a configured id is not taken for the router; elsewhere it is.
    expect(identifyApp(1001n, sel, sources).kind).toBe('unknown');
    expect([...knownRouterSpecs('sandnet-v1', 1001n).keys()]).toEqual([1001n]);
  });
});
