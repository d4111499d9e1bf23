import {
  ABIMethod,
  ABIType,
  Address,
  isValidAddress,
  makeApplicationCallTxnFromObject,
  OnApplicationComplete,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import { concatBytes } from '../encoding/bytes';

// ARC-200 calls the wallet builds: the read-only metadata and balance calls it simulates, and
// the transfer and approve a person sends through the pipeline. Each names the boxes the
// arc200-client layout keeps balances ('b' + address) and approvals ('a' + sha256(owner ||
// spender)) in, so the calls also run where resources must be referenced.

export const ARC200_SIGNATURES = {
  name: 'arc200_name()byte[32]',
  symbol: 'arc200_symbol()byte[8]',
  decimals: 'arc200_decimals()uint8',
  balanceOf: 'arc200_balanceOf(address)uint256',
  transfer: 'arc200_transfer(address,uint256)bool',
  approve: 'arc200_approve(address,uint256)bool',
} as const;

type MethodName = keyof typeof ARC200_SIGNATURES;

export const arc200Selector = (name: MethodName) =>
  ABIMethod.fromSignature(ARC200_SIGNATURES[name]).getSelector();

const UINT256_MAX = (1n << 256n) - 1n;
const uint256 = (value: bigint) => ABIType.from('uint256').encode(value);
const balanceBox = (address: string) =>
  concatBytes(Uint8Array.of(0x62), Address.fromString(address).publicKey);

export class Arc200CallError extends Error {
  constructor(readonly code: 'bad-amount' | 'bad-address') {
    super(code === 'bad-amount' ? 'amount is not a uint256 above 0' : 'not an address');
    this.name = 'Arc200CallError';
  }
}

function checked(value: bigint, address: string, allowZero = false): void {
  if (value < (allowZero ? 0n : 1n) || value > UINT256_MAX) throw new Arc200CallError('bad-amount');
  if (!isValidAddress(address)) throw new Arc200CallError('bad-address');
}

/** A read-only call (metadata, or balanceOf `owner`), simulated and never sent. */
export function arc200ReadTxn(
  appId: bigint,
  sender: string,
  method: 'name' | 'symbol' | 'decimals' | 'balanceOf',
  params: SuggestedParams,
  owner?: string,
): Transaction {
  const args = [arc200Selector(method)];
  if (method === 'balanceOf') args.push(Address.fromString(owner ?? sender).publicKey);
  return makeApplicationCallTxnFromObject({
    sender,
    appIndex: appId,
    onComplete: OnApplicationComplete.NoOpOC,
    appArgs: args,
    boxes: method === 'balanceOf' ? [{ appIndex: 0, name: balanceBox(owner ?? sender) }] : [],
    suggestedParams: params,
  });
}

export interface Arc200TransferDraft {
  appId: bigint;
  from: string;
  to: string;
  /** Base units. */
  value: bigint;
  note?: Uint8Array;
}

/** arc200_transfer(to, value) from `from`, naming both balance boxes. */
export function arc200TransferTxn(
  draft: Arc200TransferDraft,
  params: SuggestedParams,
): Transaction {
  checked(draft.value, draft.to);
  return makeApplicationCallTxnFromObject({
    sender: draft.from,
    appIndex: draft.appId,
    onComplete: OnApplicationComplete.NoOpOC,
    appArgs: [
      arc200Selector('transfer'),
      Address.fromString(draft.to).publicKey,
      uint256(draft.value),
    ],
    boxes: [
      { appIndex: 0, name: balanceBox(draft.from) },
      { appIndex: 0, name: balanceBox(draft.to) },
    ],
    note: draft.note,
    suggestedParams: params,
  });
}

/** arc200_approve(spender, value) from `owner` (0 withdraws an approval). */
export async function arc200ApproveTxn(
  draft: { appId: bigint; owner: string; spender: string; value: bigint },
  params: SuggestedParams,
): Promise<Transaction> {
  checked(draft.value, draft.spender, true);
  const pair = concatBytes(
    Address.fromString(draft.owner).publicKey,
    Address.fromString(draft.spender).publicKey,
  );
  const key = new Uint8Array(await crypto.subtle.digest('SHA-256', pair));
  return makeApplicationCallTxnFromObject({
    sender: draft.owner,
    appIndex: draft.appId,
    onComplete: OnApplicationComplete.NoOpOC,
    appArgs: [
      arc200Selector('approve'),
      Address.fromString(draft.spender).publicKey,
      uint256(draft.value),
    ],
    boxes: [{ appIndex: 0, name: concatBytes(Uint8Array.of(0x61), key) }],
    suggestedParams: params,
  });
}
