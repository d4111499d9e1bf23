/**
 * The constant-product pool's program on the devnet's evaluator, over a small ledger of our own
 * that applies whole groups (payments, asset transfers, the app call and its inner payout),
 * atomically: the quote (`quoteSwap` over the app's state) is what the program pays, to the
 * base unit, and the program refuses what is not a swap.
 */
import algosdk, { type Account } from 'algosdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { algosdkTxnView, assemble, evaluate } from '../../devnet/avm';
import type { InnerTransaction, StackValue, TxnView } from '../../devnet/avm/ledger';
import { MemoryLedger, txnView } from '../../devnet/avm/test-support';
import { POOL_TEAL, quoteSwap, swapArgs, swapOutput, type PoolState } from './amm';

const APP = 1234n;
const ASSET = 77n;
const MIN_FEE = 1000n;
const program = assemble(POOL_TEAL).program;
const appAddress = algosdk.getApplicationAddress(APP);
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const bytes = (s: string) => new TextEncoder().encode(s);

/** A ledger that applies groups: coin moves with balance checks, the pool app's calls. */
class GroupLedger extends MemoryLedger {
  creator: Uint8Array = new Uint8Array(32);
  /** Fees the inner transactions asked for, to check against the group's credit. */
  innerCount = 0;

  holding(account: Uint8Array, asset: bigint): bigint {
    const held = this.holdings.get(`${hex(account)}/${asset}`);
    if (!held) throw new Error(`${algosdk.encodeAddress(account)} holds no asset ${asset}`);
    return held.amount;
  }

  private move(from: Uint8Array, to: Uint8Array, asset: bigint, amount: bigint) {
    if (asset === 0n) {
      const left = this.balance(from) - amount;
      if (left < 0n) throw new Error(`overspend ${algosdk.encodeAddress(from)}`);
      this.balances.set(hex(from), left);
      this.balances.set(hex(to), this.balance(to) + amount);
      return;
    }
    if (hex(from) === hex(to) && amount === 0n) {
      const key = `${hex(from)}/${asset}`;
      if (!this.holdings.has(key)) this.holdings.set(key, { amount: 0n, frozen: false });
      return;
    }
    const left = this.holding(from, asset) - amount;
    if (left < 0n) throw new Error(`underflow on asset ${asset}`);
    this.holdings.set(`${hex(from)}/${asset}`, { amount: left, frozen: false });
    this.holdings.set(`${hex(to)}/${asset}`, {
      amount: this.holding(to, asset) + amount,
      frozen: false,
    });
  }

  submitInner(group: readonly InnerTransaction[]): TxnView[] {
    return group.map((inner, index) => {
      const field = (name: string) => inner.fields.get(name);
      if (field('Fee') !== 0n) throw new Error('the pool pays its payout’s fee');
      this.innerCount += 1;
      const sender = field('Sender') as Uint8Array;
      if (field('TypeEnum') === 1n) {
        this.move(sender, field('Receiver') as Uint8Array, 0n, field('Amount') as bigint);
      } else if (field('TypeEnum') === 4n) {
        const amount = (field('AssetAmount') as bigint | undefined) ?? 0n;
        this.move(
          sender,
          field('AssetReceiver') as Uint8Array,
          field('XferAsset') as bigint,
          amount,
        );
      } else {
        throw new Error('the pool only pays');
      }
      return txnView({ Fee: 0n, GroupIndex: BigInt(index), ...Object.fromEntries(inner.fields) });
    });
  }

