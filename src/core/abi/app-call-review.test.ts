import algosdk, { OnApplicationComplete, type Transaction } from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { AppliedEffects } from '../transactions/review';
import { mustRead, optInCost, reviewAppCall, type AppWarning } from './app-call-review';
import { eventSelectorHex, type AppSpec } from './app-spec';
import { methodSelectorHex } from './method-spec';
import { ARC200_INTERFACE, type SpecSources } from './spec-registry';

const ME = algosdk.generateAccount().addr.toString();
const BOB = algosdk.generateAccount().addr.toString();
const APP_ACCOUNT = algosdk.getApplicationAddress(1234n).toString();
const PARAMS = {
  fee: 1000n,
  firstValid: 1n,
  lastValid: 1000n,
  genesisHash: new Uint8Array(32),
  genesisID: 'devnet-v1',
  minFee: 1000n,
  flatFee: true,
};

const TOKEN: AppSpec = {
  name: 'Token',
  methods: [
    {
      name: 'send',
      args: [
        { name: 'to', type: 'address' },
        { name: 'amount', type: 'uint64' },
        { name: 'fee_asset', type: 'asset' },
      ],
      returns: { type: 'uint64' },
    },
  ],
  events: [
    {
      name: 'Sent',
      args: [
        { name: 'to', type: 'address' },
        { name: 'amount', type: 'uint64' },
      ],
    },
  ],
};
const SOURCES: SpecSources = { settings: new Map([[1234n, TOKEN]]) };
const OWN = new Set([ME]);

function appCall(
  appArgs: Uint8Array[],
  onComplete = OnApplicationComplete.NoOpOC,
  appIndex = 1234n,
): Transaction {
  return algosdk.makeApplicationCallTxnFromObject({
    sender: ME,
    appIndex,
    onComplete,
    appArgs,
    foreignAssets: [31n],
    suggestedParams: PARAMS,
  });
}

const selector = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
const enc = (type: string, value: algosdk.ABIValue) => algosdk.ABIType.from(type).encode(value);
const sendArgs = () => [
  selector(methodSelectorHex(TOKEN.methods[0]!)),
  enc('address', BOB),
  enc('uint64', 5n),
  enc('uint8', 0),
];

function pay(from: string, to: string, amount: bigint, rekeyTo?: string): Transaction {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from,
    receiver: to,
    amount,
    suggestedParams: PARAMS,
    ...(rekeyTo ? { rekeyTo } : {}),
  });
}

const codes = (warnings: readonly AppWarning[]) => warnings.map((w) => w.code);

