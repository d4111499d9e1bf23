// Governance tools, distribute (issue 16): one wallet account pays 1 coin to 1,000 addresses on
// an in-process devnet through the same infra path the screen uses: signMany (signGroup's batch,
// one vault opening, real Argon2id session in fake IndexedDB) and sendMany (submitGroup per
// transaction, 8 in flight, each followed to its confirmation). Prints time and tx/s.
import 'fake-indexeddb/auto';
import algosdk from 'algosdk';
import { encodeSecretKey } from '../src/core/accounts/stored-account';
import { BULK_CONCURRENCY, sendMany, signMany } from '../src/infra/transactions/bulk-send';
import { startWalletDevnet } from '../src/test/devnet-chain';
import { openBenchWallet, type BenchWallet } from './bench-wallet';
import { figure } from './support';

const COUNT = 1000;

export async function main(): Promise<void> {
  const { devnet, algod } = await startWalletDevnet();
  let wallet: BenchWallet | undefined;
  try {
    const payer = algosdk.generateAccount();
    await devnet.fund(payer.addr.toString(), 2_000_000_000);
    wallet = await openBenchWallet('Bench-Password-For-Distribute-1', {
      addr: payer.addr.toString(),
      name: 'Payer',
      type: 'basic',
      sk: encodeSecretKey(payer.sk),
    });
    const { accounts } = wallet;
    const receivers = Array.from({ length: COUNT }, () => algosdk.generateAccount().addr);

    const start = performance.now();
    const suggestedParams = await algod.getTransactionParams().do();
    const txns = receivers.map((receiver) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: payer.addr,
        receiver,
        amount: 1_000_000,
        suggestedParams,
      }),
    );
    const built = performance.now();
    const signed = await signMany(txns, accounts);
    const signedAt = performance.now();
    let confirmed = 0;
    await sendMany(
      txns.map((txn, i) => ({ txn, signed: signed[i]! })),
      {
        onResult: (_, fate) => {
          if (fate.kind === 'confirmed') confirmed += 1;
        },
      },
    );
    const end = performance.now();
    const total = end - start;
    figure(
      `distribute to ${COUNT} addresses`,
      total,
      'ms',
      `distribute to ${COUNT} addresses (devnet, ${BULK_CONCURRENCY} in flight): ${total.toFixed(0)} ms, ${((COUNT / total) * 1000).toFixed(0)} tx/s, ${confirmed} confirmed (build ${(built - start).toFixed(0)} ms, sign ${(signedAt - built).toFixed(0)} ms, send+confirm ${(end - signedAt).toFixed(0)} ms)`,
    );
    const sample = await algod.accountInformation(receivers[COUNT - 1]!).do();
    if (sample.amount !== 1_000_000n || confirmed !== COUNT) throw new Error('not all paid once');
  } finally {
    await wallet?.close();
    await devnet.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
