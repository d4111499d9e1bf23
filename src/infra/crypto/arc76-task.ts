/// <reference lib="webworker" />
import { deriveArc76Account } from '../../core/arc76/arc76';

// PBKDF2 with 999,999 iterations blocks for a noticeable time; it runs in the tasks worker so
// the page stays responsive. The secret key goes back to the caller once and is never logged.

interface DeriveRequest {
  email: string;
  password: string;
}

export async function onRequest(event: MessageEvent<DeriveRequest>): Promise<void> {
  try {
    const { addr, sk } = await deriveArc76Account(event.data.email, event.data.password);
    (self as unknown as DedicatedWorkerGlobalScope).postMessage({ ok: true, addr, sk }, [
      sk.buffer,
    ]);
  } catch {
    (self as unknown as DedicatedWorkerGlobalScope).postMessage({ ok: false });
  }
}
