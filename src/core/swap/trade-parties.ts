import { OnApplicationComplete } from 'algosdk';
import type { GroupEntry } from './swap-check';

/**
 * Who and what a checked swap trades with, so its review reads as one trade: the pool's
 * addresses (never "first payment", never "save as contact") and the route's apps (no red
 * "calls application" for them). Only for a group the swap guard has accepted: an app not
 * called by the account here, or not in the route's opt-ins, keeps its warning.
 */
export interface TradeParties {
  counterparties: ReadonlySet<string>;
  routeApps: ReadonlySet<bigint>;
}

export function tradeParties(
  entries: readonly GroupEntry[],
  address: string,
  optInApps: readonly bigint[] = [],
): TradeParties {
  const counterparties = new Set<string>();
  const routeApps = new Set<bigint>(optInApps);
  for (const { txn, presigned } of entries) {
    const sender = txn.sender.toString();
    if (presigned && sender !== address) counterparties.add(sender);
    if (sender !== address) continue;
    const receiver = (txn.payment?.receiver ?? txn.assetTransfer?.receiver)?.toString();
    if (receiver && receiver !== address) counterparties.add(receiver);
    const call = txn.applicationCall;
    if (
      call &&
      call.appIndex > 0n &&
      (call.onComplete === OnApplicationComplete.NoOpOC ||
        call.onComplete === OnApplicationComplete.OptInOC)
    )
      routeApps.add(call.appIndex);
  }
  return { counterparties, routeApps };
}
