import type { Algodv2 } from 'algosdk';
import {
  appendSignRawMultisigSignature,
  createMultisigTransaction,
  decodeAddress,
  decodeSignedTransaction,
  encodeAddress,
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  multisigAddress,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Devnet } from '../../../devnet/server';
import { startWalletDevnet } from '../../test/devnet-chain';
import { SigningError } from '../../core/accounts/signing-error';
import type { PublicAccount, StoredAccount } from '../../core/accounts/stored-account';
import { utf8Encode } from '../../core/encoding/utf8';
import { createWallet, sessionStore, updateWallet, withHdSecret } from '../session/session';
import { hdAccountPublicKey, signWithHdSecret } from './hd-signer';
import { ownSignature, requireSigned, signGroup } from './sign-group';

async function signTransaction(
  txn: Transaction,
  _from: PublicAccount,
  wallet: readonly PublicAccount[],
): Promise<Uint8Array> {
  const accounts = wallet.length > 0 ? wallet : sessionStore.getState().accounts;
  return requireSigned(await signGroup({ txns: [txn], accounts }))[0]!;
}

// ARC-52 accounts as A-Wallet derives them. The phrase and its first address are A-Wallet's
// own fixture (scholtz/wallet playwright/e2e/hd-import-custom-network-selfpay.spec.ts, a testnet
// account); the other vectors are @algorandfoundation/xhd-wallet-api 1.0.3's output (default
// Peikert derivation, KeyContext.Address, key index 0) for the same phrase.
const PHRASE =
  'soup wet release six craft offer matter open cotton stuff advance bomb boat indicate refuse icon retire behind loud cement range arch print reveal';
const ADDRESSES = [
  '3HTMYRJO5URBLNGZDHEGCXUPAUGR6LRZZ5YZBLATWLFY7OEPJL53VQO5TE',
  'UGAW6JOHBQADZX7ZQOAGZVJ3S65O7IDNQZJXSOG6CIYD5CGO6JBMAKFK2U',
  'YOYB2ZVITOHKPWWYKIEYDMD46ZKQC55FA4WP7H6HCKERCJNJ32XJYR62KI',
];
/** The same phrase through Khovratovich's original derivation (g = 32): not what A-Wallet used. */
const KHOVRATOVICH_FIRST = 'JYJIUENIPYDDBOZUPK74ZBBXEKEK5K3OWPSMIXF3XD3HCOO2OCBKMXNBOI';
const VECTOR_MESSAGE = utf8Encode('TX-algow-hd-test-vector');
/** xhd-wallet-api's signAlgoTransaction of VECTOR_MESSAGE by account 1 (Ed25519 is deterministic). */
const VECTOR_SIGNATURE =
  '361717b743d665994b46deeeafccef8924398558ce2a03e2a1eb233f5c412c5a' +
  '41ea904c15f9ac1ceec032fb64ebecbf5d8a73a90754f7024e88091b0f9e3c0b';

const phrase = () => utf8Encode(PHRASE);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** Checked by the platform's Ed25519, not by the code under test. */
async function verifies(signature: Uint8Array, message: Uint8Array, address: string) {
  const publicKey = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(decodeAddress(address).publicKey),
    { name: 'Ed25519' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify(
    'Ed25519',
    publicKey,
    new Uint8Array(signature),
    new Uint8Array(message),
  );
}

const OFFLINE_PARAMS: SuggestedParams = {
  fee: 1000n,
  minFee: 1000n,
  flatFee: true,
  firstValid: 1n,
  lastValid: 1000n,
  genesisID: 'test-v1',
  genesisHash: new Uint8Array(32),
};

async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof SigningError ? error.code : String(error);
  }
}

describe('ARC-52 derivation as A-Wallet made it', () => {
  it("derives the addresses of m/44'/283'/account'/0/0 with Peikert's amendment", async () => {
    for (const [index, address] of ADDRESSES.entries()) {
      expect(encodeAddress(await hdAccountPublicKey(phrase(), index))).toBe(address);
    }
    expect(ADDRESSES).not.toContain(KHOVRATOVICH_FIRST);
  });

  it('signs exactly as xhd-wallet-api does, and the signature verifies', async () => {
    const secret = { mnemonic: phrase(), accountIndex: 1 };
    const signature = await signWithHdSecret(secret, ADDRESSES[1]!, VECTOR_MESSAGE);
    expect(hex(signature)).toBe(VECTOR_SIGNATURE);
    expect(await verifies(signature, VECTOR_MESSAGE, ADDRESSES[1]!)).toBe(true);
    expect(await verifies(signature, VECTOR_MESSAGE, ADDRESSES[0]!)).toBe(false);
  });

  it('signs a transaction that verifies against the derived address', async () => {
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: ADDRESSES[2]!,
      receiver: ADDRESSES[0]!,
      amount: 1234,
      suggestedParams: OFFLINE_PARAMS,
    });
    const signature = await signWithHdSecret(
      { mnemonic: phrase(), accountIndex: 2 },
      ADDRESSES[2]!,
      txn.bytesToSign(),
    );
    const signed = decodeSignedTransaction(txn.attachSignature(ADDRESSES[2]!, signature));
    expect(signed.txn.txID()).toBe(txn.txID());
    expect(await verifies(signed.sig!, txn.bytesToSign(), ADDRESSES[2]!)).toBe(true);
  });

  it('refuses when the phrase and index do not derive the address', async () => {
    const other =
      'salon zoo engage submit smile frost later decide wing sight chaos renew lizard rely canal coral scene hobby scare step bus leaf tobacco slice';
    const sign = (mnemonic: string, accountIndex: number) =>
      refusal(
        signWithHdSecret(
          { mnemonic: utf8Encode(mnemonic), accountIndex },
          ADDRESSES[0]!,
          VECTOR_MESSAGE,
        ),
      );
    expect(await sign(PHRASE, 0)).toBeUndefined();
    expect(await sign(PHRASE, 1)).toBe('hd-mismatch');
    expect(await sign(other, 0)).toBe('hd-mismatch');
    expect(await sign(PHRASE.replace('soup', 'soap'), 0)).toBe('hd-mismatch');
    expect(await sign(PHRASE, -1)).toBe('hd-mismatch');
    expect(await sign(PHRASE, 2 ** 31)).toBe('hd-mismatch');
    expect(await sign(PHRASE, 0.5)).toBe('hd-mismatch');
  });
});

