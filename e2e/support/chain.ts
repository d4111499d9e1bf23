import algosdk from 'algosdk';
import { E2E_ALGOD_PORT, E2E_TOKEN } from './ports';

// Test-side access to the e2e devnet: funding through its admin endpoint and an algod client
// for transactions the test signs itself (for example a rekey done by another wallet).

export async function fund(address: string, microAlgos: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${E2E_ALGOD_PORT}/devnet/fund`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Algo-API-Token': E2E_TOKEN },
    body: JSON.stringify({ address, amount: microAlgos }),
  });
  if (!response.ok) throw new Error(`fund failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { txId: string }).txId;
}

export function algod(): algosdk.Algodv2 {
  return new algosdk.Algodv2(E2E_TOKEN, 'http://127.0.0.1', E2E_ALGOD_PORT);
}

/**
 * Submits what a wallet page returned to a dapp (base64 signed transactions, null where it did
 * not sign) and waits until `waitFor` is confirmed: the devnet is the judge of the signatures.
 */
export async function submitSigned(signed: (string | null)[], waitFor: string): Promise<void> {
  const client = algod();
  const bytes = signed.map((s) => {
    if (s === null) throw new Error('an entry was not signed');
    return new Uint8Array(Buffer.from(s, 'base64'));
  });
  await client.sendRawTransaction(bytes).do();
  await algosdk.waitForConfirmation(client, waitFor, 4);
}

/** Turns the devnet's fault knobs (see devnet/README.md); `{}` changes nothing. */
export async function setFaults(faults: Record<string, unknown>): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${E2E_ALGOD_PORT}/devnet/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Algo-API-Token': E2E_TOKEN },
    body: JSON.stringify(faults),
  });
  if (!response.ok) throw new Error(`faults failed: ${response.status} ${await response.text()}`);
}
