/**
 * Algow's ARC-59 router (arc59-router.teal) on devnet/avm's evaluator, its inner transactions
 * applied by a small chain of the test's own (arc59-avm-harness.ts): ARC-59's figures for a new
 * receiver, sends to opted-in and new receivers, a second send to an inbox, claim, reject, and
 * the calls it refuses. Arguments and answers are encoded with algosdk's ABI types.
 */
import algosdk from 'algosdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { assemble } from '../avm/assembler';
import type { InnerTransaction } from '../avm/ledger';
import { applicationAddress } from '../avm/ops-inner';
import { Arc59Chain, type TopTxn } from './arc59-avm-harness';
import {
  ARC59_APPROVAL_TEAL,
  ARC59_CLEAR_TEAL,
  ARC59_INBOX_CLEAR_TEAL,
  ARC59_INBOX_TEAL,
} from './arc59-router';

const method = (signature: string) => algosdk.ABIMethod.fromSignature(signature);
const SEND_INFO = method(
  'arc59_getSendAssetInfo(address,uint64)(uint64,uint64,bool,bool,uint64,uint64)',
);
const INFO_TYPE = algosdk.ABIType.from('(uint64,uint64,bool,bool,uint64,uint64)');
const SEND = method('arc59_sendAsset(axfer,address,uint64)address');
const RETURN_PREFIX = '151f7c75';

const account = () => algosdk.generateAccount().addr.publicKey;
const uint64 = (n: bigint) => algosdk.ABIType.from('uint64').encode(n);
const addressArg = (pk: Uint8Array) => algosdk.ABIType.from('address').encode(pk);
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

/** The ABI return value an app call logged (its last log, after 0x151f7c75); void: empty. */
function returned(logs: readonly Uint8Array[] | undefined): Uint8Array {
  const last = logs?.at(-1);
  if (!last) return new Uint8Array();
  if (hex(last.slice(0, 4)) !== RETURN_PREFIX) throw new Error('not an ABI return value');
  return last.slice(4);
}

/** Each inner transaction's type, in the order they were submitted. */
function describeInner(groups: InnerTransaction[][]): string[] {
  return groups.flat().map((t) => new TextDecoder().decode(t.fields.get('Type') as Uint8Array));
}

let chain: Arc59Chain;
let router: bigint;
let routerAddress: Uint8Array;
let creator: Uint8Array;
let asset: bigint;

function call(
  sender: Uint8Array,
  signature: string,
  args: Uint8Array[],
  before: TopTxn[] = [],
  fee = 1000n,
) {
  const txns: TopTxn[] = [
    ...before,
    { type: 'appl', sender, appId: router, args: [method(signature).getSelector(), ...args], fee },
  ];
  const result = chain.group(txns);
  return { ...result, value: returned(result.logs.get(txns.length - 1)) };
}

function sendInfo(receiver: Uint8Array, id = asset) {
  const { value } = call(creator, SEND_INFO.getSignature(), [addressArg(receiver), uint64(id)]);
  const [itxns, mbr, routerOptedIn, receiverOptedIn, needed, worst] = INFO_TYPE.decode(value) as [
    bigint,
    bigint,
    boolean,
    boolean,
    bigint,
    bigint,
  ];
  return { itxns, mbr, routerOptedIn, receiverOptedIn, needed, worst };
}

/** ARC-59's send: the mbr (and what the receiver lacks) to the router, the asset, the call. */
function send(receiver: Uint8Array, amount = 1n, id = asset) {
  const info = sendInfo(receiver, id);
  const before: TopTxn[] = [];
  if (info.mbr + info.needed > 0n)
    before.push({
      type: 'pay',
      sender: creator,
      receiver: routerAddress,
      amount: info.mbr + info.needed,
    });
  if (!info.routerOptedIn) {
    before.push({
      type: 'appl',
      sender: creator,
      appId: router,
      args: [method('arc59_optRouterIn(uint64)void').getSelector(), uint64(id)],
      fee: 2000n,
    });
  }
  before.push({ type: 'axfer', sender: creator, receiver: routerAddress, asset: id, amount });
  const itxns = info.itxns + (info.needed > 0n ? 1n : 0n);
  const result = call(
    creator,
    SEND.getSignature(),
    [addressArg(receiver), uint64(info.needed)],
    before,
    1000n * (1n + itxns),
  );
  return { info, ...result, to: algosdk.ABIType.from('address').decode(result.value) as string };
}

