import {
  assignGroupID,
  generateAccount,
  makeApplicationClearStateTxnFromObject,
  makeApplicationCloseOutTxnFromObject,
  makeApplicationCreateTxnFromObject,
  makeApplicationDeleteTxnFromObject,
  makeApplicationNoOpTxnFromObject,
  makeApplicationOptInTxnFromObject,
  makeApplicationUpdateTxnFromObject,
  makeAssetConfigTxnWithSuggestedParamsFromObject,
  makeAssetDestroyTxnWithSuggestedParamsFromObject,
  makeAssetFreezeTxnWithSuggestedParamsFromObject,
  makeKeyRegistrationTxnWithSuggestedParamsFromObject,
  OnApplicationComplete,
  Transaction,
  TransactionType,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
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
import { keyRegistration } from '../../test/keyreg';

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
  change: {
    pay?: Partial<Parameters<typeof makePaymentTxnWithSuggestedParamsFromObject>[0]>;
    /** Added to the group as the user's own, signed by the wallet. */
    extra?: Transaction;
  } = {},
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
  if (change.extra) txns.push(change.extra);
  assignGroupID(txns);
  return txns.map((txn, i) => ({ txn, presigned: i === 2 }));
}

const appProgram = new Uint8Array([6, 129, 1]);

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

  it('refuses an asset close-to from the user', () => {
    const closing = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: user,
      receiver: pool,
      closeRemainderTo: thief,
      assetIndex: USDC,
      amount: 0,
      suggestedParams: params,
    });
    expect(checkSwapTransactions(honestGroup({ extra: closing }), user)).toEqual({
      code: 'closes',
      index: 3,
    });
  });

  // Transactions that move no coins pass the simulated balances: only an allow-list stops them.
  const notAllowed: [string, Transaction, string][] = [
    [
      "a key registration taking the account online with the router's keys",
      keyRegistration(Number(params.fee), { sender: user, suggestedParams: params }),
      'key-registration',
    ],
    [
      'a key registration marking the account non-participating for ever',
      makeKeyRegistrationTxnWithSuggestedParamsFromObject({
        sender: user,
        nonParticipation: true,
        suggestedParams: params,
      }),
      'key-registration',
    ],
    [
      "handing the user's asset roles to the router",
      makeAssetConfigTxnWithSuggestedParamsFromObject({
        sender: user,
        assetIndex: 77,
        manager: thief,
        clawback: thief,
        strictEmptyAddressChecking: false,
        suggestedParams: params,
      }),
      'asset-configuration',
    ],
    [
      "destroying the user's asset",
      makeAssetDestroyTxnWithSuggestedParamsFromObject({
        sender: user,
        assetIndex: 77,
        suggestedParams: params,
      }),
      'asset-configuration',
    ],
    [
      'freezing a holder',
      makeAssetFreezeTxnWithSuggestedParamsFromObject({
        sender: user,
        assetIndex: 77,
        freezeTarget: pool,
        frozen: true,
        suggestedParams: params,
      }),
      'asset-freeze',
    ],
    [
      "a clawback of someone else's holding",
      makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: user,
        receiver: user,
        assetSender: pool,
        assetIndex: 77,
        amount: 5,
        suggestedParams: params,
      }),
      'clawback',
    ],
    [
      "deleting the user's app",
      makeApplicationDeleteTxnFromObject({ sender: user, appIndex: 9, suggestedParams: params }),
      'app-delete',
    ],
    [
      "clearing the user's app state",
      makeApplicationClearStateTxnFromObject({
        sender: user,
        appIndex: 9,
        suggestedParams: params,
      }),
      'app-clear',
    ],
    [
      'closing out of an app',
      makeApplicationCloseOutTxnFromObject({ sender: user, appIndex: 9, suggestedParams: params }),
      'app-close-out',
    ],
    [
      "updating the user's app",
      makeApplicationUpdateTxnFromObject({
        sender: user,
        appIndex: 9,
        approvalProgram: appProgram,
        clearProgram: appProgram,
        suggestedParams: params,
      }),
      'app-update',
    ],
    [
      'creating an app',
      makeApplicationCreateTxnFromObject({
        sender: user,
        approvalProgram: appProgram,
        clearProgram: appProgram,
        numGlobalByteSlices: 0,
        numGlobalInts: 0,
        numLocalByteSlices: 0,
        numLocalInts: 0,
        onComplete: OnApplicationComplete.NoOpOC,
        suggestedParams: params,
      }),
      'app-create',
    ],
    [
      'a NoOp call carrying programs',
      new Transaction({
        sender: user,
        type: TransactionType.appl,
        suggestedParams: params,
        appCallParams: {
          appIndex: 9,
          onComplete: OnApplicationComplete.NoOpOC,
          approvalProgram: appProgram,
        },
      }),
      'app-programs',
    ],
    [
      'an opt-in asking for extra pages',
      new Transaction({
        sender: user,
        type: TransactionType.appl,
        suggestedParams: params,
        appCallParams: { appIndex: 9, onComplete: OnApplicationComplete.OptInOC, extraPages: 1 },
      }),
      'app-extra-pages',
    ],
    [
      'a state proof',
      new Transaction({
        sender: user,
        type: TransactionType.stpf,
        suggestedParams: params,
        stateProofParams: { stateProofType: 0 },
      }),
      'state-proof',
    ],
  ];

  it.each(notAllowed)('refuses %s', (_, extra, reason) => {
    expect(checkSwapTransactions(honestGroup({ extra }), user)).toEqual({
      code: 'not-allowed',
      index: 3,
      reason,
    });
  });

  it("allows the route's app opt-in and NoOp calls and plain asset transfers", () => {
    const optIn = makeApplicationOptInTxnFromObject({
      sender: user,
      appIndex: 9,
      suggestedParams: params,
    });
    expect(checkSwapTransactions(honestGroup({ extra: optIn }), user)).toBeNull();
    const transfer = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: user,
      receiver: pool,
      assetIndex: USDC,
      amount: 5,
      suggestedParams: params,
    });
    expect(checkSwapTransactions(honestGroup({ extra: transfer }), user)).toBeNull();
  });

  it("the pool's own pre-signed transactions are the router's business", () => {
    const poolConfig = makeAssetConfigTxnWithSuggestedParamsFromObject({
      sender: pool,
      assetIndex: 77,
      manager: pool,
      strictEmptyAddressChecking: false,
      suggestedParams: params,
    });
    const entries = honestGroup({ extra: poolConfig }).map((e, i) => ({
      ...e,
      presigned: i >= 2,
    }));
    expect(checkSwapTransactions(entries, user)).toBeNull();
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

  it('swapping from an asset: the base coin leaving beyond the fees is refused', () => {
    const fromAsset = { ...terms, fromAssetId: USDC, toAssetId: 42n, amountIn: 500_000n };
    const ok = effect([
      [USDC, -500_000n],
      [BASE_COIN, -2_000n],
      [42n, 500_000n],
    ]);
    expect(checkSwapEffect(honestGroup(), fromAsset, ok)).toBeNull();
    const leaking = effect([
      [USDC, -500_000n],
      [BASE_COIN, -2_001n],
      [42n, 500_000n],
    ]);
    expect(checkSwapEffect(honestGroup(), fromAsset, leaking)).toEqual({
      code: 'other-asset',
      assetId: BASE_COIN,
      sent: 1n,
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
