import type { Transaction } from 'algosdk';
import { arc200ReadTxn } from '../../core/arc200/calls';
import {
  parseTokenMetadata,
  parseUint256,
  returnOf,
  type CallAnswer,
  type TokenMetadata,
} from '../../core/arc200/metadata';
import { getSuggestedParams } from '../chain/algod-client';
import { simulateAlone } from '../transactions/read-call';

// ARC-200 reads answered by simulate, unsigned and never sent: each call is its own request, so
// a failing name does not hide the decimals. What comes back is parsed strictly in
// core/arc200/metadata; a node that cannot simulate at all is an error the list shows.

/** One read-only call, simulated on its own (algod simulates one group a request). */
async function simulateOne(txn: Transaction): Promise<CallAnswer> {
  const answer = await simulateAlone(txn);
  return 'failure' in answer ? { ok: false } : returnOf(answer.logs);
}

const simulateEach = (txns: readonly Transaction[]) => Promise.all(txns.map(simulateOne));

/** Name, symbol and decimals of token `appId`, asked as `sender` (an account holding Algo). */
export async function readTokenMetadata(appId: bigint, sender: string): Promise<TokenMetadata> {
  const params = await getSuggestedParams();
  const [name, symbol, decimals] = await simulateEach(
    (['name', 'symbol', 'decimals'] as const).map((m) => arc200ReadTxn(appId, sender, m, params)),
  );
  return parseTokenMetadata(appId, { name: name!, symbol: symbol!, decimals: decimals! });
}

export class TokenBalanceError extends Error {
  constructor(appId: bigint) {
    super(`app ${appId} gave no uint256 balance`);
    this.name = 'TokenBalanceError';
  }
}

/** `owner`'s balance of token `appId` in base units (the owner asks for itself). */
export async function readTokenBalance(appId: bigint, owner: string): Promise<bigint> {
  const params = await getSuggestedParams();
  const [answer] = await simulateEach([arc200ReadTxn(appId, owner, 'balanceOf', params, owner)]);
  const balance = parseUint256(answer!);
  if (balance === undefined) throw new TokenBalanceError(appId);
  return balance;
}