/** The router's opt-in to an asset, its 0.1 Algo paid by the creator. */
function optRouterIn(id: bigint) {
  call(
    creator,
    'arc59_optRouterIn(uint64)void',
    [uint64(id)],
    [{ type: 'pay', sender: creator, receiver: routerAddress, amount: 100_000n }],
    2000n,
  );
}

function inboxOf(receiver: Uint8Array): Uint8Array {
  return call(creator, 'arc59_getInbox(address)address', [addressArg(receiver)]).value;
}

beforeEach(() => {
  chain = new Arc59Chain();
  creator = account();
  chain.fund(creator, 100_000_000n);
  router = chain.createApp(ARC59_APPROVAL_TEAL);
  routerAddress = applicationAddress(router);
  chain.fund(routerAddress, 100_000n);
  asset = chain.createAsset(creator, 100n);
});

describe('the embedded inbox programs', () => {
  it('are arc59-inbox.teal and arc59-inbox.clear.teal as assembled', () => {
    const embedded = (name: string) =>
      new RegExp(`#define ${name} 0x([0-9a-f]+)`).exec(ARC59_APPROVAL_TEAL)?.[1];
    expect(embedded('INBOX_APPROVAL')).toBe(hex(assemble(ARC59_INBOX_TEAL).program));
    expect(embedded('INBOX_CLEAR')).toBe(hex(assemble(ARC59_INBOX_CLEAR_TEAL).program));
    // The router's own programs fit one page each.
    expect(assemble(ARC59_APPROVAL_TEAL).program.length).toBeLessThanOrEqual(2048);
    expect(assemble(ARC59_CLEAR_TEAL).program.length).toBe(3);
  });
});

describe('arc59_getSendAssetInfo', () => {
  it('answers ARC-59’s figures for a new receiver once the router is opted in', () => {
    optRouterIn(asset);
    expect(chain.holding(routerAddress, asset)).toBe(0n);
    expect(sendInfo(account())).toEqual({
      itxns: 5n,
      mbr: 228_100n,
      routerOptedIn: true,
      receiverOptedIn: false,
      needed: 201_000n,
      worst: 201_000n,
    });
  });

  it('adds the router’s opt-in when it has none, and asks nothing for an opted-in receiver', () => {
    expect(sendInfo(account())).toMatchObject({ itxns: 6n, mbr: 328_100n, routerOptedIn: false });
    // The creator holds the asset: a plain transfer.
    expect(sendInfo(creator)).toEqual({
      itxns: 1n,
      mbr: 0n,
      routerOptedIn: false,
      receiverOptedIn: true,
      needed: 0n,
      worst: 201_000n,
    });
  });

  it('lowers what the receiver lacks by the Algo waiting in the inbox, less the claim’s costs', () => {
    const receiver = account();
    send(receiver, 1n); // leaves 201,000 spare in the inbox
    const other = chain.createAsset(creator, 10n);
    // The router's and the inbox's opt-ins (the inbox can pay its own), then the transfer;
    // the claim would use 100,000 + (3 + 4) × 1,000 of the spare: 94,000 is left toward 201,000.
    expect(sendInfo(receiver, other)).toMatchObject({ itxns: 3n, mbr: 100_000n, needed: 107_000n });
  });

  it('counts what a receiver already has toward the claim', () => {
    const receiver = account();
    chain.fund(receiver, 150_000n);
    // 100,000 + 100,000 + 1,000 to claim, 150,000 there.
    expect(sendInfo(receiver).needed).toBe(51_000n);
    chain.fund(receiver, 60_000n);
    expect(sendInfo(receiver).needed).toBe(0n);
  });
});

