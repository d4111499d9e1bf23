import {
  assignGroupID,
  generateAccount,
  makeApplicationNoOpTxnFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import { describe, expect, it } from 'vitest';
import { BASE_COIN } from '../transactions/review';
import {
  checkSwapEffect,
  checkSwapTransactions,
  minimumReceived,
  type GroupEntry,
  type SwapTerms,
} from './swap-check';

const params: SuggestedParams = {
  fee: 1000n,
  flatFee: true,
  minFee: 1000n,
  firstValid: 10n,
  lastValid: 1010n,
  genesisID: 'dockernet-v1',
  genesisHash: new Uint8Array(32).fill(1),
};
const user = generateAccount().addr.toString();
const pool = generateAccount().addr.toString();
const thief = generateAccount().addr.toString();
const USDC = 31n;

const terms: SwapTerms = {
  address: user,
  fromAssetId: BASE_COIN,
  toAssetId: USDC,
  amountIn: 1_000_000n,
  quotedOut: 500_000n,
  slippagePercent: 0.1,
};

function honestGroup(
  change: { pay?: Partial<Parameters<typeof makePaymentTxnWithSuggestedParamsFromObject>[0]> } = {},
): GroupEntry[] {
  const txns: Transaction[] = [
    makePaymentTxnWithSuggestedParamsFromObject({
      sender: user,
      receiver: pool,
      amount: 1_000_000,
      suggestedParams: params,
      ...change.pay,
    }),
    makeApplicationNoOpTxnFromObject({ sender: user, appIndex: 9, suggestedParams: params }),
    makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: pool,
      receiver: user,
      assetIndex: USDC,
      amount: 500_000,
      suggestedParams: params,
    }),
  ];
  assignGroupID(txns);
  return txns.map((txn, i) => ({ txn, presigned: i === 2 }));
}

const effect = (changes: [bigint, bigint][], failure: string | null = null) => ({
  failure,
  changes: new Map(changes),
});

describe('swap group checks', () => {
  it('accepts the honest group', () => {
    const entries = honestGroup();
    expect(checkSwapTransactions(entries, user)).toBeNull();
    const ok = effect([
      [BASE_COIN, -1_002_000n],
      [USDC, 500_000n],
    ]);
    expect(checkSwapEffect(entries, terms, ok)).toBeNull();
  });

  it('refuses a close-to, a rekey, another sender and a pool transaction claiming the user', () => {
    expect(checkSwapTransactions(honestGroup({ pay: { closeRemainderTo: thief } }), user)).toEqual({
      code: 'closes',
      index: 0,
    });
    expect(checkSwapTransactions(honestGroup({ pay: { rekeyTo: thief } }), user)).toEqual({
      code: 'rekeys',
      index: 0,
    });
    expect(checkSwapTransactions(honestGroup({ pay: { sender: thief } }), user)).toMatchObject({
      code: 'foreign-sender',
      sender: thief,
    });
    const entries = honestGroup();
    expect(
      checkSwapTransactions(
        entries.map((e, i) => ({ ...e, presigned: i === 0 })),
        user,
      ),
    ).toMatchObject({ code: 'presigned-from-user', index: 0 });
  });

  it('refuses transactions from different groups', () => {
    const a = honestGroup();
    const b = honestGroup({ pay: { amount: 2 } });
    expect(checkSwapTransactions([a[0]!, b[1]!, a[2]!], user)).toEqual({ code: 'not-grouped' });
  });

  it('refuses a larger outflow, a short output, another asset leaving and inflated fees', () => {
    const entries = honestGroup();
    expect(
      checkSwapEffect(
        entries,
        terms,
        effect([
          [BASE_COIN, -1_002_001n],
          [USDC, 500_000n],
        ]),
      ),
    ).toMatchObject({ code: 'outflow', sent: 1_000_001n });
    expect(
      checkSwapEffect(
        entries,
        terms,
        effect([
          [BASE_COIN, -1_002_000n],
          [USDC, 499_499n],
        ]),
      ),
    ).toEqual({ code: 'shortfall', received: 499_499n, minimum: 499_500n });
    expect(
      checkSwapEffect(
        entries,
        terms,
        effect([
          [BASE_COIN, -1_002_000n],
          [USDC, 500_000n],
          [77n, -1n],
        ]),
      ),
    ).toEqual({ code: 'other-asset', assetId: 77n, sent: 1n });
    const greedy = honestGroup({ pay: { suggestedParams: { ...params, fee: 200_000n } } });
    expect(checkSwapEffect(greedy, terms, effect([]))).toMatchObject({ code: 'fees' });
  });

  it('needs a successful simulation', () => {
    const entries = honestGroup();
    expect(checkSwapEffect(entries, terms, { failure: undefined, changes: new Map() })).toEqual({
      code: 'not-simulated',
    });
    expect(checkSwapEffect(entries, terms, effect([], 'overspend'))).toEqual({
      code: 'simulation-failed',
      message: 'overspend',
    });
  });

  it('swapping an asset to the base coin: the fees are not counted against the output', () => {
    const reverse = { ...terms, fromAssetId: USDC, toAssetId: BASE_COIN, amountIn: 500_000n };
    const ok = effect([
      [USDC, -500_000n],
      [BASE_COIN, 1_000_000n - 2_000n],
    ]);
    expect(checkSwapEffect(honestGroup(), reverse, ok)).toBeNull();
  });
});

describe('minimum received', () => {
  it('takes the slippage in percent and rounds up', () => {
    expect(minimumReceived(1_000_000n, 0.1)).toBe(999_000n);
    expect(minimumReceived(1_000_000n, 1)).toBe(990_000n);
    expect(minimumReceived(1_000_000n, 0)).toBe(1_000_000n);
    expect(minimumReceived(3n, 0.5)).toBe(3n);
    expect(minimumReceived(200n, 0.1)).toBe(200n);
    expect(minimumReceived(1_000n, 0.1)).toBe(999n);
    // Out of range values are clamped to 0..1 %.
    expect(minimumReceived(100n, 500)).toBe(99n);
    expect(minimumReceived(150n, 1)).toBe(149n);
    expect(minimumReceived(100n, -3)).toBe(100n);
  });
});
