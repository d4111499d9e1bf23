import { afterEach, describe, expect, it, vi } from 'vitest';
import { utf8Encode } from '../encoding/utf8';
import { answerDeriveRequest, warmUpArgon2 } from './argon2-derive';
import { createVault, deriveVaultKey, openVault, prepareKeyDerivation } from './vault';

// Node has no Worker, so these tests install a stand-in that runs the worker's own message
// handler (argon2-derive.ts) behind structured cloning with transfer, as a browser would.

const FAST = { memoryKiB: 64, iterations: 1, parallelism: 1 } as const;
const PASSWORD = 'correct horse battery staple';
const PLAINTEXT = utf8Encode('{"hello":"worker"}');

type Behaviour = 'answer' | 'fail' | 'load-error' | 'throw-on-construct';

class FakeWorker {
  static behaviour: Behaviour = 'answer';
  static created: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  onerror: ((event: { preventDefault: () => void }) => void) | null = null;
  terminated = false;
  /** What crossed the boundary: the request as posted, and the key bytes sent back. */
  posted: { message: { password: Uint8Array; salt: Uint8Array }; transfer: Transferable[] }[] = [];
  keysSent: Uint8Array[] = [];

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    if (FakeWorker.behaviour === 'throw-on-construct') throw new Error('no module workers');
    FakeWorker.created.push(this);
  }

  postMessage(message: { password: Uint8Array; salt: Uint8Array }, transfer: Transferable[]) {
    this.posted.push({ message, transfer });
    const received: unknown = structuredClone(message, { transfer });
    setTimeout(() => {
      if (FakeWorker.behaviour === 'load-error') {
        this.onerror?.({ preventDefault: () => {} });
        return;
      }
      void answerDeriveRequest(
        FakeWorker.behaviour === 'fail' ? { ...(received as object), memoryKiB: -1 } : received,
      ).then(({ answer, transfer: back }) => {
        const delivered = structuredClone(answer, { transfer: back });
        if (delivered.ok) this.keysSent.push(delivered.key);
        this.onmessage?.({ data: delivered } as MessageEvent<unknown>);
      });
    }, 0);
  }

  terminate() {
    this.terminated = true;
  }
}

function useFakeWorker(behaviour: Behaviour) {
  FakeWorker.behaviour = behaviour;
  FakeWorker.created = [];
  vi.stubGlobal('Worker', FakeWorker);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Argon2id off the main thread', () => {
  it('derives in a module worker that is terminated afterwards', async () => {
    useFakeWorker('answer');
    const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
    expect(FakeWorker.created).toHaveLength(1);
    const worker = FakeWorker.created[0]!;
    expect(worker.url.pathname).toMatch(/\/core\/vault\/argon2\.worker\.ts$/);
    expect(worker.options.type).toBe('module');
    expect(worker.terminated).toBe(true);

    // The key the worker derived is the one this thread derives: the record opens without it.
    vi.unstubAllGlobals();
    expect((await openVault(serialized, PASSWORD)).plaintext).toEqual(PLAINTEXT);
  });

  it('transfers the password bytes and wipes the returned key bytes once imported', async () => {
    useFakeWorker('answer');
    await deriveVaultKey(PASSWORD, FAST);
    const worker = FakeWorker.created[0]!;
    const { message, transfer } = worker.posted[0]!;
    // Moved, not copied: this thread keeps no password bytes.
    expect(transfer).toContain(message.password.buffer);
    expect(message.password.byteLength).toBe(0);
    expect(worker.keysSent).toHaveLength(1);
    expect(worker.keysSent[0]).toHaveLength(32);
    expect(worker.keysSent[0]!.every((byte) => byte === 0)).toBe(true);
  });

  it('reports a failed derivation without detail and does not retry in this thread', async () => {
    useFakeWorker('fail');
    const error: unknown = await deriveVaultKey(PASSWORD, FAST).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Key derivation failed');
    expect(FakeWorker.created).toHaveLength(1);
    expect(FakeWorker.created[0]!.terminated).toBe(true);
  });

  it.each<[string, Behaviour]>([
    ['cannot load its script', 'load-error'],
    ['cannot be constructed', 'throw-on-construct'],
  ])('derives in this thread when the worker %s', async (_label, behaviour) => {
    useFakeWorker(behaviour);
    const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
    vi.unstubAllGlobals();
    expect((await openVault(serialized, PASSWORD)).plaintext).toEqual(PLAINTEXT);
  });

  it('takes the worker started when the password field got focus, once', async () => {
    useFakeWorker('answer');
    prepareKeyDerivation();
    prepareKeyDerivation();
    expect(FakeWorker.created).toHaveLength(1);
    const warm = FakeWorker.created[0]!;
    await createVault(PASSWORD, PLAINTEXT, FAST);
    expect(FakeWorker.created).toHaveLength(1);
    expect(warm.posted).toHaveLength(1);
    expect(warm.terminated).toBe(true);
    // Taken and gone: the next derivation starts its own worker.
    await createVault(PASSWORD, PLAINTEXT, FAST);
    expect(FakeWorker.created).toHaveLength(2);
  });

  it('drops a warm worker that failed to load; the derivation starts a fresh one', async () => {
    useFakeWorker('answer');
    prepareKeyDerivation();
    const broken = FakeWorker.created[0]!;
    broken.onerror?.({ preventDefault: () => {} });
    expect(broken.terminated).toBe(true);
    await createVault(PASSWORD, PLAINTEXT, FAST);
    expect(FakeWorker.created).toHaveLength(2);
    expect(broken.posted).toHaveLength(0);
  });

  it('warms up on public bytes at the smallest cost Argon2id accepts', async () => {
    // The worker runs this when it starts; a cost Argon2 refuses would only fail silently there.
    await expect(warmUpArgon2()).resolves.toBeUndefined();
  });
});