describe('arc59_sendAsset', () => {
  it('sends straight to an opted-in receiver, with the extra Algo', () => {
    const receiver = account();
    chain.fund(receiver, 1_000_000n);
    chain.group([{ type: 'axfer', sender: receiver, receiver, asset, amount: 0n }]);
    optRouterIn(asset);
    const { to, inner } = send(receiver, 3n);
    expect(to).toBe(algosdk.encodeAddress(receiver));
    expect(describeInner(inner)).toEqual(['axfer']);
    expect(chain.holding(receiver, asset)).toBe(3n);
    expect(chain.holding(routerAddress, asset)).toBe(0n);
  });

  it('creates a new receiver’s inbox and leaves the asset there, with exactly the figures', () => {
    const receiver = account();
    const { info, to, inner } = send(receiver, 2n);
    const inbox = inboxOf(receiver);
    expect(to).toBe(algosdk.encodeAddress(inbox));
    // The inbox's creation, its rekey, its funding, its opt-in and the transfer (ARC-59's 5),
    // then the Algo the receiver will need to claim.
    expect(describeInner(inner).slice(1)).toEqual(['appl', 'pay', 'pay', 'axfer', 'axfer', 'pay']);
    expect(describeInner(inner)[0]).toBe('axfer'); // the router's own opt-in, in its own call
    expect(info).toMatchObject({ itxns: 6n, mbr: 328_100n, needed: 201_000n });
    expect(chain.holding(inbox, asset)).toBe(2n);
    expect(chain.holding(receiver, asset)).toBeUndefined();
    // The inbox answers to the router alone; the router keeps exactly its minimum balance.
    expect(chain.auth.get(hex(inbox))).toEqual(routerAddress);
    expect(chain.balance(inbox)).toBe(chain.minBalance(inbox) + 201_000n);
    expect(chain.balance(routerAddress)).toBe(chain.minBalance(routerAddress));
    expect(chain.minBalance(routerAddress)).toBe(100_000n + 100_000n + 28_100n);
  });

  it('sends a second time to the same inbox: one more transfer, nothing more to pay', () => {
    const receiver = account();
    chain.fund(receiver, 1_000_000n);
    send(receiver, 1n);
    const second = send(receiver, 4n);
    expect(second.info).toMatchObject({ itxns: 1n, mbr: 0n, routerOptedIn: true });
    expect(describeInner(second.inner)).toEqual(['axfer']);
    expect(chain.holding(inboxOf(receiver), asset)).toBe(5n);
  });

  it('opts an existing inbox in to another asset, paying its 0.1 Algo', () => {
    const receiver = account();
    chain.fund(receiver, 1_000_000n);
    send(receiver, 1n);
    const other = chain.createAsset(creator, 10n);
    const { info, inner } = send(receiver, 1n, other);
    // The router's opt-in (own call), then the inbox's funding, opt-in and the transfer.
    expect(info).toMatchObject({ itxns: 4n, mbr: 200_000n });
    expect(describeInner(inner)).toEqual(['axfer', 'pay', 'axfer', 'axfer']);
    expect(chain.holding(inboxOf(receiver), other)).toBe(1n);
  });

  it('refuses a call whose previous transaction does not bring the asset to the router', () => {
    const receiver = account();
    const args = [SEND.getSelector(), addressArg(receiver), uint64(0n)];
    const appl: TopTxn = { type: 'appl', sender: creator, appId: router, args, fee: 7000n };
    expect(() => chain.group([appl])).toThrow(/- would result negative/);
    const elsewhere: TopTxn = {
      type: 'axfer',
      sender: creator,
      receiver: creator,
      asset,
      amount: 1n,
    };
    expect(() => chain.group([elsewhere, appl])).toThrow(/assert failed/);
    const pay: TopTxn = { type: 'pay', sender: creator, receiver: routerAddress, amount: 1n };
    expect(() => chain.group([pay, appl])).toThrow(/assert failed/);
  });
});

