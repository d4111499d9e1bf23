import { randomBytes } from 'node:crypto';
import algosdk, { modelsv2, type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemble } from './avm';
import {
  algodFetch,
  fundedAccount,
  params,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from './test-support';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(() => chain.devnet.stop());

type SimulateOptions = Omit<ConstructorParameters<typeof modelsv2.SimulateRequest>[0], 'txnGroups'>;

/** Through algosdk's own client: msgpack both ways, as a wallet does it. */
function simulate(
  txns: algosdk.SignedTransaction[],
  options: SimulateOptions = { allowEmptySignatures: true },
): Promise<modelsv2.SimulateResponse> {
  return chain.algod
    .simulateTransactions(
      new modelsv2.SimulateRequest({
        txnGroups: [new modelsv2.SimulateRequestTransactionGroup({ txns })],
        ...options,
      }),
    )
    .do();
}

const unsigned = (txn: algosdk.Transaction): algosdk.SignedTransaction =>
  new algosdk.SignedTransaction({ txn });
const signed = (txn: algosdk.Transaction, sk: Uint8Array): algosdk.SignedTransaction =>
  algosdk.decodeSignedTransaction(txn.signTxn(sk));

const firstGroup = (res: modelsv2.SimulateResponse): modelsv2.SimulateTransactionGroupResult => {
  const group = res.txnGroups[0];
  if (!group) throw new Error('no group result');
  return group;
};

/** What a simulation must never change. */
async function chainSnapshot(addresses: algosdk.Address[]): Promise<unknown> {
  const balances = await Promise.all(
    addresses.map(async (a) => (await chain.algod.accountInformation(a).do()).amount),
  );
  const pending = await chain.algod.pendingTransactionsInformation().do();
  return { round: chain.devnet.currentRound(), balances, pool: pending.totalTransactions };
}

async function payment(
  from: Account | algosdk.Address,
  to: algosdk.Address,
  amount: number | bigint,
  extra: { closeRemainderTo?: algosdk.Address; note?: Uint8Array } = {},
): Promise<algosdk.Transaction> {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: 'addr' in from ? from.addr : from,
    receiver: to,
    amount,
    suggestedParams: await params(chain),
    ...extra,
  });
}

