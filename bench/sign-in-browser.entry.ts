// The page bench/sign-in-browser.ts builds and opens in Chromium: the real session (an Argon2id
// vault in the browser's IndexedDB) and the real pipeline (signAll -> signGroup -> the vault's
// signers), driven from the bench through `window.signBench`. Nothing here is in the app.
import algosdk from 'algosdk';
import { encodeSecretKey } from '../src/core/accounts/stored-account';
import { createWallet, logout, sessionStore } from '../src/infra/session/session';
import { setAppConfig } from '../src/infra/settings/settings-store';
import { signAll } from '../src/infra/transactions/send-group';

export interface SignBenchNode {
  algodUrl: string;
  indexerUrl: string;
  token: string;
}

let transactions: algosdk.Transaction[] = [];
let known = new Map<string, string | undefined>();
let secretKey: Uint8Array = new Uint8Array();
let publicKey: CryptoKey | undefined;
let lastSigned: Uint8Array[] = [];

const accounts = () => sessionStore.getState().accounts;

/**
 * Every signed transaction is the one asked for, with a signature that verifies under the
 * account's key (WebCrypto); the first and last are also byte for byte algosdk's own (whose
 * tweetnacl takes about 5 ms a signature: too slow to check them all).
 */
async function check(signed: readonly Uint8Array[]): Promise<void> {
  if (!publicKey) throw new Error('no wallet');
  for (const [i, bytes] of signed.entries()) {
    const stxn = algosdk.decodeSignedTransaction(bytes);
    const valid =
      stxn.sig !== undefined &&
      stxn.sgnr === undefined &&
      stxn.txn.txID() === transactions[i]!.txID() &&
      (await crypto.subtle.verify(
        'Ed25519',
        publicKey,
        new Uint8Array(stxn.sig),
        new Uint8Array(stxn.txn.bytesToSign()),
      ));
    if (!valid) throw new Error(`transaction ${i} is signed wrongly`);
  }
  for (const i of [0, signed.length - 1]) {
    const expected = transactions[i]!.signTxn(secretKey);
    const bytes = signed[i]!;
    if (bytes.length !== expected.length || bytes.some((b, j) => b !== expected[j])) {
      throw new Error(`transaction ${i} differs from algosdk's signature`);
    }
  }
}

const signBench = {
  /** Creates a wallet with one key account and makes `count` payments from it; returns ms of the unlock. */
  async setup(node: SignBenchNode, password: string, count: number): Promise<number> {
    setAppConfig({
      env: 'sandbox',
      algod: node.algodUrl,
      algodToken: node.token,
      indexer: node.indexerUrl,
      indexerToken: node.token,
    });
    const payer = algosdk.generateAccount();
    secretKey = payer.sk;
    publicKey = await crypto.subtle.importKey(
      'raw',
      new Uint8Array(payer.addr.publicKey),
      'Ed25519',
      false,
      ['verify'],
    );
    const start = performance.now();
    await createWallet('Bench', password, {
      addr: payer.addr.toString(),
      name: 'Payer',
      type: 'basic',
      sk: encodeSecretKey(payer.sk),
    });
    const unlockMs = performance.now() - start;
    const params = await new algosdk.Algodv2(node.token, node.algodUrl).getTransactionParams().do();
    const receiver = algosdk.generateAccount().addr;
    transactions = Array.from({ length: count }, (_, i) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: payer.addr,
        receiver,
        amount: 100_000 + i,
        suggestedParams: params,
      }),
    );
    // A review looked the sender's auth address up before Send; signing reuses it.
    known = new Map([[payer.addr.toString(), undefined]]);
    return unlockMs;
  },

  /** One signAll of every transaction (one vault opening); returns ms. `check` verifies it. */
  async signBatch(): Promise<number> {
    const start = performance.now();
    lastSigned = await signAll(transactions, accounts(), { authAddresses: known });
    return performance.now() - start;
  },

  /** `count` signAll calls of one transaction each (a vault opening each); returns ms. */
  async signSingles(count: number): Promise<number> {
    const signed: Uint8Array[] = [];
    const start = performance.now();
    for (const txn of transactions.slice(0, count)) {
      signed.push(...(await signAll([txn], accounts(), { authAddresses: known })));
    }
    const ms = performance.now() - start;
    lastSigned = signed;
    return ms;
  },

  /** Checks what the last signing call returned (outside its time). */
  check: () => check(lastSigned),

  close(): void {
    logout();
    secretKey.fill(0);
  },
};

declare global {
  interface Window {
    signBench: typeof signBench;
  }
}
window.signBench = signBench;
