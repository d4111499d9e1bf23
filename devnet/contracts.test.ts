/**
 * Contracts as dapps and SDKs use them, against the devnet over HTTP (issue 38): arc200-client's
 * compiled ARC-200 token called through algosdk's AtomicTransactionComposer with ABI methods
 * (its balance read by simulate), and algokit-utils' app factory deploying a contract of ours from
 * TEAL source through /v2/teal/compile.
 */
import { AlgorandClient } from '@algorandfoundation/algokit-utils';
import algosdk, { type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceMap } from './avm';
import { methodSelector } from './avm/assembler';
import { arc200CreateTxn } from './avm/test-support';
import { algodFetch, fundedAccount, params, startTestChain, type TestChain } from './test-support';

const method = (signature: string) => algosdk.ABIMethod.fromSignature(signature);
const box = (owner: Account) => Uint8Array.from([...Buffer.from('b'), ...owner.addr.publicKey]);

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain.devnet.stop();
});

describe('ARC-200 (arc200-client) through algosdk ABI calls', () => {
  let creator: Account;
  let alice: Account;
  let bob: Account;
  let appId: bigint;

  /**
   * The call with the boxes it names; without `boxes`, the ones simulate's
   * allow-unnamed-resources reports it touching (as algokit's resource population does).
   */
  async function call(
    sender: Account,
    signature: string,
    args: algosdk.ABIArgument[],
    boxes?: Uint8Array[],
  ): Promise<algosdk.ABIResult> {
    const compose = async (names: Uint8Array[]) => {
      const atc = new algosdk.AtomicTransactionComposer();
      atc.addMethodCall({
        appID: appId,
        method: method(signature),
        methodArgs: args,
        sender: sender.addr,
        signer: algosdk.makeBasicAccountTransactionSigner(sender),
        suggestedParams: await params(chain),
        boxes: names.map((name) => ({ appIndex: 0, name })),
      });
      return atc;
    };
    let names = boxes;
    if (!names) {
      const request = new algosdk.modelsv2.SimulateRequest({
        txnGroups: [],
        allowUnnamedResources: true,
      });
      const { simulateResponse } = await (await compose([])).simulate(chain.algod, request);
      const unnamed = simulateResponse.txnGroups[0]?.unnamedResourcesAccessed;
      names = (unnamed?.boxes ?? []).map((b) => b.name);
    }
    const { methodResults } = await (await compose(names)).execute(chain.algod, 4);
    return methodResults[0]!;
  }

  beforeAll(async () => {
    creator = await fundedAccount(chain, 20_000_000);
    alice = await fundedAccount(chain);
    bob = await fundedAccount(chain);
    const create = arc200CreateTxn(creator.addr, await params(chain));
    const { txid } = await chain.algod.sendRawTransaction(create.signTxn(creator.sk)).do();
    const created = await algosdk.waitForConfirmation(chain.algod, txid, 4);
    appId = created.applicationIndex!;
    // The app's account pays for the boxes that hold balances and approvals.
    await chain.devnet.fund(algosdk.getApplicationAddress(appId).toString(), 1_000_000);
    const boot = await call(
      creator,
      'bootstrap(byte[],byte[],uint8,uint256)bool',
      [new TextEncoder().encode('Gold'), new TextEncoder().encode('GLD'), 6, 1_000_000n],
      [box(creator)],
    );
    expect(boot.returnValue).toBe(true);
  });

  it('transfers with an ARC-28 event, charges the box to the app, and reads balances by simulate', async () => {
    const app = algosdk.getApplicationAddress(appId);
    const before = await chain.algod.accountInformation(app).do();
    const sent = await call(
      creator,
      'arc200_transfer(address,uint256)bool',
      [alice.addr, 250n],
      [box(creator), box(alice)],
    );
    expect(sent.returnValue).toBe(true);
    const logs = sent.txInfo?.logs ?? [];
    // ARC-28: the event's selector is that of its signature, without a return type.
    const event = methodSelector('arc200_Transfer(address,address,uint256)');
    expect(Buffer.from(logs[0]!.subarray(0, 4)).toString('hex')).toBe(
      Buffer.from(event).toString('hex'),
    );
    // A new 33-byte-name, 32-byte box: 2,500 + 400 × 65 microAlgo of the app's minimum balance.
    const after = await chain.algod.accountInformation(app).do();
    expect(after.minBalance - before.minBalance).toBe(2_500n + 400n * 65n);

    const atc = new algosdk.AtomicTransactionComposer();
    atc.addMethodCall({
      appID: appId,
      method: method('arc200_balanceOf(address)uint256'),
      methodArgs: [alice.addr],
      sender: bob.addr,
      signer: algosdk.makeEmptyTransactionSigner(),
      suggestedParams: await params(chain),
      boxes: [{ appIndex: 0, name: box(alice) }],
    });
    const simulated = await atc.simulate(
      chain.algod,
      new algosdk.modelsv2.SimulateRequest({ txnGroups: [], allowEmptySignatures: true }),
    );
    expect(simulated.methodResults[0]?.returnValue).toBe(250n);
  });

  it('refuses a transfer whose receiver box is not named (invalid Box reference)', async () => {
    await expect(
      call(creator, 'arc200_transfer(address,uint256)bool', [bob.addr, 1n], [box(creator)]),
    ).rejects.toThrow(/logic eval error: invalid Box reference 0x62[0-9a-f]{64}\. Details/);
  });

  it('lets a spender move an approved amount, and refuses an overdraft with assert failed', async () => {
    const approved = await call(alice, 'arc200_approve(address,uint256)bool', [bob.addr, 100n]);
    expect(approved.returnValue).toBe(true);
    const moved = await call(bob, 'arc200_transferFrom(address,address,uint256)bool', [
      alice.addr,
      bob.addr,
      60n,
    ]);
    expect(moved.returnValue).toBe(true);
    const allowance = await call(bob, 'arc200_allowance(address,address)uint256', [
      alice.addr,
      bob.addr,
    ]);
    expect(allowance.returnValue).toBe(40n);
    await expect(
      call(
        alice,
        'arc200_transfer(address,uint256)bool',
        [bob.addr, 1_000n],
        [box(alice), box(bob)],
      ),
    ).rejects.toThrow(/logic eval error: assert failed pc=\d+\. Details: app=\d+, pc=\d+/);
  });
});