describe('HD accounts signing through the session, checked by the devnet', () => {
  let devnet: Devnet;
  let algod: Algodv2;
  const receiver = generateAccount().addr.toString();
  const rekeyed = generateAccount();
  const cosigner = generateAccount().addr.toString();
  const msigParams = { version: 1, threshold: 1, addrs: [cosigner, ADDRESSES[1]!] };
  const msig = multisigAddress(msigParams).toString();
  const hd = (addr: string, accountIndex: number, name: string): StoredAccount => ({
    addr,
    name,
    type: 'hd',
    hd: { mnemonic: PHRASE, rootAddr: ADDRESSES[0]!, accountIndex },
  });

  const account = (addr: string): PublicAccount => {
    const found = sessionStore.getState().accounts.find((a) => a.addr === addr);
    if (!found) throw new Error(`no account ${addr}`);
    return found;
  };
  const payment = async (sender: string, amount: number) =>
    makePaymentTxnWithSuggestedParamsFromObject({
      sender,
      receiver,
      amount,
      suggestedParams: await algod.getTransactionParams().do(),
    });
  const received = async () => (await algod.accountInformation(receiver).do()).amount;

  beforeAll(async () => {
    ({ devnet, algod } = await startWalletDevnet());
    await createWallet('HD', 'correct horse battery staple hd', hd(ADDRESSES[0]!, 0, 'Main'));
    await updateWallet((data) => ({
      ...data,
      accounts: [
        ...data.accounts,
        hd(ADDRESSES[1]!, 1, 'Second'),
        // A stored index that does not give this address: must never sign.
        hd(ADDRESSES[2]!, 5, 'Broken'),
        {
          addr: rekeyed.addr.toString(),
          name: 'Rekeyed',
          type: 'public',
          rekeyedTo: ADDRESSES[0]!,
        },
        { addr: msig, name: 'Shared', type: 'msig', params: msigParams },
      ],
    }));
    for (const addr of [
      ADDRESSES[0]!,
      ADDRESSES[1]!,
      ADDRESSES[2]!,
      rekeyed.addr.toString(),
      msig,
    ]) {
      await devnet.fund(addr, 1_000_000);
    }
    const rekey = makePaymentTxnWithSuggestedParamsFromObject({
      sender: rekeyed.addr,
      receiver: rekeyed.addr,
      amount: 0,
      rekeyTo: ADDRESSES[0]!,
      suggestedParams: await algod.getTransactionParams().do(),
    });
    await algod.sendRawTransaction(rekey.signTxn(rekeyed.sk)).do();
  }, 60_000);

  afterAll(() => devnet.stop());

  it('the UI view of an HD account carries no phrase', () => {
    expect(JSON.stringify(sessionStore.getState())).not.toContain('soup');
    expect(account(ADDRESSES[1]!)).toMatchObject({
      type: 'hd',
      hasHdSecret: true,
      hasSecret: false,
    });
  });

  it('pays from the root and from a derived account', async () => {
    for (const [addr, amount] of [
      [ADDRESSES[0]!, 100_000],
      [ADDRESSES[1]!, 200_000],
    ] as const) {
      const signed = await signTransaction(await payment(addr, amount), account(addr), []);
      await algod.sendRawTransaction(signed).do();
    }
    expect(await received()).toBe(300_000n);
  });

  it('signs for an account rekeyed to an HD account', async () => {
    const from = account(rekeyed.addr.toString());
    const wallet = sessionStore.getState().accounts;
    const signed = await signTransaction(await payment(from.addr, 50_000), from, wallet);
    expect(decodeSignedTransaction(signed).sgnr?.toString()).toBe(ADDRESSES[0]);
    await algod.sendRawTransaction(signed).do();
    expect(await received()).toBe(350_000n);
  });

  it('fills a multisig member slot', async () => {
    const txn = await payment(msig, 70_000);
    const signature = await ownSignature(account(ADDRESSES[1]!), txn);
    const { blob } = appendSignRawMultisigSignature(
      createMultisigTransaction(txn, msigParams),
      msigParams,
      ADDRESSES[1]!,
      signature,
    );
    await algod.sendRawTransaction(blob).do();
    expect(await received()).toBe(420_000n);
  });

  it('refuses an account whose stored index does not derive its address', async () => {
    const broken = account(ADDRESSES[2]!);
    expect(await refusal(payment(broken.addr, 1).then((t) => signTransaction(t, broken, [])))).toBe(
      'hd-mismatch',
    );
    expect(new SigningError('hd-mismatch').message).not.toContain('soup');
  });

  it('hands out the phrase only for the call and zeroes it afterwards', async () => {
    let seen: Uint8Array | undefined;
    const index = await withHdSecret(ADDRESSES[1]!, (secret) => {
      seen = secret.mnemonic;
      expect(new TextDecoder().decode(secret.mnemonic)).toBe(PHRASE);
      return secret.accountIndex;
    });
    expect(index).toBe(1);
    expect(seen?.every((b) => b === 0)).toBe(true);
    await expect(withHdSecret(receiver, () => 0)).rejects.toThrow('Private key not found');
  });
});
