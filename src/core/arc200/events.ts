import { encodeAddress } from 'algosdk';
import { eventSelectorHex } from '../abi/app-spec';
import { bytesToHex } from '../encoding/hex';

// ARC-28 arc200_Transfer events in an app call's logs (the indexer keeps them), read from one
// account's side: what it received, what it sent. A log that is not exactly the event's 100
// bytes is not taken for one.

export interface TokenTransfer {
  from: string;
  to: string;
  value: bigint;
}

const EVENT_SELECTOR = eventSelectorHex({
  name: 'arc200_Transfer',
  args: [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }],
});
const EVENT_BYTES = 4 + 32 + 32 + 32;

export function transferEvents(logs: readonly Uint8Array[]): TokenTransfer[] {
  const out: TokenTransfer[] = [];
  for (const log of logs) {
    if (log.length !== EVENT_BYTES || bytesToHex(log.subarray(0, 4)) !== EVENT_SELECTOR) continue;
    out.push({
      from: encodeAddress(log.slice(4, 36)),
      to: encodeAddress(log.slice(36, 68)),
      value: BigInt(`0x${bytesToHex(log.subarray(68))}`),
    });
  }
  return out;
}

export type TransferDirection = 'received' | 'sent' | 'self';

/** Which way `transfer` went for `address`; undefined when it is not a party. */
export function directionFor(
  transfer: TokenTransfer,
  address: string,
): TransferDirection | undefined {
  if (transfer.from === address && transfer.to === address) return 'self';
  if (transfer.to === address) return 'received';
  if (transfer.from === address) return 'sent';
  return undefined;
}