describe('simulating a payment', () => {
  it('shows the closing amount of an unsigned close-to, and changes nothing', async () => {
    const alice = await fundedAccount(chain, 3_000_000);
    const bob = algosdk.generateAccount();
    const carol = await fundedAccount(chain, 1_000_000);
    const txn = await payment(alice, bob.addr, 1_000_000, { closeRemainderTo: carol.addr });
    const before = await chainSnapshot([alice.addr, carol.addr]);

    const res = await simulate([unsigned(txn)]);

    const group = firstGroup(res);
    expect(group.failureMessage).toBeUndefined();
    expect(group.failedAt).toBeUndefined();
    expect(res.lastRound).toBe(BigInt(chain.devnet.currentRound()));
    expect(res.version).toBe(2);
    expect(res.evalOverrides?.allowEmptySignatures).toBe(true);
    const result = group.txnResults[0];
    expect(result?.txnResult.txn.txn.txID()).toBe(txn.txID());
    expect(result?.txnResult.closingAmount).toBe(3_000_000n - 1_000_000n - 1000n);
    expect(result?.txnResult.poolError).toBe('');
    expect(result?.txnResult.confirmedRound).toBeUndefined();
    expect(result?.feesPaid).toBe(1000);
    expect(group.groupFeesPaid).toBe(1000);

    expect(await chainSnapshot([alice.addr, carol.addr])).toEqual(before);
    await expect(chain.algod.pendingTransactionInformation(txn.txID()).do()).rejects.toThrow(
      /txn does not exist/,
    );
    // The simulated transaction is still new to the chain: signed, it goes through.
    await sendAndConfirm(chain, txn.signTxn(alice.sk));
    expect((await chain.algod.accountInformation(carol.addr).do()).amount).toBe(2_999_000n);
  });

  it('verifies a signed transaction and needs no override for it', async () => {
    const alice = await fundedAccount(chain, 1_000_000);
    const txn = await payment(alice, alice.addr, 0);
    const res = await simulate([signed(txn, alice.sk)], {});
    expect(firstGroup(res).failureMessage).toBeUndefined();
    expect(res.evalOverrides).toBeUndefined();

    const sig = signed(txn, alice.sk).sig ?? new Uint8Array(64);
    const forged = await simulate(
      [new algosdk.SignedTransaction({ txn, sig: sig.map((b, i) => (i === 0 ? b ^ 1 : b)) })],
      {},
    );
    expect(firstGroup(forged).failureMessage).toBe(
      "At least one signature didn't pass verification",
    );
    expect(firstGroup(forged).failedAt).toEqual([0]);
  });

  it('fails an unsigned transaction without allow-empty-signatures, as verification would', async () => {
    const alice = await fundedAccount(chain, 1_000_000);
    const res = await simulate([unsigned(await payment(alice, alice.addr, 0))], {});
    expect(firstGroup(res).failureMessage).toMatch(/invalid : signedtxn has no sig$/);
    expect(firstGroup(res).failedAt).toEqual([0]);
  });

  it('reports an overspend as a failed group, not as an HTTP error', async () => {
    const alice = await fundedAccount(chain, 1_000_000);
    const res = await simulate([unsigned(await payment(alice, alice.addr, 5_000_000))]);
    const group = firstGroup(res);
    expect(group.failureMessage).toContain('overspend');
    expect(group.failureMessage).not.toContain('TransactionPool');
    expect(group.failedAt).toEqual([0]);
  });

  it('names the failing member of a group and keeps what the members before it did', async () => {
    const alice = await fundedAccount(chain, 1_000_000);
    const bob = algosdk.generateAccount();
    const txns = [
      await payment(alice, bob.addr, 200_000),
      await payment(alice, bob.addr, 5_000_000, { note: new Uint8Array([1]) }),
      await payment(alice, bob.addr, 1, { note: new Uint8Array([2]) }),
    ];
    algosdk.assignGroupID(txns);
    const group = firstGroup(await simulate(txns.map(unsigned)));
    expect(group.failureMessage).toContain('overspend');
    expect(group.failedAt).toEqual([1]);
    expect(group.txnResults).toHaveLength(3);
    expect(group.txnResults.map((r) => r.txnResult.txn.txn.txID())).toEqual(
      txns.map((t) => t.txID()),
    );
  });

  it('fails below the minimum balance and outside the validity window', async () => {
    const alice = await fundedAccount(chain, 1_000_000);
    const low = await simulate([
      unsigned(await payment(alice, algosdk.generateAccount().addr, 50_000)),
    ]);
    expect(firstGroup(low).failureMessage).toMatch(/balance \d+ below min 100000/);

    const sp = await params(chain);
    const dead = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: alice.addr,
      amount: 0,
      suggestedParams: { ...sp, firstValid: 1n, lastValid: 2n },
    });
    const res = await simulate([unsigned(dead)]);
    expect(firstGroup(res).failureMessage).toMatch(/^txn dead: round \d+ outside of 1--2$/);
    expect(firstGroup(res).failedAt).toEqual([0]);
  });

  it('simulates a group of 16 and refuses 17', async () => {
    const alice = await fundedAccount(chain, 10_000_000);
    const bob = algosdk.generateAccount();
    const txns = await Promise.all(
      Array.from({ length: 17 }, (_, i) =>
        payment(alice, bob.addr, 200_000, { note: new Uint8Array([i]) }),
      ),
    );
    const sixteen = txns.slice(0, 16);
    algosdk.assignGroupID(sixteen);
    const group = firstGroup(await simulate(sixteen.map(unsigned)));
    expect(group.failureMessage).toBeUndefined();
    expect(group.txnResults).toHaveLength(16);
    expect(group.groupFeesPaid).toBe(16_000);

    // algosdk cannot even group 17; the size is checked before the group id anyway.
    await expect(simulate(txns.map(unsigned))).rejects.toThrow(
      /transaction group size 17 exceeds protocol max 16/,
    );
  });
});