describe('/v2/teal/compile with a source map', () => {
  it("maps each instruction's first byte to its source line, as Source Map v3 VLQ per pc", async () => {
    expect(
      sourceMap(
        5,
        new Map([
          [0, 0],
          [1, 2],
          [3, 1],
        ]),
      ).mappings,
    ).toBe('AAAA;AAEA;;AADA;');
    const response = await algodFetch(chain, '/v2/teal/compile?sourcemap=true', {
      method: 'POST',
      body: '#pragma version 10\nint 1\n\nbyte "ab"\npop',
    });
    const body = (await response.json()) as { result: string; sourcemap: { mappings: string } };
    // 0a 81 01 80 02 61 62 48: the version byte, pushint 1 (line 1), pushbytes (line 3), pop (line 4).
    expect(Buffer.from(body.result, 'base64').toString('hex')).toBe('0a81018002616248');
    expect(body.sourcemap).toMatchObject({ version: 3, sources: [], names: [] });
    expect(body.sourcemap.mappings).toBe('AAAA;AACA;;AAEA;;;;AACA');
    const plain = await algodFetch(chain, '/v2/teal/compile', { method: 'POST', body: 'int 1' });
    expect(await plain.json()).not.toHaveProperty('sourcemap');
  });
});

describe('algokit-utils deploying from TEAL source', () => {
  const APPROVAL = `#pragma version 10
txn ApplicationID
bz create
method "add(uint64,uint64)uint64"
txna ApplicationArgs 0
==
bnz add
err
create:
int 1
return
add:
byte 0x151f7c75
txna ApplicationArgs 1
btoi
txna ApplicationArgs 2
btoi
+
itob
concat
log
int 1
return`;

  it('compiles through /v2/teal/compile, creates the app and calls its ABI method', async () => {
    const deployer = await fundedAccount(chain);
    const algorand = AlgorandClient.fromClients({ algod: chain.algod, indexer: chain.indexer });
    algorand.setSignerFromAccount(deployer);
    const appSpec = {
      name: 'Adder',
      structs: {},
      methods: [
        {
          name: 'add',
          args: [
            { type: 'uint64', name: 'a' },
            { type: 'uint64', name: 'b' },
          ],
          returns: { type: 'uint64' },
          actions: { create: [], call: ['NoOp'] },
        },
      ],
      arcs: [4, 56],
      state: {
        schema: { global: { ints: 0, bytes: 0 }, local: { ints: 0, bytes: 0 } },
        keys: { global: {}, local: {}, box: {} },
        maps: { global: {}, local: {}, box: {} },
      },
      bareActions: { create: ['NoOp'], call: [] },
      source: {
        approval: Buffer.from(APPROVAL).toString('base64'),
        clear: Buffer.from('#pragma version 10\nint 1').toString('base64'),
      },
    };
    const factory = algorand.client.getAppFactory({
      appSpec: JSON.stringify(appSpec),
      defaultSender: deployer.addr,
    });
    const { appClient } = await factory.send.bare.create();
    const result = await appClient.send.call({ method: 'add', args: [2n, 40n] });
    expect(result.return).toBe(42n);
  });
});
