/**
 * Algow's ARC-59 router on the devnet over HTTP, as a wallet uses it: deployed with
 * deployArc59Router, its methods called through algosdk's AtomicTransactionComposer from the
 * ARC-56 spec, arc59_getSendAssetInfo read by simulate, inner transactions applied by the
 * devnet's ledger.
 */
import algosdk, { type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundedAccount,
  params,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from '../test-support';
import spec from './arc59-router.arc56.json';
import { deployArc59Router } from './arc59-router';

const contract = new algosdk.ABIContract(spec);
const signer = (account: Account) => algosdk.makeBasicAccountTransactionSigner(account);

let chain: TestChain;
let creator: Account;
let appId: bigint;
let router: algosdk.Address;
let asset: bigint;

interface SendInfo {
  itxns: bigint;
  mbr: bigint;
  routerOptedIn: boolean;
  receiverOptedIn: boolean;
  needed: bigint;
  worst: bigint;
}

async function createAsset(total: bigint): Promise<bigint> {
  const txn = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    total,
    decimals: 0,
    defaultFrozen: false,
    unitName: 'INB',
    suggestedParams: await params(chain),
  });
  return (await sendAndConfirm(chain, txn.signTxn(creator.sk))).assetIndex ?? 0n;
}

/** Adds a call of `name` with the fee of itself and `inner` inner transactions. */
async function addCall(
  atc: algosdk.AtomicTransactionComposer,
  sender: Account,
  name: string,
  methodArgs: algosdk.ABIArgument[],
  inner = 0,
  extra: Refs = {},
): Promise<void> {
  atc.addMethodCall({
    appID: appId,
    method: contract.getMethodByName(name),
    methodArgs,
    sender: sender.addr,
    signer: signer(sender),
    suggestedParams: { ...(await params(chain)), flatFee: true, fee: 1000n * BigInt(1 + inner) },
    boxes: (extra.boxes ?? []).map((name) => ({ appIndex: 0, name })),
    appAccounts: extra.accounts,
    appForeignAssets: extra.assets,
  });
}

type Refs = { boxes?: Uint8Array[]; accounts?: algosdk.Address[]; assets?: bigint[] };

async function call(
  sender: Account,
  name: string,
  args: algosdk.ABIArgument[],
  inner = 0,
  refs: Refs = {},
) {
  const atc = new algosdk.AtomicTransactionComposer();
  await addCall(atc, sender, name, args, inner, refs);
  return (await atc.execute(chain.algod, 4)).methodResults[0]!;
}

async function simulate(name: string, args: algosdk.ABIArgument[], boxes: Uint8Array[] = []) {
  const atc = new algosdk.AtomicTransactionComposer();
  atc.addMethodCall({
    appID: appId,
    method: contract.getMethodByName(name),
    methodArgs: args,
    sender: creator.addr,
    signer: algosdk.makeEmptyTransactionSigner(),
    suggestedParams: await params(chain),
    boxes: boxes.map((name) => ({ appIndex: 0, name })),
  });
  const request = new algosdk.modelsv2.SimulateRequest({
    txnGroups: [],
    allowEmptySignatures: true,
    allowUnnamedResources: true,
  });
  return (await atc.simulate(chain.algod, request)).methodResults[0]!.returnValue;
}

async function sendInfo(receiver: algosdk.Address, id = asset): Promise<SendInfo> {
  const value = await simulate('arc59_getSendAssetInfo', [receiver, id], [receiver.publicKey]);
  const [itxns, mbr, routerOptedIn, receiverOptedIn, needed, worst] = value as [
    bigint,
    bigint,
    boolean,
    boolean,
    bigint,
    bigint,
  ];
  return { itxns, mbr, routerOptedIn, receiverOptedIn, needed, worst };
}

async function inboxOf(receiver: algosdk.Address): Promise<string> {
  return (await simulate('arc59_getInbox', [receiver], [receiver.publicKey])) as string;
}

