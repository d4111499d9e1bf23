/// <reference lib="webworker" />
import { encodeAddress } from 'algosdk';
import { matchesVanity, type VanityPattern } from '../../core/vanity/vanity-pattern';
import { createSecretKeyGenerator } from './ed25519-keygen';

// One search thread. It runs until it finds a match; the page cancels by terminating it.
// Non-matching keys are wiped at once; the match goes back once, transferred, never logged.

export interface VanityWorkerRequest {
  pattern: VanityPattern;
}

export type VanityWorkerMessage =
  | { type: 'progress'; tried: number }
  | { type: 'found'; secretKey: Uint8Array; tried: number }
  | { type: 'error' };

/** Keys generated concurrently: WebCrypto calls are async, so batching keeps the thread busy. */
const BATCH_SIZE = 64;
const REPORT_EVERY_MS = 200;

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: VanityWorkerMessage, transfer: Transferable[] = []) =>
  scope.postMessage(message, transfer);

async function search(pattern: VanityPattern): Promise<void> {
  const generate = await createSecretKeyGenerator();
  let unreported = 0;
  let lastReport = performance.now();
  for (;;) {
    const batch = await Promise.all(Array.from({ length: BATCH_SIZE }, () => generate()));
    let match: Uint8Array | null = null;
    for (const secretKey of batch) {
      if (match) {
        secretKey.fill(0);
        continue;
      }
      unreported++;
      if (matchesVanity(encodeAddress(secretKey.subarray(32)), pattern)) match = secretKey;
      else secretKey.fill(0);
    }
    if (match) {
      post({ type: 'found', secretKey: match, tried: unreported }, [match.buffer]);
      return;
    }
    const now = performance.now();
    if (now - lastReport >= REPORT_EVERY_MS) {
      post({ type: 'progress', tried: unreported });
      unreported = 0;
      lastReport = now;
    }
  }
}

export function onRequest(event: MessageEvent<VanityWorkerRequest>): void {
  search(event.data.pattern).catch(() => post({ type: 'error' }));
}