describe('signers', () => {
  let owner: Account;
  let newKey: Account;

  beforeAll(async () => {
    owner = await fundedAccount(chain, 2_000_000);
    newKey = algosdk.generateAccount();
    const rekey = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: owner.addr,
      receiver: owner.addr,
      amount: 0,
      rekeyTo: newKey.addr,
      suggestedParams: await params(chain),
    });
    await sendAndConfirm(chain, rekey.signTxn(owner.sk));
  });

  it('holds an unsigned transaction of a rekeyed account to its auth address', async () => {
    const txn = await payment(owner, owner.addr, 0);
    const res = await simulate([unsigned(txn)]);
    expect(firstGroup(res).failureMessage).toContain(
      `should have been authorized by ${newKey.addr} but was actually authorized by ${owner.addr}`,
    );
    expect(firstGroup(res).failedAt).toEqual([0]);

    const withSigner = new algosdk.SignedTransaction({ txn, sgnr: newKey.addr });
    expect(firstGroup(await simulate([withSigner])).failureMessage).toBeUndefined();
  });

  it('fixes the signer when asked to, and says which signer it used', async () => {
    const txn = await payment(owner, owner.addr, 0);
    const res = await simulate([unsigned(txn)], { allowEmptySignatures: true, fixSigners: true });
    const group = firstGroup(res);
    expect(group.failureMessage).toBeUndefined();
    expect(group.txnResults[0]?.fixedSigner?.toString()).toBe(newKey.addr.toString());
    expect(res.evalOverrides?.fixSigners).toBe(true);

    // A correct signer needs no fixing; a rekey earlier in the group counts.
    const other = await fundedAccount(chain, 1_000_000);
    const rekey = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: other.addr,
      receiver: other.addr,
      amount: 0,
      rekeyTo: newKey.addr,
      suggestedParams: await params(chain),
    });
    const after = await payment(other, other.addr, 0);
    algosdk.assignGroupID([rekey, after]);
    const grouped = firstGroup(
      await simulate([unsigned(rekey), unsigned(after)], {
        allowEmptySignatures: true,
        fixSigners: true,
      }),
    );
    expect(grouped.failureMessage).toBeUndefined();
    expect(grouped.txnResults[0]?.fixedSigner).toBeUndefined();
    expect(grouped.txnResults[1]?.fixedSigner?.toString()).toBe(newKey.addr.toString());
    // ...and nothing was rekeyed for real.
    expect((await chain.algod.accountInformation(other.addr).do()).authAddr).toBeUndefined();

    await expect(simulate([unsigned(txn)], { fixSigners: true })).rejects.toThrow(
      /FixSigners requires AllowEmptySignatures to be enabled/,
    );
  });
});