describe('arc59_claim, arc59_claimAlgo and arc59_reject', () => {
  it('lets a receiver with no Algo claim: the Algo first, then the asset and the freed 0.1 Algo', () => {
    const receiver = account();
    send(receiver, 2n);
    const inbox = inboxOf(receiver);
    const result = chain.group([
      {
        type: 'appl',
        sender: receiver,
        appId: router,
        args: [method('arc59_claimAlgo()void').getSelector()],
        fee: 0n,
      },
      { type: 'axfer', sender: receiver, receiver, asset, amount: 0n },
      {
        type: 'appl',
        sender: receiver,
        appId: router,
        args: [method('arc59_claim(uint64)void').getSelector(), uint64(asset)],
        fee: 5000n,
      },
    ]);
    expect(describeInner(result.inner)).toEqual(['pay', 'axfer', 'pay']);
    expect(chain.holding(receiver, asset)).toBe(2n);
    expect(chain.holding(inbox, asset)).toBeUndefined();
    // 201,000 from claimAlgo and the 100,000 the close-out freed, less 6,000 of fees (3 calls
    // and 3 inner transactions): 95,000 above the receiver's new minimum balance of 200,000.
    expect(chain.balance(receiver)).toBe(200_000n + 95_000n);
    expect(chain.balance(inbox)).toBe(chain.minBalance(inbox));
  });

  it('rejects: the asset back to its creator, the holding closed, its 0.1 Algo to the caller', () => {
    const receiver = account();
    chain.fund(receiver, 1_000_000n);
    const other = chain.createAsset(creator, 1n);
    send(receiver, 1n, other);
    const inbox = inboxOf(receiver);
    const spare = chain.balance(inbox) - chain.minBalance(inbox);
    const result = call(receiver, 'arc59_reject(uint64)void', [uint64(other)], [], 3000n);
    expect(describeInner(result.inner)).toEqual(['axfer', 'pay']);
    expect(result.inner[0]![0]!.fields.get('AssetCloseTo')).toEqual(creator);
    expect(chain.holding(creator, other)).toBe(1n);
    expect(chain.holding(inbox, other)).toBeUndefined();
    expect(chain.balance(receiver)).toBe(1_000_000n - 3000n + spare + 100_000n);
    expect(chain.balance(inbox)).toBe(100_000n);
  });

  it('refuses callers without an inbox, and an Algo claim with nothing to claim', () => {
    const receiver = account();
    send(receiver, 1n);
    const stranger = account();
    chain.fund(stranger, 1_000_000n);
    chain.group([{ type: 'axfer', sender: stranger, receiver: stranger, asset, amount: 0n }]);
    for (const signature of ['arc59_claim(uint64)void', 'arc59_reject(uint64)void']) {
      expect(() => call(stranger, signature, [uint64(asset)], [], 3000n)).toThrow(/assert failed/);
    }
    expect(() => call(stranger, 'arc59_claimAlgo()void', [], [], 2000n)).toThrow(/assert failed/);
    // The receiver's claim of Algo only, twice: the second finds nothing.
    chain.fund(receiver, 1_000_000n);
    call(receiver, 'arc59_claimAlgo()void', [], [], 2000n);
    expect(() => call(receiver, 'arc59_claimAlgo()void', [], [], 2000n)).toThrow(/assert failed/);
    // Nothing moved for the stranger.
    expect(chain.holding(stranger, asset)).toBe(0n);
    expect(chain.holding(inboxOf(receiver), asset)).toBe(1n);
  });
});

describe('calls the router refuses', () => {
  it('refuses other on-completions, unknown methods and malformed arguments', () => {
    const getInbox = method('arc59_getInbox(address)address').getSelector();
    const receiver = account();
    const appl = (args: Uint8Array[], onCompletion = 0n): TopTxn => ({
      type: 'appl',
      sender: creator,
      appId: router,
      args,
      onCompletion,
    });
    for (const onCompletion of [1n, 2n, 4n, 5n]) {
      expect(() => chain.group([appl([getInbox, addressArg(receiver)], onCompletion)])).toThrow(
        /assert failed/,
      );
    }
    expect(() => chain.group([appl([method('nope()void').getSelector()])])).toThrow(/err opcode/);
    expect(() => chain.group([appl([])])).toThrow(/ApplicationArgs/);
    expect(() => chain.group([appl([getInbox, receiver.slice(0, 31)])])).toThrow(/assert failed/);
    expect(() => chain.group([appl([getInbox, addressArg(receiver), uint64(1n)])])).toThrow(
      /assert failed/,
    );
    // A receiver with no inbox has the zero address.
    expect(inboxOf(receiver)).toEqual(new Uint8Array(32));
  });

  it('gets or creates an inbox once per receiver', () => {
    const receiver = account();
    const signature = 'arc59_getOrCreateInbox(address)address';
    // Alone, a new inbox is refused: its rekeyed account has no Algo. Funded first, it stays.
    expect(() => call(creator, signature, [addressArg(receiver)], [], 3000n)).toThrow(/below min/);
    const inbox = applicationAddress(chain.peekNextId());
    const fund: TopTxn = { type: 'pay', sender: creator, receiver: inbox, amount: 100_000n };
    // The router's box for it: 28,100.
    const box: TopTxn = { type: 'pay', sender: creator, receiver: routerAddress, amount: 28_100n };
    const created = call(creator, signature, [addressArg(receiver)], [fund, box], 3000n);
    expect(created.value).toEqual(inbox);
    expect(describeInner(created.inner)).toEqual(['appl', 'pay']);
    expect(inboxOf(receiver)).toEqual(created.value);
    const again = call(creator, signature, [addressArg(receiver)]);
    expect(again.inner).toEqual([]);
    expect(again.value).toEqual(created.value);
  });
});
