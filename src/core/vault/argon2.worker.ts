/// <reference lib="webworker" />
import { answerDeriveRequest, warmUpArgon2 } from './argon2-derive';

// Argon2id (64 MiB, about half a second) runs here so the page stays responsive while a wallet
// opens. One worker per derivation: argon2.ts terminates it after the answer, which also frees
// the WebAssembly memory that held the Argon2 blocks. The key bytes go back transferred (no
// copy stays here) and nothing is ever logged.

const scope = self as unknown as DedicatedWorkerGlobalScope;

// Started before the password is typed (prepareKeyDerivation): the WebAssembly compiles now, so
// the derivation itself is all an unlock waits for. A failure here is left to the derivation.
const warm = warmUpArgon2().catch(() => {});

scope.onmessage = async (event: MessageEvent<unknown>) => {
  await warm;
  const { answer, transfer } = await answerDeriveRequest(event.data);
  scope.postMessage(answer, transfer);
};