  /** Applies `txns` (one group) or throws, leaving nothing of it applied. */
  apply(txns: algosdk.Transaction[]): void {
    const saved = {
      globals: new Map(this.globals),
      balances: new Map(this.balances),
      holdings: new Map(this.holdings),
    };
    const innerBefore = this.innerCount;
    try {
      const views = txns.map((txn, groupIndex) => algosdkTxnView(txn, { groupIndex }));
      for (const [index, txn] of txns.entries()) {
        const sender = txn.sender.publicKey;
        this.move(sender, new Uint8Array(32), 0n, txn.fee);
        const pay = txn.payment;
        const axfer = txn.assetTransfer;
        if (pay) this.move(sender, pay.receiver.publicKey, 0n, pay.amount);
        if (axfer) this.move(sender, axfer.receiver.publicKey, axfer.assetIndex, axfer.amount);
        if (txn.applicationCall) this.call(views, index);
      }
      const paid = txns.reduce((sum, txn) => sum + txn.fee, 0n);
      const required = MIN_FEE * BigInt(txns.length + this.innerCount - innerBefore);
      if (paid < required) throw new Error(`fees ${paid} < ${required}`);
    } catch (error) {
      for (const [name, map] of Object.entries(saved)) {
        const target = this[name as keyof typeof saved] as Map<string, unknown>;
        target.clear();
        for (const [key, value] of map) target.set(key, value);
      }
      this.innerCount = innerBefore;
      throw error;
    }
  }

  private call(group: TxnView[], groupIndex: number) {
    const appId = group[groupIndex]!.field('ApplicationID') as bigint;
    const result = evaluate(program, {
      mode: 'app',
      group,
      groupIndex,
      budget: { remaining: 700 * group.length },
      appId: appId === 0n ? APP : appId,
      ledger: this,
      globals: (name): StackValue | undefined =>
        ({
          CreatorAddress: this.creator,
          CurrentApplicationAddress: appAddress.publicKey,
        })[name],
    });
    if (!result.pass) throw new Error('transaction rejected by ApprovalProgram');
  }

  state(): PoolState {
    const int = (key: string) => (this.appGlobalGet(APP, bytes(key)) as bigint | undefined) ?? 0n;
    return {
      appId: APP,
      address: appAddress.toString(),
      assetId: int('asset'),
      baseReserve: int('ra'),
      assetReserve: int('rb'),
    };
  }
}

let ledger: GroupLedger;
let creator: Account;
let user: Account;

const params: algosdk.SuggestedParams = {
  fee: MIN_FEE,
  flatFee: true,
  minFee: MIN_FEE,
  firstValid: 10n,
  lastValid: 1010n,
  genesisID: 'dockernet-v1',
  genesisHash: new Uint8Array(32),
};
const withFee = (fee: bigint) => ({ ...params, fee });

function transfer(from: Account, to: algosdk.Address, asset: bigint, amount: bigint) {
  return asset === 0n
    ? algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: from.addr,
        receiver: to,
        amount,
        suggestedParams: params,
      })
    : algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: from.addr,
        receiver: to,
        amount,
        assetIndex: asset,
        suggestedParams: params,
      });
}

function call(from: Account, args: Uint8Array[], fee = MIN_FEE) {
  return algosdk.makeApplicationNoOpTxnFromObject({
    sender: from.addr,
    appIndex: APP,
    appArgs: args,
    foreignAssets: [ASSET],
    suggestedParams: withFee(fee),
  });
}

/** The swap group a router hands out: the input, then the call paying for the payout too. */
function swapGroup(from: bigint, amount: bigint, minOutput: bigint, sender = user) {
  return algosdk.assignGroupID([
    transfer(sender, appAddress, from, amount),
    call(sender, swapArgs(minOutput), 2n * MIN_FEE),
  ]);
}

function held(account: Account, asset: bigint) {
  return asset === 0n
    ? ledger.balance(account.addr.publicKey)
    : ledger.holding(account.addr.publicKey, asset);
}

