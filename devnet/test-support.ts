/**
 * Helpers for the devnet's own test files: each file starts a devnet on free ports and talks to
 * it only through algosdk's HTTP clients, as the wallet does.
 */
import algosdk, { type Account, type SuggestedParams } from 'algosdk';
import { startDevnet, type Devnet, type DevnetOptions } from './server';

export interface TestChain {
  devnet: Devnet;
  algod: algosdk.Algodv2;
  indexer: algosdk.Indexer;
}

export async function startTestChain(options: DevnetOptions = {}): Promise<TestChain> {
  const devnet = await startDevnet({ algodPort: 0, indexerPort: 0, ...options });
  // algosdk takes the port apart from the URL (an empty port would mean 80 / 8080).
  return {
    devnet,
    algod: new algosdk.Algodv2(devnet.token, 'http://127.0.0.1', devnet.algodPort),
    indexer: new algosdk.Indexer(devnet.token, 'http://127.0.0.1', devnet.indexerPort),
  };
}

/** A fresh account funded by the dispenser. */
export async function fundedAccount(chain: TestChain, microAlgos = 10_000_000): Promise<Account> {
  const account = algosdk.generateAccount();
  await chain.devnet.fund(account.addr.toString(), microAlgos);
  return account;
}

export function params(chain: TestChain): Promise<SuggestedParams> {
  return chain.algod.getTransactionParams().do();
}

/** Sends one signed transaction or a group, and waits for it as a wallet would. */
export async function sendAndConfirm(
  chain: TestChain,
  signed: Uint8Array | Uint8Array[],
): Promise<algosdk.modelsv2.PendingTransactionResponse> {
  const { txid } = await chain.algod.sendRawTransaction(signed).do();
  return algosdk.waitForConfirmation(chain.algod, txid, 4);
}

/** The message of the error a submission was refused with (algosdk puts algod's text in it). */
export async function refusal(
  chain: TestChain,
  signed: Uint8Array | Uint8Array[],
): Promise<string> {
  try {
    await chain.algod.sendRawTransaction(signed).do();
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  throw new Error('the submission was accepted');
}

export const note = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Raw HTTP to the algod port, for what algosdk cannot send (bad bodies, wrong headers). */
export function algodFetch(
  chain: TestChain,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('X-Algo-API-Token')) headers.set('X-Algo-API-Token', chain.devnet.token);
  return fetch(`${chain.devnet.algodUrl}${path}`, { ...init, headers });
}

export function indexerFetch(
  chain: TestChain,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('X-Indexer-API-Token')) headers.set('X-Indexer-API-Token', chain.devnet.token);
  return fetch(`${chain.devnet.indexerUrl}${path}`, { ...init, headers });
}