/** ARC-59's send: the mbr and what the receiver lacks to the router, the asset, the call. */
async function send(receiver: algosdk.Address, amount: bigint, id = asset) {
  const info = await sendInfo(receiver, id);
  const atc = new algosdk.AtomicTransactionComposer();
  const suggestedParams = await params(chain);
  if (info.mbr + info.needed > 0n) {
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      receiver: router,
      amount: info.mbr + info.needed,
      suggestedParams,
    });
    atc.addTransaction({ txn, signer: signer(creator) });
  }
  if (!info.routerOptedIn)
    await addCall(atc, creator, 'arc59_optRouterIn', [id], 1, { assets: [id] });
  const axfer = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    receiver: router,
    assetIndex: id,
    amount,
    suggestedParams,
  });
  const inbox = algosdk.Address.fromString(await inboxOf(receiver));
  const inner = Number(info.itxns) + (info.needed > 0n ? 1 : 0) - (info.routerOptedIn ? 0 : 1);
  await addCall(
    atc,
    creator,
    'arc59_sendAsset',
    [{ txn: axfer, signer: signer(creator) }, receiver, info.needed],
    inner,
    { boxes: [receiver.publicKey], accounts: [receiver, inbox], assets: [id] },
  );
  const { methodResults } = await atc.execute(chain.algod, 4);
  const result = methodResults.at(-1)!;
  const record = await chain.algod.pendingTransactionInformation(result.txID).do();
  return { info, to: result.returnValue as string, innerCount: countInner(record.innerTxns) };
}

function countInner(inner: algosdk.modelsv2.PendingTransactionResponse[] | undefined): number {
  return (inner ?? []).reduce((n, t) => n + 1 + countInner(t.innerTxns), 0);
}

async function holding(address: string | algosdk.Address, id: bigint): Promise<bigint | undefined> {
  const info = await chain.algod.accountInformation(address).do();
  return info.assets?.find((a) => a.assetId === id)?.amount;
}

async function refused(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  throw new Error('accepted');
}

beforeAll(async () => {
  chain = await startTestChain();
  creator = await fundedAccount(chain, 50_000_000);
  appId = await deployArc59Router(chain.algod, creator);
  router = algosdk.getApplicationAddress(appId);
  asset = await createAsset(1000n);
  // The router's opt-in, its 0.1 Algo paid in the same group.
  const atc = new algosdk.AtomicTransactionComposer();
  atc.addTransaction({
    txn: algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      receiver: router,
      amount: 100_000n,
      suggestedParams: await params(chain),
    }),
    signer: signer(creator),
  });
  await addCall(atc, creator, 'arc59_optRouterIn', [asset], 1, { assets: [asset] });
  await atc.execute(chain.algod, 4);
});
afterAll(async () => {
  await chain.devnet.stop();
});