beforeEach(() => {
  ledger = new GroupLedger();
  creator = algosdk.generateAccount();
  user = algosdk.generateAccount();
  ledger.creator = creator.addr.publicKey;
  for (const account of [creator, user]) {
    ledger.balances.set(hex(account.addr.publicKey), 100_000_000_000n);
    ledger.holdings.set(`${hex(account.addr.publicKey)}/${ASSET}`, {
      amount: 10n ** 13n,
      frozen: false,
    });
  }
  // Create, fund and opt in, then 5,000 Algo against 10,000,000.00 of the asset (1 Algo: 2,000).
  ledger.apply([
    algosdk.makeApplicationCreateTxnFromObject({
      sender: creator.addr,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      approvalProgram: program,
      clearProgram: assemble('#pragma version 10\nint 1').program,
      numGlobalInts: 3,
      numGlobalByteSlices: 0,
      numLocalInts: 1,
      numLocalByteSlices: 0,
      appArgs: [algosdk.bigIntToBytes(ASSET, 8)],
      suggestedParams: params,
    }),
  ]);
  ledger.apply(
    algosdk.assignGroupID([
      transfer(creator, appAddress, 0n, 200_000n),
      call(creator, [bytes('bootstrap')], 2n * MIN_FEE),
    ]),
  );
  ledger.apply(
    algosdk.assignGroupID([
      transfer(creator, appAddress, 0n, 5_000_000_000n),
      transfer(creator, appAddress, ASSET, 1_000_000_000n),
      call(creator, [bytes('add')]),
    ]),
  );
});

