import { encodeAddress } from 'algosdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VanityPattern } from '../../core/vanity/vanity-pattern';
import { seededAccount } from '../../test/seeded';
import { searchVanity, VanitySearchError } from './vanity-search';
import type { VanityWorkerMessage } from './vanity-task';

// The workers are replaced by fakes the test drives by hand; what is checked is how the page
// side combines them: progress totals, the first match wins, cancel and failures stop them all.
class FakeWorker {
  static all: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<VanityWorkerMessage>) => void) | null = null;
  onerror: (() => void) | null = null;
  requests: unknown[] = [];
  terminated = false;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(request: unknown) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  send(message: VanityWorkerMessage) {
    this.onmessage?.({ data: message } as MessageEvent<VanityWorkerMessage>);
  }
}

/** The first of the fixed keys `vanity 0`, `vanity 1`, … whose address starts with `prefix`. */
function keyStartingWith(prefix: string): Uint8Array {
  for (let i = 0; ; i++) {
    const { sk, addr } = seededAccount(`vanity ${i}`);
    if (addr.toString().startsWith(prefix)) return sk;
  }
}

const pattern: VanityPattern = { text: 'A', position: 'start' };
const original = globalThis.Worker;

describe('searchVanity', () => {
  beforeEach(() => {
    FakeWorker.all = [];
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
  });
  afterEach(() => {
    globalThis.Worker = original;
  });

  it('starts the workers with the pattern and adds up their progress', async () => {
    const progress: number[] = [];
    const search = searchVanity(pattern, { workers: 3, onProgress: (n) => progress.push(n) });
    expect(FakeWorker.all).toHaveLength(3);
    expect(FakeWorker.all[0]!.requests).toEqual([{ pattern }]);
    FakeWorker.all[0]!.send({ type: 'progress', tried: 100 });
    FakeWorker.all[2]!.send({ type: 'progress', tried: 50 });
    expect(progress).toEqual([100, 150]);

    const sk = keyStartingWith('A');
    FakeWorker.all[1]!.send({ type: 'found', secretKey: sk, tried: 7 });
    const match = await search;
    expect(match.address).toBe(encodeAddress(sk.subarray(32)));
    expect(match.tried).toBe(157);
    expect(FakeWorker.all.every((w) => w.terminated)).toBe(true);
  });

  it('rejects a match that does not match: the page re-checks what a worker says', async () => {
    const search = searchVanity(pattern, { workers: 1 });
    FakeWorker.all[0]!.send({ type: 'found', secretKey: keyStartingWith('B'), tried: 1 });
    await expect(search).rejects.toBeInstanceOf(VanitySearchError);
  });

  it('stops every worker when cancelled', async () => {
    const controller = new AbortController();
    const search = searchVanity(pattern, { workers: 2, signal: controller.signal });
    controller.abort();
    await expect(search).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.all.every((w) => w.terminated)).toBe(true);
    // A late match is wiped, not kept.
    const late = keyStartingWith('A');
    FakeWorker.all[0]!.send({ type: 'found', secretKey: late, tried: 1 });
    expect(late.every((b) => b === 0)).toBe(true);
  });

  it('fails when a worker fails', async () => {
    const search = searchVanity(pattern, { workers: 2 });
    FakeWorker.all[1]!.onerror?.();
    await expect(search).rejects.toBeInstanceOf(VanitySearchError);
    expect(FakeWorker.all.every((w) => w.terminated)).toBe(true);
  });

  it('does not start when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(searchVanity(pattern, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeWorker.all).toHaveLength(0);
  });
});