describe('Algow’s ARC-59 router on the devnet', () => {
  it('is deployed once per funder and program, holding its minimum balance', async () => {
    expect(await deployArc59Router(chain.algod, creator)).toBe(appId);
    const info = await chain.algod.accountInformation(router).do();
    expect(info.amount).toBe(info.minBalance);
    expect(await holding(router, asset)).toBe(0n);
  });

  it('answers ARC-59’s figures for a new receiver: 5 itxns, 228,100 and 201,000', async () => {
    expect(await sendInfo(algosdk.generateAccount().addr)).toEqual({
      itxns: 5n,
      mbr: 228_100n,
      routerOptedIn: true,
      receiverOptedIn: false,
      needed: 201_000n,
      worst: 201_000n,
    });
  });

  it('sends to a new receiver’s inbox, a second time to the same inbox, and the receiver claims from 0 Algo', async () => {
    const receiver = algosdk.generateAccount();
    const first = await send(receiver.addr, 2n);
    const inbox = await inboxOf(receiver.addr);
    expect(first.to).toBe(inbox);
    // ARC-59's 5 and the Algo for the receiver's claim.
    expect(first.innerCount).toBe(6);
    expect(await holding(inbox, asset)).toBe(2n);
    const inboxInfo = await chain.algod.accountInformation(inbox).do();
    expect(inboxInfo.authAddr?.toString()).toBe(router.toString());
    const routerInfo = await chain.algod.accountInformation(router).do();
    expect(routerInfo.amount).toBe(routerInfo.minBalance);

    const second = await send(receiver.addr, 3n);
    expect(second.to).toBe(inbox);
    expect(second.info).toMatchObject({ itxns: 1n, mbr: 0n });
    expect(await holding(inbox, asset)).toBe(5n);

    // The claim: the inbox's Algo first (fee 0), the opt-in, then the asset (fees for all).
    const atc = new algosdk.AtomicTransactionComposer();
    const suggestedParams = await params(chain);
    atc.addMethodCall({
      appID: appId,
      method: contract.getMethodByName('arc59_claimAlgo'),
      methodArgs: [],
      sender: receiver.addr,
      signer: signer(receiver),
      suggestedParams: { ...suggestedParams, flatFee: true, fee: 0n },
    });
    atc.addTransaction({
      txn: algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: receiver.addr,
        receiver: receiver.addr,
        assetIndex: asset,
        amount: 0n,
        suggestedParams,
      }),
      signer: signer(receiver),
    });
    // The router reads the receiver's box and moves the asset out of the inbox: named resources.
    const inboxAddr = algosdk.Address.fromString(inbox);
    await addCall(atc, receiver, 'arc59_claim', [asset], 4, {
      boxes: [receiver.addr.publicKey],
      accounts: [inboxAddr],
      assets: [asset],
    });
    await atc.execute(chain.algod, 4);
    expect(await holding(receiver.addr, asset)).toBe(5n);
    expect(await holding(inbox, asset)).toBeUndefined();
    const after = await chain.algod.accountInformation(inbox).do();
    expect(after.amount).toBe(after.minBalance);
  });

  it('sends straight to an opted-in receiver', async () => {
    const receiver = await fundedAccount(chain, 1_000_000);
    const optIn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: receiver.addr,
      receiver: receiver.addr,
      assetIndex: asset,
      amount: 0n,
      suggestedParams: await params(chain),
    });
    await sendAndConfirm(chain, optIn.signTxn(receiver.sk));
    const sent = await send(receiver.addr, 7n);
    expect(sent.info).toMatchObject({ itxns: 1n, mbr: 0n, receiverOptedIn: true });
    expect(sent.to).toBe(receiver.addr.toString());
    expect(sent.innerCount).toBe(1);
    expect(await holding(receiver.addr, asset)).toBe(7n);
  });

  it('rejects: the asset back to its creator, the inbox’s freed 0.1 Algo to the receiver', async () => {
    const receiver = await fundedAccount(chain, 1_000_000);
    const other = await createAsset(1n);
    await send(receiver.addr, 1n, other);
    const inbox = await inboxOf(receiver.addr);
    expect(await holding(inbox, other)).toBe(1n);
    const before = (await chain.algod.accountInformation(receiver.addr).do()).amount;
    await call(receiver, 'arc59_reject', [other], 2, {
      boxes: [receiver.addr.publicKey],
      accounts: [algosdk.Address.fromString(inbox), creator.addr],
      assets: [other],
    });
    expect(await holding(inbox, other)).toBeUndefined();
    expect(await holding(creator.addr, other)).toBe(1n);
    const afterAmount = (await chain.algod.accountInformation(receiver.addr).do()).amount;
    expect(afterAmount - before).toBe(100_000n - 3000n);
  });

  it('refuses callers without an inbox, and changes to the router', async () => {
    const stranger = await fundedAccount(chain, 1_000_000);
    for (const name of ['arc59_claim', 'arc59_reject']) {
      const refs = { boxes: [stranger.addr.publicKey], assets: [asset] };
      expect(await refused(call(stranger, name, [asset], 2, refs))).toMatch(/assert failed/);
    }
    const own = { boxes: [stranger.addr.publicKey] };
    expect(await refused(call(stranger, 'arc59_claimAlgo', [], 1, own))).toMatch(/assert failed/);
    // Without its box named, the router cannot even look: algod's availability error.
    expect(await refused(call(stranger, 'arc59_claimAlgo', [], 1))).toMatch(
      /invalid Box reference 0x[0-9a-f]{64}\./,
    );
    const update = algosdk.makeApplicationDeleteTxnFromObject({
      sender: creator.addr,
      appIndex: appId,
      suggestedParams: await params(chain),
    });
    expect(await refused(sendAndConfirm(chain, update.signTxn(creator.sk)))).toMatch(
      /assert failed/,
    );
  });
});