describe('reviewAppCall', () => {
  it('names a known app, its method and every argument, references resolved', () => {
    const review = reviewAppCall([appCall(sendArgs())], 0, SOURCES, OWN)!;
    expect(review.app).toMatchObject({ kind: 'known', source: 'settings' });
    expect(review.call.kind).toBe('call');
    if (review.call.kind !== 'call') return;
    expect(review.call.method.name).toBe('send');
    expect(review.call.args.map((a) => [a.name, a.type, a.value])).toEqual([
      ['to', 'address', { kind: 'address', value: BOB }],
      ['amount', 'uint64', { kind: 'uint', type: 'uint64', value: 5n }],
      ['fee_asset', 'asset', { kind: 'asset', index: 0, id: 31n }],
    ]);
    expect(review.warnings).toEqual([]);
    expect(mustRead(review)).toBe(false);
  });

  it('an unknown app: no method, its selector, and the plain warning', () => {
    const review = reviewAppCall([appCall(sendArgs(), undefined, 99n)], 0, SOURCES, OWN)!;
    expect(review.app.kind).toBe('unknown');
    expect(review.call).toEqual({
      kind: 'unknown',
      selector: methodSelectorHex(TOKEN.methods[0]!),
    });
    expect(codes(review.warnings)).toEqual(['unknown-app']);
    expect(review.rawArgs).toHaveLength(4);
  });

  it('a known app called with a selector its spec does not have is not presented as known', () => {
    const review = reviewAppCall([appCall([selector('deadbeef')])], 0, SOURCES, OWN)!;
    expect(codes(review.warnings)).toEqual(['unknown-app']);
  });

  it('an ARC-200 method on an app nobody named: the method by the standard, the app unknown', () => {
    const transfer = ARC200_INTERFACE.methods.find((m) => m.name === 'arc200_transfer')!;
    const args = [selector(methodSelectorHex(transfer)), enc('address', BOB), enc('uint256', 7n)];
    const review = reviewAppCall([appCall(args, undefined, 77n)], 0, SOURCES, OWN)!;
    expect(review.app).toMatchObject({ kind: 'interface', standard: 'ARC-200' });
    expect(review.call.kind === 'call' && review.call.method.name).toBe('arc200_transfer');
    expect(codes(review.warnings)).toEqual(['unknown-app']);
  });

  it('malformed arguments are a warning, never a half-decoded call', () => {
    const args = sendArgs();
    args[2] = Uint8Array.of(1, 2);
    const review = reviewAppCall([appCall(args)], 0, SOURCES, OWN)!;
    expect(review.call.kind).toBe('malformed');
    expect(review.warnings).toEqual([
      { code: 'malformed', reason: 'not-canonical', arg: 'amount' },
    ]);
  });

  it('opt-in with the minimum balance it locks, from the local schema', () => {
    expect(optInCost({ uints: 2n, bytes: 1n })).toBe(100_000n + 75_000n + 7_000n + 25_000n);
    const review = reviewAppCall(
      [appCall([], OnApplicationComplete.OptInOC)],
      0,
      SOURCES,
      OWN,
      undefined,
      {
        localSchema: { uints: 2n, bytes: 1n },
      },
    )!;
    expect(review.warnings).toEqual([{ code: 'opt-in', cost: 207_000n }]);
    expect(mustRead(review)).toBe(false);
  });

  it.each([
    [OnApplicationComplete.CloseOutOC, 'close-out', true],
    [OnApplicationComplete.ClearStateOC, 'clear-state', true],
    [OnApplicationComplete.DeleteApplicationOC, 'delete', true],
    [OnApplicationComplete.UpdateApplicationOC, 'update', false],
  ] as const)('on-completion %s is the %s warning', (oc, code, read) => {
    const review = reviewAppCall([appCall([], oc)], 0, SOURCES, OWN, undefined, { creator: ME })!;
    expect(codes(review.warnings)).toEqual([code]);
    if (code === 'delete' || code === 'update')
      expect(review.warnings[0]).toMatchObject({ ownApp: true });
    expect(mustRead(review)).toBe(read);
  });

  it('inner transactions in words from the person side, with a rekey and spending beyond', () => {
    const inner = [
      pay(APP_ACCOUNT, ME, 12_500_000n),
      pay(ME, BOB, 3_000_000n),
      pay(APP_ACCOUNT, BOB, 1n, BOB),
    ];
    const applied: AppliedEffects = {
      inner: inner.map((txn, i) => ({
        txn,
        effects:
          i === 2
            ? {
                inner: [
                  {
                    txn: algosdk.makeApplicationCallTxnFromObject({
                      sender: APP_ACCOUNT,
                      appIndex: 5n,
                      onComplete: 0,
                      suggestedParams: PARAMS,
                    }),
                    effects: {},
                  },
                ],
              }
            : {},
      })),
    };
    const review = reviewAppCall([appCall(sendArgs())], 0, SOURCES, OWN, applied)!;
    expect(review.inner).toEqual([
      { kind: 'pays-you', to: ME, amount: 12_500_000n, assetId: 0n },
      { kind: 'takes', from: ME, amount: 3_000_000n, assetId: 0n },
      { kind: 'pays', to: BOB, amount: 1n, assetId: 0n },
      { kind: 'calls', appId: 5n },
    ]);
    // ME gets 12.5 and loses 3 + the inner fee it sent: net positive, nothing beyond.
    expect(codes(review.warnings)).toEqual(['inner-rekey']);
    expect(review.warnings[0]).toEqual({ code: 'inner-rekey', address: APP_ACCOUNT, to: BOB });
    expect(mustRead(review)).toBe(true);
    // An account handed to the called app itself (an ARC-59 inbox) is no one else's control.
    const toApp: AppliedEffects = {
      inner: [{ txn: pay(BOB, APP_ACCOUNT, 0n, APP_ACCOUNT), effects: {} }],
    };
    expect(reviewAppCall([appCall(sendArgs())], 0, SOURCES, OWN, toApp)!.warnings).toEqual([]);
    const taking: AppliedEffects = { inner: [{ txn: pay(ME, BOB, 3_000_000n), effects: {} }] };
    const takes = reviewAppCall([appCall(sendArgs())], 0, SOURCES, OWN, taking)!;
    expect(takes.warnings).toEqual([
      { code: 'spends-beyond', address: ME, assetId: 0n, amount: 3_001_000n },
    ]);
    expect(mustRead(takes)).toBe(true);
  });

  it('reads the ABI return and the ARC-28 events the spec names; other logs are skipped', () => {
    const event = TOKEN.events[0]!;
    const eventLog = Uint8Array.from([
      ...selector(eventSelectorHex(event)),
      ...enc('(address,uint64)', [BOB, 5n]),
    ]);
    const applied: AppliedEffects = {
      logs: [
        Uint8Array.of(1, 2, 3),
        eventLog,
        Uint8Array.from([...selector('151f7c75'), ...enc('uint64', 9n)]),
      ],
      stateKeys: { global: [Uint8Array.of(0x61)], local: [] },
    };
    const review = reviewAppCall([appCall(sendArgs())], 0, SOURCES, OWN, applied)!;
    expect(review.returned).toEqual({ kind: 'uint', type: 'uint64', value: 9n });
    expect(review.events).toEqual([
      {
        name: 'Sent',
        args: [
          { name: 'to', type: 'address', value: { kind: 'address', value: BOB } },
          { name: 'amount', type: 'uint64', value: { kind: 'uint', type: 'uint64', value: 5n } },
        ],
      },
    ]);
    expect(review.state?.global).toEqual([Uint8Array.of(0x61)]);
  });

  it('passes the simulated boxes through, and none when the node gave no trace', () => {
    const boxes = {
      kind: 'read' as const,
      changes: [{ appId: 1234n, name: Uint8Array.of(0x62), deleted: false }],
      more: 0,
    };
    expect(reviewAppCall([appCall(sendArgs())], 0, SOURCES, OWN, { boxes })!.boxes).toEqual(boxes);
    expect(reviewAppCall([appCall(sendArgs())], 0, SOURCES, OWN, {})!).not.toHaveProperty('boxes');
  });

  it('is nothing for a transaction that is not an app call', () => {
    expect(reviewAppCall([pay(ME, BOB, 1n)], 0, SOURCES, OWN)).toBeUndefined();
  });
});
