// The transaction pipeline (issue 10, design.md section 7):
// - sign 1,000 transactions with one vault opening (budget 1 s, goal 250 ms), through the real
//   session (Argon2id vault in fake IndexedDB) and signGroup, in Node;
// - the same 1,000 Ed25519 signatures with Chromium's WebCrypto, the browser's share of it;
// - simulate + review of a 16-transaction group against the devnet (budget 500 ms, goal 200 ms).
import 'fake-indexeddb/auto';
import algosdk from 'algosdk';
import { encodeSecretKey } from '../src/core/accounts/stored-account';
import { reviewGroup } from '../src/infra/transactions/review-group';
import { requireSigned, signGroup } from '../src/infra/transactions/sign-group';
import { startWalletDevnet } from '../src/test/devnet-chain';
import { openBenchWallet, type BenchWallet } from './bench-wallet';
import { figure, launchChromium } from './support';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function browserSignatures(count: number, secureOrigin: string): Promise<number> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    // WebCrypto needs a secure context: loopback http counts as one, about:blank does not.
    await page.goto(secureOrigin);
    return await page.evaluate(async (n) => {
      const key = await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign']);
      const message = new Uint8Array(250).fill(7);
      const start = performance.now();
      for (let i = 0; i < n; i++) {
        message[0] = i & 255;
        await crypto.subtle.sign({ name: 'Ed25519' }, (key as CryptoKeyPair).privateKey, message);
      }
      return performance.now() - start;
    }, count);
  } finally {
    await browser.close();
  }
}

export async function main(): Promise<void> {
  const { devnet, algod } = await startWalletDevnet();
  let wallet: BenchWallet | undefined;
  try {
    const payer = algosdk.generateAccount();
    await devnet.fund(payer.addr.toString(), 100_000_000);
    wallet = await openBenchWallet('Bench-Password-For-Pipeline-1', {
      addr: payer.addr.toString(),
      name: 'Payer',
      type: 'basic',
      sk: encodeSecretKey(payer.sk),
    });
    const { accounts } = wallet;
    const receiver = algosdk.generateAccount().addr;
    const params = await algod.getTransactionParams().do();
    const pay = (i: number) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: payer.addr,
        receiver,
        amount: 100_000 + i,
        suggestedParams: params,
      });

    const thousand = Array.from({ length: 1000 }, (_, i) => pay(i));
    const known = new Map([[payer.addr.toString(), undefined]]);
    const signRuns: number[] = [];
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      requireSigned(await signGroup({ txns: thousand, accounts, authAddresses: known }));
      signRuns.push(performance.now() - start);
    }
    figure(
      'sign 1,000 transactions, Node',
      median(signRuns),
      'ms',
      `sign 1,000 transactions, one vault opening (Node): median ${ms(median(signRuns))} (budget 1,000 ms, goal 250 ms)`,
    );
    const browser = await browserSignatures(1000, `${devnet.algodUrl}/health`);
    console.log(`  of which Ed25519 in Chromium WebCrypto, 1,000 signatures: ${ms(browser)}`);

    const group = algosdk.assignGroupID(Array.from({ length: 16 }, (_, i) => pay(i)));
    const reviewRuns: number[] = [];
    for (let run = 0; run < 7; run++) {
      const start = performance.now();
      const review = await reviewGroup(group, [payer.addr.toString()]);
      reviewRuns.push(performance.now() - start);
      if (review.simulation.kind !== 'simulated') throw new Error('simulation did not run');
    }
    figure(
      'simulate + review, 16 transactions',
      median(reviewRuns),
      'ms',
      `simulate + review of a 16-transaction group: median ${ms(median(reviewRuns))} (budget 500 ms, goal 200 ms)`,
    );
  } finally {
    await wallet?.close();
    await devnet.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
