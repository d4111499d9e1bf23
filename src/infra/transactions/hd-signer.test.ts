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
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Devnet } from '../../../devnet/server';
import { startWalletDevnet } from '../../test/devnet-chain';
import { SigningError } from '../../core/accounts/signing-error';
import type { PublicAccount, StoredAccount } from '../../core/accounts/stored-account';
import { utf8Encode } from '../../core/encoding/utf8';
import { createWallet, sessionStore } from '../session/session';
import { withHdSecret } from '../session/keys';
import { updateWallet } from '../session/records';
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

/**
 * Recorded from the hand-written BigInt curve arithmetic this module had before it moved to
 * @noble/ed25519's Point: the switch must not change one byte of any key or signature. Account
 * 2^31 - 1 is the last hardened index; OTHER_PHRASE is an unrelated 24-word phrase.
 */
const OTHER_PHRASE =
  'salon zoo engage submit smile frost later decide wing sight chaos renew lizard rely canal coral scene hobby scare step bus leaf tobacco slice';
const RECORDED_MESSAGES = {
  empty: new Uint8Array(0),
  text: utf8Encode('TX-algow-hd-noble-switch'),
  long: Uint8Array.from({ length: 1000 }, (_, i) => (i * 37 + 11) & 0xff),
};
const RECORDED: readonly {
  phrase: string;
  accountIndex: number;
  address: string;
  publicKey: string;
  signatures: Record<keyof typeof RECORDED_MESSAGES, string>;
}[] = [
  {
    phrase: PHRASE,
    accountIndex: 0,
    address: '3HTMYRJO5URBLNGZDHEGCXUPAUGR6LRZZ5YZBLATWLFY7OEPJL53VQO5TE',
    publicKey: 'd9e6cc452eed2215b4d919c8615e8f050d1f2e39cf7190ac13b2cb8fb88f4afb',
    signatures: {
      empty:
        'f6d028628075faa2a6a3a1774bafec85e906476583bddfca03ab2032d2ef06c5' +
        '2c0bae74fba56a46be8ba234bbadb984654d4869c9c92953f82a383a635a170c',
      text:
        '1104a9d0e985c2c0451149168b62a15551dbe28dc4ee25532925e39e5f9e4a7a' +
        '951438b9f3773973f0900c7200d690b4e3af32d187cf437243de9463565c3f0c',
      long:
        '675ac549bcb5ddae3edb4111adf82de6e87c73670ff40120480e3f4441fc73c4' +
        'ceb55bc7446391cdeaf2deb0b8770cd4495964d8ccdda0d8c9d630497f151805',
    },
  },
  {
    phrase: PHRASE,
    accountIndex: 7,
    address: 'GQ6WOAMMJKRXZEHULWDO3AWEEQHOFTB4ZT56YOZTDSVVDMUBP3SCUIU46Q',
    publicKey: '343d67018c4aa37c90f45d86ed82c4240ee2cc3cccfbec3b331cab51b2817ee4',
    signatures: {
      empty:
        'bf8da271d36f92a598607b43b0d28968f46c9f7a7e1c4df13ef9d7ca54bf356b' +
        'a31e4c848f0a21b458b6a67d0bca07c7b96ac129d0c09914fccbb7fe4750df06',
      text:
        '3bbbd82560dbe73a4c72ce28753db069e5c8ed142437e59f383ba0525a6d8141' +
        '348028368b8a5c1f0c10e61ce756adb2be8bdcd0c0e14f502b935de92cb25c0d',
      long:
        'd88d889b910029bd62de8492080ccfabdec65084137396560da9ede38d53376e' +
        '42cc256ec9cbaf3f4ab0e6634f404c919a5a587e21e7d331ad6edd7b54d0690d',
    },
  },
  {
    phrase: PHRASE,
    accountIndex: 2 ** 31 - 1,
    address: 'XJFGRF4GW3ZNKYGUZFDRAM2COT7ECH6EFHCH65ZS25UI4AA26UZ4B5I7PM',
    publicKey: 'ba4a689786b6f2d560d4c94710334274fe411fc429c47f7732d7688e001af533',
    signatures: {
      empty:
        '56da7e84ef2f62c44fe427488696829b0ea4b19cbd1db9c6573228fd7477c880' +
        '6c5b3503ca611c67d9d6a2ff07fe8db3260f400568c8a76124df93fe19eb2c09',
      text:
        '05dd8ebb01d2913c7d55a41f49593d592210338ecc8c88806cb9402ac3d20a20' +
        'f574104ddcc42c13034af8284cc6710cd1ce73fd5105bad33aab963dc7a36108',
      long:
        'bca2e7b38da6996a17f110092d1d7882cb69616094a4158ed8d2a054f64cc3ab' +
        'f547450eb302cb856d41cc942f44a73ddff12c626146d9ea9a6ceddcc0a5d406',
    },
  },
  {
    phrase: OTHER_PHRASE,
    accountIndex: 0,
    address: 'PPNHVQJGE6ZMEWPR35UHLUYMCCZV6VNTHLJMZDVCONXKUPV47K4WGQJWGI',
    publicKey: '7bda7ac12627b2c259f1df6875d30c10b35f55b33ad2cc8ea2736eaa3ebcfab9',
    signatures: {
      empty:
        '59040e9a26d85108905761489b3180012ffdbd397fe8c1a6782a731593a98a1b' +
        'f0c94c59a16e7a14d73b1b9e2e78bb92ed9fc03423b7e5c4b0290cd695690e06',
      text:
        '5bd25eaff0e038a7e539b474bd96ca27663a0f4124ae79e5d6a2e71d8caf44fc' +
        '5f72c13b8e6335aa3383cf99f2710af2e1a15f104696cba9bf8a379bddf8ef0d',
      long:
        '9ee37d88e11f4abc68eb91b65741a79256f6ca84b4543ba5cf17137c1cbe70ce' +
        '115dcf762f507ca5963b09866cf9a79b2bb4e4cb64ef13d878831628f74b440c',
    },
  },
  {
    phrase: OTHER_PHRASE,
    accountIndex: 42,
    address: '6RSXDJV6V3JKTCHNLYLLK2VROCNX5FHTCJ2XZOIP6XO4BOARSED3PSAPMI',
    publicKey: 'f46571a6beaed2a988ed5e16b56ab1709b7e94f312757cb90ff5ddc0b8119107',
    signatures: {
      empty:
        '56dbb39a6ee8612966cf1fc624cc11480de30fd3cc1d3cc1c4411cebef5e4114' +
        'f1bfce395d2ec0923137c311e50d15aa12362d2dbe4c684b1b53d9e90a66310b',
      text:
        'eda487821c7f194032f6f03727c28efe5efdf2f22ad438df0c473abc88ad2fad' +
        '9f1c54502dbab2c02a853abda2d708e012af957b88a37d960c66598d59b26301',
      long:
        '2b0227564f68468c1bc4b4a1f74d90a66d45f2e2ea8d7fe588e85dd42772aed7' +
        '07dd621edbc2fdefbffd963f2113a94187db78d458ddb310a31cef7336858404',
    },
  },
];

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

  it('derives and signs byte for byte as the hand-written curve arithmetic did', async () => {
    for (const vector of RECORDED) {
      const mnemonic = utf8Encode(vector.phrase);
      const publicKey = await hdAccountPublicKey(mnemonic, vector.accountIndex);
      expect(hex(publicKey)).toBe(vector.publicKey);
      expect(encodeAddress(publicKey)).toBe(vector.address);
      for (const [name, message] of Object.entries(RECORDED_MESSAGES)) {
        const secret = { mnemonic, accountIndex: vector.accountIndex };
        const signature = await signWithHdSecret(secret, vector.address, message);
        expect(hex(signature)).toBe(vector.signatures[name as keyof typeof RECORDED_MESSAGES]);
        expect(await verifies(signature, message, vector.address)).toBe(true);
      }
    }
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

  it('derives each HD key once for a batch, and the chain accepts every signature', async () => {
    const deriveBits = vi.spyOn(crypto.subtle, 'deriveBits');
    try {
      const txns = [
        await payment(ADDRESSES[0]!, 1_000),
        await payment(ADDRESSES[1]!, 2_000),
        await payment(ADDRESSES[0]!, 3_000),
        await payment(ADDRESSES[1]!, 4_000),
        await payment(ADDRESSES[0]!, 5_000),
      ];
      const signed = requireSigned(
        await signGroup({ txns, accounts: sessionStore.getState().accounts }),
      );
      const pbkdf2 = deriveBits.mock.calls.filter(
        ([params]) => typeof params !== 'string' && params.name === 'PBKDF2',
      );
      expect(pbkdf2).toHaveLength(2);
      for (const bytes of signed) await algod.sendRawTransaction(bytes).do();
      expect(await received()).toBe(435_000n);
    } finally {
      deriveBits.mockRestore();
    }
  });

  it('refuses a batch with one underivable HD key and hands out none of its signatures', async () => {
    const txns = [await payment(ADDRESSES[0]!, 6_000), await payment(ADDRESSES[2]!, 7_000)];
    const accounts = sessionStore.getState().accounts;
    expect(await refusal(signGroup({ txns, accounts }))).toBe('hd-mismatch');
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