describe('the constant-product pool', () => {
  it('keeps its asset and reserves in global state after create, bootstrap and add', () => {
    expect(ledger.state()).toMatchObject({
      assetId: ASSET,
      baseReserve: 5_000_000_000n,
      assetReserve: 1_000_000_000n,
    });
    expect(ledger.holding(appAddress.publicKey, ASSET)).toBe(1_000_000_000n);
  });

  it('pays exactly the quote, for several sizes in both directions', () => {
    const trades: [bigint, bigint][] = [
      [0n, 1n],
      [0n, 1_000_000n],
      [ASSET, 1n],
      [ASSET, 333n],
      [0n, 123_456_789n],
      [ASSET, 50_000_000n],
      [0n, 2_500_000_000n],
      [ASSET, 999_999_999n],
    ];
    const paidOut: bigint[] = [];
    for (const [from, amount] of trades) {
      const to = from === 0n ? ASSET : 0n;
      const before = ledger.state();
      const quote = quoteSwap(before, from, to, amount);
      if (quote === 0n) {
        // Too small to buy one base unit: the pool refuses rather than take it for nothing.
        expect(() => ledger.apply(swapGroup(from, amount, 0n))).toThrow('assert failed');
        paidOut.push(0n);
        continue;
      }
      const heldBefore = held(user, to);
      ledger.apply(swapGroup(from, amount, quote));
      const received = held(user, to) - heldBefore - (to === 0n ? -3n * MIN_FEE : 0n);
      expect(received).toBe(quote);
      paidOut.push(received);
      const after = ledger.state();
      // Rounding and the fee stay in the pool: the product never shrinks.
      expect(after.baseReserve * after.assetReserve).toBeGreaterThan(
        before.baseReserve * before.assetReserve,
      );
      // The reserves are the app account's holdings (its 0.2 Algo minimum apart).
      expect(ledger.balance(appAddress.publicKey)).toBe(after.baseReserve + 200_000n);
      expect(ledger.holding(appAddress.publicKey, ASSET)).toBe(after.assetReserve);
    }
    // 1 Algo against 5,000 Algo : 1,000,000,000 buys 997e6 * 1e9 / (5e12 + 997e6) = 199,360.2,
    // rounded down; the later ones each move the price for the next.
    expect(paidOut).toEqual([
      0n,
      199_360n,
      4n,
      1_660n,
      24_016_371n,
      249_069_295n,
      347_015_165n,
      4_387_990_079n,
    ]);
  });

  it('matches x*y=k with the fee taken from the input', () => {
    expect(swapOutput(1_000n, 1_000_000n, 1_000_000n)).toBe(996n);
    expect(swapOutput(0n, 1_000_000n, 1_000_000n)).toBe(0n);
    expect(swapOutput(10n ** 18n, 10n ** 18n, 10n ** 18n)).toBe(499_248_873_309_964_947n);
  });

  it('refuses to pay less than the minimum output, and applies nothing', () => {
    const quote = quoteSwap(ledger.state(), 0n, ASSET, 10_000_000n);
    const before = held(user, 0n);
    expect(() => ledger.apply(swapGroup(0n, 10_000_000n, quote + 1n))).toThrow('assert failed');
    expect(held(user, 0n)).toBe(before);
    ledger.apply(swapGroup(0n, 10_000_000n, quote));
  });

  it('needs the fee of its payout from the caller', () => {
    const group = algosdk.assignGroupID([
      transfer(user, appAddress, 0n, 1_000_000n),
      call(user, swapArgs(0n)),
    ]);
    expect(() => ledger.apply(group)).toThrow('fees 2000 < 3000');
  });

  it('refuses what is not a swap', () => {
    const other = algosdk.generateAccount();
    ledger.balances.set(hex(other.addr.publicKey), 10_000_000n);
    const refused = (txns: algosdk.Transaction[]) => () => ledger.apply(txns);
    const withCall = (input: algosdk.Transaction) =>
      algosdk.assignGroupID([input, call(user, swapArgs(0n), 2n * MIN_FEE)]);
    // The call alone; a call whose input went elsewhere; an input from someone else.
    expect(refused([call(user, swapArgs(0n), 2n * MIN_FEE)])).toThrow('assert failed');
    expect(refused(withCall(transfer(user, other.addr, 0n, 1_000_000n)))).toThrow('assert failed');
    expect(refused(withCall(transfer(other, appAddress, 0n, 1_000_000n)))).toThrow('assert failed');
    // Another asset; an input that closes the account to the pool; a clawback as input.
    const foreign = 78n;
    ledger.holdings.set(`${hex(user.addr.publicKey)}/${foreign}`, { amount: 5n, frozen: false });
    ledger.holdings.set(`${hex(appAddress.publicKey)}/${foreign}`, { amount: 0n, frozen: false });
    expect(refused(withCall(transfer(user, appAddress, foreign, 5n)))).toThrow('assert failed');
    const closing = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: user.addr,
      receiver: appAddress,
      amount: 1_000_000n,
      closeRemainderTo: appAddress,
      suggestedParams: params,
    });
    expect(refused(withCall(closing))).toThrow('assert failed');
    ledger.holdings.set(`${hex(other.addr.publicKey)}/${ASSET}`, { amount: 0n, frozen: false });
    expect(refused(withCall(transfer(user, other.addr, ASSET, 1_000n)))).toThrow('assert failed');
    const closingAsset = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: user.addr,
      receiver: appAddress,
      closeRemainderTo: appAddress,
      amount: 1_000n,
      assetIndex: ASSET,
      suggestedParams: params,
    });
    expect(refused(withCall(closingAsset))).toThrow('assert failed');
    const clawback = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: user.addr,
      receiver: appAddress,
      assetSender: other.addr,
      amount: 1n,
      assetIndex: ASSET,
      suggestedParams: params,
    });
    expect(refused(withCall(clawback))).toThrow('assert failed');
    // Without the minimum output argument.
    expect(
      refused(
        algosdk.assignGroupID([
          transfer(user, appAddress, 0n, 1_000_000n),
          call(user, [bytes('swap')], 2n * MIN_FEE),
        ]),
      ),
    ).toThrow('assert failed');
    // Only the creator adds liquidity; nobody updates or deletes the pool.
    expect(
      refused(
        algosdk.assignGroupID([
          transfer(user, appAddress, 0n, 1_000n),
          transfer(user, appAddress, ASSET, 1_000n),
          call(user, [bytes('add')]),
        ]),
      ),
    ).toThrow('assert failed');
    for (const onComplete of [
      algosdk.OnApplicationComplete.UpdateApplicationOC,
      algosdk.OnApplicationComplete.DeleteApplicationOC,
    ]) {
      const txn = algosdk.makeApplicationCallTxnFromObject({
        sender: creator.addr,
        appIndex: APP,
        onComplete,
        approvalProgram: onComplete === 4 ? program : undefined,
        clearProgram: onComplete === 4 ? program : undefined,
        suggestedParams: params,
      });
      expect(refused([txn])).toThrow('assert failed');
    }
    expect(ledger.state().baseReserve).toBe(5_000_000_000n);
  });
});