describe('simulating asset and key registration transactions', () => {
  let creator: Account;
  let holder: Account;
  let assetId: bigint;

  beforeAll(async () => {
    creator = await fundedAccount(chain, 10_000_000);
    holder = await fundedAccount(chain, 1_000_000);
    const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      total: 1000,
      decimals: 0,
      defaultFrozen: false,
      unitName: 'SIM',
      manager: creator.addr,
      freeze: creator.addr,
      clawback: creator.addr,
      suggestedParams: await params(chain),
    });
    assetId = (await sendAndConfirm(chain, create.signTxn(creator.sk))).assetIndex ?? 0n;
    const optIn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: holder.addr,
      receiver: holder.addr,
      amount: 0,
      assetIndex: assetId,
      suggestedParams: await params(chain),
    });
    await sendAndConfirm(chain, optIn.signTxn(holder.sk));
    const send = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      receiver: holder.addr,
      amount: 300,
      assetIndex: assetId,
      suggestedParams: await params(chain),
    });
    await sendAndConfirm(chain, send.signTxn(creator.sk));
  });

  const holding = async (account: Account): Promise<bigint | undefined> =>
    (await chain.algod.accountAssetInformation(account.addr, assetId).do()).assetHolding?.amount;

  it('shows the asset closing amount of an asset close-to', async () => {
    const close = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: holder.addr,
      receiver: creator.addr,
      amount: 100,
      closeRemainderTo: creator.addr,
      assetIndex: assetId,
      suggestedParams: await params(chain),
    });
    const group = firstGroup(await simulate([unsigned(close)]));
    expect(group.failureMessage).toBeUndefined();
    expect(group.txnResults[0]?.txnResult.assetClosingAmount).toBe(200n);
    expect(await holding(holder)).toBe(300n);
  });

  it('shows the id an asset creation would get, without creating it', async () => {
    const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      total: 5,
      decimals: 0,
      defaultFrozen: false,
      suggestedParams: await params(chain),
    });
    const group = firstGroup(await simulate([unsigned(create)]));
    const index = group.txnResults[0]?.txnResult.assetIndex ?? 0n;
    expect(index).toBeGreaterThan(assetId);
    await expect(chain.algod.getAssetByID(index).do()).rejects.toThrow(/asset does not exist/);
  });

  it('simulates opt-in, clawback, freeze, reconfiguration, destruction and key registration', async () => {
    const sp = await params(chain);
    const newcomer = await fundedAccount(chain, 1_000_000);
    const optIn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: newcomer.addr,
      receiver: newcomer.addr,
      amount: 0,
      assetIndex: assetId,
      suggestedParams: sp,
    });
    const clawback = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      assetSender: holder.addr,
      receiver: creator.addr,
      amount: 50,
      assetIndex: assetId,
      suggestedParams: sp,
    });
    const freeze = algosdk.makeAssetFreezeTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      freezeTarget: holder.addr,
      frozen: true,
      assetIndex: assetId,
      suggestedParams: sp,
    });
    const config = algosdk.makeAssetConfigTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      assetIndex: assetId,
      manager: creator.addr,
      freeze: creator.addr,
      clawback: undefined,
      reserve: undefined,
      strictEmptyAddressChecking: false,
      suggestedParams: sp,
    });
    const online = algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: newcomer.addr,
      voteKey: new Uint8Array(randomBytes(32)),
      selectionKey: new Uint8Array(randomBytes(32)),
      stateProofKey: new Uint8Array(randomBytes(64)),
      voteFirst: sp.firstValid,
      voteLast: BigInt(sp.firstValid) + 1000n,
      voteKeyDilution: 100,
      suggestedParams: sp,
    });
    for (const txn of [optIn, clawback, freeze, config, online]) {
      const group = firstGroup(await simulate([unsigned(txn)]));
      expect(group.failureMessage, txn.type).toBeUndefined();
    }
    expect(await holding(holder)).toBe(300n);
    const asset = await chain.algod.getAssetByID(assetId).do();
    expect(asset.params?.clawback?.toString()).toBe(creator.addr.toString());
    expect((await chain.algod.accountInformation(newcomer.addr).do()).status).toBe('Offline');

    // Destroying needs every unit back with the creator: a clawback first, in one group.
    const takeBack = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      assetSender: holder.addr,
      receiver: creator.addr,
      amount: 300,
      assetIndex: assetId,
      suggestedParams: sp,
    });
    const destroy = algosdk.makeAssetDestroyTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      assetIndex: assetId,
      suggestedParams: sp,
    });
    expect(firstGroup(await simulate([unsigned(destroy)])).failedAt).toEqual([0]);
    algosdk.assignGroupID([takeBack, destroy]);
    expect(
      firstGroup(await simulate([unsigned(takeBack), unsigned(destroy)])).failureMessage,
    ).toBeUndefined();
    expect((await chain.algod.getAssetByID(assetId).do()).index).toBe(assetId);
  });

  it('fails a call to an application that does not exist', async () => {
    const call = algosdk.makeApplicationNoOpTxnFromObject({
      sender: creator.addr,
      appIndex: 1234,
      suggestedParams: await params(chain),
    });
    const group = firstGroup(await simulate([unsigned(call)]));
    expect(group.failureMessage).toContain(
      'only ClearState is supported for an application (1234) that does not exist',
    );
    expect(group.failedAt).toEqual([0]);
  });
});

