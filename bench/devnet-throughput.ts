// Devnet throughput: payments per second signed, submitted over HTTP and confirmed.
// Starts its own devnet on free ports; prints one figure and stops. No timing is asserted.
//
//   npx tsx bench/devnet-throughput.ts            (N defaults to 2000; BENCH_DEVNET_TXNS overrides)
import { pathToFileURL } from 'node:url';
import { GENESIS_HASH, GENESIS_ID, MAX_TXN_LIFE, MIN_TXN_FEE } from '../devnet/constants';
import { ed25519Signer } from '../devnet/ed25519';
import { startDevnet } from '../devnet/server';
import { figure } from './support';
import {
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  mnemonicToSecretKey,
} from 'algosdk';

/** Transactions signed and sent together; each batch's requests are in flight at once. */
const BATCH = 100;

export async function main(count = Number(process.env.BENCH_DEVNET_TXNS ?? 2000)): Promise<void> {
  const devnet = await startDevnet({ algodPort: 0, indexerPort: 0 });
  try {
    const headers = { 'X-Algo-API-Token': devnet.token };
    const sender = mnemonicToSecretKey(devnet.dispenser.mnemonic);
    const sign = ed25519Signer(sender.sk);
    const receivers = Array.from({ length: 8 }, () => generateAccount().addr);
    const txids: string[] = [];

    const started = performance.now();
    for (let done = 0; done < count; done += BATCH) {
      // Signed per batch with the current round: every accepted payment makes a round, so
      // transactions signed all at the start would outlive their 1000-round validity window.
      const firstValid = BigInt(devnet.currentRound());
      const bodies: Uint8Array[] = [];
      for (let i = done; i < Math.min(count, done + BATCH); i++) {
        const txn = makePaymentTxnWithSuggestedParamsFromObject({
          sender: sender.addr,
          receiver: receivers[i % receivers.length] ?? sender.addr,
          amount: 100_000 + i,
          suggestedParams: {
            fee: MIN_TXN_FEE,
            flatFee: true,
            minFee: MIN_TXN_FEE,
            firstValid,
            lastValid: firstValid + MAX_TXN_LIFE,
            genesisID: GENESIS_ID,
            genesisHash: GENESIS_HASH,
          },
        });
        bodies.push(txn.attachSignature(sender.addr, sign(txn.bytesToSign())));
      }
      const ids = await Promise.all(
        bodies.map(async (body) => {
          const res = await fetch(`${devnet.algodUrl}/v2/transactions`, {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/x-binary' },
            body: new Uint8Array(body),
          });
          const answer = (await res.json()) as { txId?: string; message?: string };
          if (!res.ok || !answer.txId)
            throw new Error(`submission refused: ${answer.message ?? res.status}`);
          return answer.txId;
        }),
      );
      txids.push(...ids);
    }
    // Confirmed = the pending-transaction endpoint reports a confirmed round for every id.
    for (let i = 0; i < txids.length; i += BATCH) {
      await Promise.all(
        txids.slice(i, i + BATCH).map(async (id) => {
          const res = await fetch(`${devnet.algodUrl}/v2/transactions/pending/${id}`, { headers });
          const info = (await res.json()) as { 'confirmed-round'?: number };
          if (!info['confirmed-round']) throw new Error(`${id} is not confirmed`);
        }),
      );
    }
    const ms = performance.now() - started;
    const perSecond = (count / ms) * 1000;
    figure(
      `devnet, ${count} payments`,
      ms,
      'ms',
      `devnet: submitted+confirmed ${count} payments in ${ms.toFixed(0)} ms (${perSecond.toFixed(0)} tx/s)`,
    );
  } finally {
    await devnet.stop();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
