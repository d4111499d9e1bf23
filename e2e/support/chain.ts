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