describe('the simulate endpoint', () => {
  const post = (body: string | Uint8Array, contentType: string, query = ''): Promise<Response> =>
    algodFetch(chain, `/v2/transactions/simulate${query}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : new Uint8Array(body),
      headers: { 'Content-Type': contentType },
    });
  const message = async (res: Response): Promise<string> =>
    ((await res.json()) as { message: string }).message;

  async function closeToJson(): Promise<{ txn: algosdk.Transaction; body: string }> {
    const alice = await fundedAccount(chain, 2_000_000);
    const txn = await payment(alice, alice.addr, 0, {
      closeRemainderTo: algosdk.Address.fromString(chain.devnet.dispenser.addr),
    });
    const stxn = JSON.parse(algosdk.encodeJSON(unsigned(txn))) as unknown;
    const body = JSON.stringify({
      'txn-groups': [{ txns: [stxn] }],
      'allow-empty-signatures': true,
    });
    return { txn, body };
  }

  it('takes and answers JSON', async () => {
    const { txn, body } = await closeToJson();
    const res = await post(body, 'application/json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const json = (await res.json()) as {
      'last-round': number;
      version: number;
      'txn-groups': { 'txn-results': { 'txn-result': Record<string, unknown> }[] }[];
    };
    expect(json['last-round']).toBe(chain.devnet.currentRound());
    expect(json.version).toBe(2);
    const result = json['txn-groups'][0]?.['txn-results'][0]?.['txn-result'];
    expect(result?.['pool-error']).toBe('');
    expect(result?.['closing-amount']).toBe(2_000_000 - 1000);
    expect(result).not.toHaveProperty('confirmed-round');
    expect(result?.txn).toMatchObject({ txn: { snd: txn.sender.toString(), type: 'pay' } });

    // JSON in, msgpack out; and no content type at all.
    const packed = await post(body, 'application/json', '?format=msgpack');
    const decoded = algosdk.decodeMsgpack(
      new Uint8Array(await packed.arrayBuffer()),
      modelsv2.SimulateResponse,
    );
    expect(decoded.txnGroups[0]?.txnResults[0]?.txnResult.closingAmount).toBe(1_999_000n);
    const untyped = await algodFetch(chain, '/v2/transactions/simulate', {
      method: 'POST',
      body: new TextEncoder().encode(body),
    });
    expect(untyped.status).toBe(200);
  });

  it('refuses malformed requests with a 400', async () => {
    const { body } = await closeToJson();
    const stxn = (JSON.parse(body) as { 'txn-groups': { txns: unknown[] }[] })['txn-groups'][0]
      ?.txns[0];
    const cases: [string, string][] = [
      ['{"txn-groups": [', 'failed to decode object'],
      ['{}', 'expected 1 transaction group, got 0'],
      [JSON.stringify({ 'txn-groups': [{ txns: [stxn] }, { txns: [stxn] }] }), 'got 2'],
      [JSON.stringify({ 'txn-groups': [{ txns: [] }] }), 'empty txgroup'],
      [JSON.stringify({ 'txn-groups': [{ txns: [stxn] }], extra: 1 }), 'with key extra'],
      [JSON.stringify({ 'txn-groups': [{ txns: [{ txn: { zzz: 1 } }] }] }), 'with key zzz'],
      [
        JSON.stringify({
          'txn-groups': [{ txns: [stxn] }],
          'allow-empty-signatures': true,
          'extra-opcode-budget': 320_001,
        }),
        'extra budget 320001 > simulation extra budget limit 320000',
      ],
      [
        JSON.stringify({ 'txn-groups': [{ txns: [stxn] }], round: 1 }),
        'simulates only after the latest round',
      ],
    ];
    for (const [request, expected] of cases) {
      const res = await post(request, 'application/json');
      expect(res.status, request).toBe(400);
      expect(await message(res)).toContain(expected);
    }
    const garbage = await post(new Uint8Array([0xc1, 0x00]), 'application/msgpack');
    expect(garbage.status).toBe(400);
    expect(await message(garbage)).toContain('failed to decode object');
    const wrongType = await post(body, 'text/plain');
    expect(wrongType.status).toBe(400);
    expect(await message(wrongType)).toContain('unsupported content type text/plain');
  });

  it('accepts the current round and tracing options, and reflects them', async () => {
    const alice = await fundedAccount(chain, 1_000_000);
    const res = await simulate([unsigned(await payment(alice, alice.addr, 0))], {
      allowEmptySignatures: true,
      allowMoreLogging: true,
      round: chain.devnet.currentRound(),
      execTraceConfig: new modelsv2.SimulateTraceConfig({ enable: true }),
    });
    expect(firstGroup(res).failureMessage).toBeUndefined();
    expect(res.evalOverrides?.maxLogCalls).toBe(2048);
    expect(res.execTraceConfig?.enable).toBe(true);
  });

  it('answers 404 when the simulate knob is off, as a node without the endpoint', async () => {
    const { body } = await closeToJson();
    chain.devnet.setFaults({ simulate: false });
    try {
      const res = await post(body, 'application/json');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not Found' });
      await expect(simulate([])).rejects.toMatchObject({ response: { status: 404 } });
    } finally {
      chain.devnet.setFaults({ simulate: true });
    }
    expect((await post(body, 'application/json')).status).toBe(200);
  });
});

describe('allow-unnamed-resources', () => {
  /** Reads the balance of the address in its first argument and creates box "b". */
  const TEAL = `txn ApplicationID; bz ok
    txna ApplicationArgs 0; balance; pop; byte "b"; int 8; box_create; pop
    ok: int 1`;
  let creator: Account;

  async function deploy(version: number): Promise<bigint> {
    const program = assemble(`#pragma version ${version}\n${TEAL}`).program;
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: creator.addr,
      approvalProgram: program,
      clearProgram: assemble(`#pragma version ${version}\nint 1`).program,
      numGlobalInts: 0,
      numGlobalByteSlices: 0,
      numLocalInts: 0,
      numLocalByteSlices: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: await params(chain),
    });
    const info = await sendAndConfirm(chain, create.signTxn(creator.sk));
    const id = info.applicationIndex!;
    await chain.devnet.fund(algosdk.getApplicationAddress(id).toString(), 1_000_000);
    return id;
  }

  async function call(app: bigint, about: algosdk.Address): Promise<algosdk.SignedTransaction> {
    const txn = algosdk.makeApplicationNoOpTxnFromObject({
      sender: creator.addr,
      appIndex: app,
      appArgs: [about.publicKey],
      suggestedParams: await params(chain),
    });
    return unsigned(txn);
  }

  beforeAll(async () => {
    creator = await fundedAccount(chain, 10_000_000);
  });

  it('fails on what the call does not name, and with the flag names it for the group (v9+)', async () => {
    const app = await deploy(10);
    const other = algosdk.generateAccount().addr;
    const plain = firstGroup(await simulate([await call(app, other)]));
    expect(plain.failureMessage).toContain(`unavailable Account ${other.toString()}`);
    expect(plain.unnamedResourcesAccessed).toBeUndefined();

    const res = await simulate([await call(app, other)], {
      allowEmptySignatures: true,
      allowUnnamedResources: true,
    });
    expect(res.evalOverrides?.allowUnnamedResources).toBe(true);
    const group = firstGroup(res);
    expect(group.failureMessage).toBeUndefined();
    expect(group.unnamedResourcesAccessed?.accounts?.map(String)).toEqual([other.toString()]);
    const boxes = group.unnamedResourcesAccessed?.boxes ?? [];
    expect(boxes.map((b) => [b.app, Buffer.from(b.name).toString()])).toEqual([[app, 'b']]);
    expect(group.txnResults[0]?.unnamedResourcesAccessed).toBeUndefined();
  });

  it('names a pre-v9 program’s resources on its own transaction', async () => {
    const app = await deploy(8);
    const other = algosdk.generateAccount().addr;
    const group = firstGroup(
      await simulate([await call(app, other)], {
        allowEmptySignatures: true,
        allowUnnamedResources: true,
      }),
    );
    expect(group.failureMessage).toBeUndefined();
    const own = group.txnResults[0]?.unnamedResourcesAccessed;
    expect(own?.accounts?.map(String)).toEqual([other.toString()]);
    // Boxes are shared from their introduction, so the group lists them.
    expect(group.unnamedResourcesAccessed?.boxes?.length).toBe(1);
  });
});
