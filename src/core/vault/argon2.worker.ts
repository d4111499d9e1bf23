/// <reference lib="webworker" />
import { answerDeriveRequest } from './argon2-derive';

// Argon2id (64 MiB, about half a second) runs here so the page stays responsive while a wallet
// opens. One worker per derivation: argon2.ts terminates it after the answer, which also frees
// the WebAssembly memory that held the Argon2 blocks. The key bytes go back transferred (no
// copy stays here) and nothing is ever logged.

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<unknown>) => {
  const { answer, transfer } = await answerDeriveRequest(event.data);
  scope.postMessage(answer, transfer);
};
