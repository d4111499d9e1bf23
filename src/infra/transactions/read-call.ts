import { modelsv2, SignedTransaction, type Transaction } from 'algosdk';
import { algodClient, nodeMessage, NodeError } from '../chain/algod-client';
import type { ChainContext } from '../chain/indexer-client';

// A read-only ABI method answered by simulate: nothing is signed or sent. The call's return
// value is its last log after ARC-4's 0x151f7c75 prefix.

const RETURN_PREFIX = [0x15, 0x1f, 0x7c, 0x75];

export class ReadCallError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReadCallError';
  }
}

/** What simulate says of `txn` alone, unsigned: the node's refusal, or the call's logs. */
export async function simulateAlone(
  txn: Transaction,
  chain?: ChainContext,
): Promise<{ failure: string } | { logs: Uint8Array[] }> {
  const request = new modelsv2.SimulateRequest({
    txnGroups: [
      new modelsv2.SimulateRequestTransactionGroup({ txns: [new SignedTransaction({ txn })] }),
    ],
    allowEmptySignatures: true,
    allowUnnamedResources: true,
    fixSigners: true,
  });
  let answer: modelsv2.SimulateResponse;
  try {
    answer = await algodClient(chain).simulateTransactions(request).do();
  } catch (error) {
    throw new NodeError('unreachable', nodeMessage(error) ?? 'Node is not reachable');
  }
  const group = answer.txnGroups[0];
  if (!group || group.failureMessage) return { failure: group?.failureMessage ?? 'no answer' };
  return { logs: group.txnResults[0]?.txnResult.logs ?? [] };
}

/** The return value of `txn` (an app call) as simulate answers it, unsigned. */
export async function simulateReturnValue(
  txn: Transaction,
  chain?: ChainContext,
): Promise<Uint8Array> {
  const answer = await simulateAlone(txn, chain);
  if ('failure' in answer) throw new ReadCallError(answer.failure);
  const last = answer.logs.at(-1);
  if (!last || last.length < 4 || RETURN_PREFIX.some((b, i) => last[i] !== b))
    throw new ReadCallError('the call returned no value');
  return last.slice(4);
}
