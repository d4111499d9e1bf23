import { TransactionType, type Transaction } from 'algosdk';

// What the one review shows, computed from the exact transactions that will be signed: each
// transaction in words with its dangerous fields, and the net effect on the user's accounts.
// Pure: the simulation's results (closing amounts, created asset ids) come in as arguments.

/** The base coin's id in balance maps. */
export const BASE_COIN = 0n;

export type TransactionKind =
  | 'payment'
  | 'close-account'
  | 'asset-transfer'
  | 'asset-opt-in'
  | 'asset-opt-out'
  | 'asset-clawback'
  | 'asset-create'
  | 'asset-config'
  | 'asset-destroy'
  | 'asset-freeze'
  | 'keyreg-online'
  | 'keyreg-offline'
  | 'app-call'
  | 'other';

/** Fields that can cost the user an account or its funds: shown in the main row, in red. */
export type Danger =
  | { code: 'rekey'; address: string }
  | { code: 'close-to'; address: string }
  | { code: 'asset-close-to'; address: string; assetId: bigint }
  | { code: 'clawback'; address: string; assetId: bigint }
  | { code: 'keyreg'; online: boolean }
  | { code: 'app-call'; appId: bigint }
  | { code: 'foreign-genesis'; genesisId: string };

export const ASSET_ROLES = ['manager', 'reserve', 'freeze', 'clawback'] as const;
export type AssetRole = (typeof ASSET_ROLES)[number];
/** An asset's role addresses; undefined is no address (for ever, once set so). */
export type AssetRoles = Record<AssetRole, string | undefined>;

/** What an asset creation sets up, or the roles a reconfiguration leaves (acfg fields). */
export interface AssetConfigFields {
  /** Set on creation only: a reconfiguration can change nothing but the roles. */
  created?: {
    name: string;
    unitName: string;
    /** In base units. */
    total: bigint;
    decimals: number;
    url: string;
    metadataHash?: Uint8Array;
    defaultFrozen: boolean;
  };
  roles: AssetRoles;
}

export interface DescribedTransaction {
  index: number;
  txid: string;
  kind: TransactionKind;
  sender: string;
  receiver?: string;
  /** In base units: microAlgos, or the asset's smallest unit. */
  amount?: bigint;
  /** Set for asset transactions; absent for the base coin. */
  assetId?: bigint;
  fee: bigint;
  note: Uint8Array;
  dangers: Danger[];
  /** Asset creation and reconfiguration: what the transaction sets. */
  assetConfig?: AssetConfigFields;
  /** Asset freeze: whose holding, and frozen or not afterwards. */
  freeze?: {
    holder: string;
    frozen: boolean;
    /** The holder's amount of the asset now, in base units, when the node told it. */
    holding?: bigint;
  };
  genesisId: string;
  firstValid: bigint;
  lastValid: bigint;
}

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.length === b.length &&
  a.every((byte, i) => byte === b[i]);

function kindOf(txn: Transaction): TransactionKind {
  switch (txn.type) {
    case TransactionType.pay:
      return txn.payment?.closeRemainderTo ? 'close-account' : 'payment';
    case TransactionType.axfer: {
      const axfer = txn.assetTransfer!;
      if (axfer.assetSender) return 'asset-clawback';
      if (axfer.closeRemainderTo) return 'asset-opt-out';
      if (axfer.amount === 0n && axfer.receiver.toString() === txn.sender.toString()) {
        return 'asset-opt-in';
      }
      return 'asset-transfer';
    }
    case TransactionType.acfg: {
      const acfg = txn.assetConfig!;
      if (!acfg.assetIndex) return 'asset-create';
      const p = acfg;
      const empty = !p.manager && !p.reserve && !p.freeze && !p.clawback;
      return empty ? 'asset-destroy' : 'asset-config';
    }
    case TransactionType.afrz:
      return 'asset-freeze';
    case TransactionType.keyreg:
      return txn.keyreg?.voteKey ? 'keyreg-online' : 'keyreg-offline';
    case TransactionType.appl:
      return 'app-call';
    default:
      return 'other';
  }
}

/** One transaction in the review's terms. `genesisHash` is the network the wallet is on. */
export function describeTransaction(
  txn: Transaction,
  index: number,
  genesisHash?: Uint8Array,
): DescribedTransaction {
  const kind = kindOf(txn);
  const dangers: Danger[] = [];
  const rekeyTo = txn.rekeyTo?.toString();
  if (rekeyTo) dangers.push({ code: 'rekey', address: rekeyTo });
  const closeTo = txn.payment?.closeRemainderTo?.toString();
  if (closeTo) dangers.push({ code: 'close-to', address: closeTo });
  const axfer = txn.assetTransfer;
  if (axfer?.closeRemainderTo) {
    dangers.push({
      code: 'asset-close-to',
      address: axfer.closeRemainderTo.toString(),
      assetId: axfer.assetIndex,
    });
  }
  if (axfer?.assetSender) {
    dangers.push({
      code: 'clawback',
      address: axfer.assetSender.toString(),
      assetId: axfer.assetIndex,
    });
  }
  if (kind === 'keyreg-online' || kind === 'keyreg-offline') {
    dangers.push({ code: 'keyreg', online: kind === 'keyreg-online' });
  }
  if (kind === 'app-call')
    dangers.push({ code: 'app-call', appId: txn.applicationCall?.appIndex ?? 0n });
  if (genesisHash && !sameBytes(txn.genesisHash, genesisHash)) {
    dangers.push({ code: 'foreign-genesis', genesisId: txn.genesisID ?? '' });
  }
  const acfg = txn.assetConfig;
  const assetConfig: AssetConfigFields | undefined =
    acfg && (kind === 'asset-create' || kind === 'asset-config')
      ? {
          created:
            kind === 'asset-create'
              ? {
                  name: acfg.assetName ?? '',
                  unitName: acfg.unitName ?? '',
                  total: acfg.total,
                  decimals: acfg.decimals,
                  url: acfg.assetURL ?? '',
                  metadataHash:
                    acfg.assetMetadataHash && acfg.assetMetadataHash.length > 0
                      ? acfg.assetMetadataHash
                      : undefined,
                  defaultFrozen: acfg.defaultFrozen,
                }
              : undefined,
          roles: {
            manager: acfg.manager?.toString(),
            reserve: acfg.reserve?.toString(),
            freeze: acfg.freeze?.toString(),
            clawback: acfg.clawback?.toString(),
          },
        }
      : undefined;
  const afrz = txn.assetFreeze;
  return {
    index,
    txid: txn.txID(),
    kind,
    sender: txn.sender.toString(),
    receiver: (txn.payment?.receiver ?? axfer?.receiver)?.toString(),
    amount: txn.payment?.amount ?? axfer?.amount,
    // A creation has no id yet (0 is not an asset); the simulation tells the new one.
    assetId: axfer?.assetIndex ?? (acfg?.assetIndex || undefined) ?? afrz?.assetIndex,
    fee: txn.fee,
    note: txn.note,
    dangers,
    assetConfig,
    freeze: afrz ? { holder: afrz.freezeAccount.toString(), frozen: afrz.frozen } : undefined,
    genesisId: txn.genesisID ?? '',
    firstValid: txn.firstValid,
    lastValid: txn.lastValid,
  };
}

/** What applying a transaction derived (algod's ApplyData), from a simulation. */
export interface AppliedEffects {
  /** Base coin sent to the payment's close-remainder-to address. */
  closingAmount?: bigint;
  /** Asset units sent to the asset transfer's close-to address. */
  assetClosingAmount?: bigint;
  /** Id of an asset this transaction created. */
  createdAssetId?: bigint;
  /** Transactions an app call issued (a swap's output arrives this way), with their effects. */
  inner?: readonly InnerTransaction[];
  /** An app call's logs (ABI return, ARC-28 events), in order. */
  logs?: readonly Uint8Array[];
  /** The state keys an app call wrote or deleted: the app's global ones, and per account local. */
  stateKeys?: { global: readonly Uint8Array[]; local: readonly StateKeys[] };
  /** The boxes an app call and its inner app calls wrote or deleted, from simulate's trace. */
  boxes?: BoxEffects;
}

/** A box as the last operation on it left it: written (created or changed) or deleted. */
export interface BoxChange {
  appId: bigint;
  name: Uint8Array;
  deleted: boolean;
}

export type BoxEffects =
  /** `more`: boxes changed beyond those listed (the list is capped). */
  | { kind: 'read'; changes: readonly BoxChange[]; more: number }
  /** The node gave a trace the wallet could not read: no list, a neutral note. */
  | { kind: 'unreadable' };

export interface StateKeys {
  address: string;
  keys: readonly Uint8Array[];
}

export interface InnerTransaction {
  txn: Transaction;
  effects: AppliedEffects;
}

/** address -> asset id (BASE_COIN for the base coin) -> signed change in base units. */
export type BalanceChanges = Map<string, Map<bigint, bigint>>;

function add(changes: BalanceChanges, address: string, assetId: bigint, delta: bigint): void {
  if (delta === 0n) return;
  let byAsset = changes.get(address);
  if (!byAsset) {
    byAsset = new Map();
    changes.set(address, byAsset);
  }
  byAsset.set(assetId, (byAsset.get(assetId) ?? 0n) + delta);
}

function applyTransaction(changes: BalanceChanges, txn: Transaction, effects: AppliedEffects) {
  const sender = txn.sender.toString();
  add(changes, sender, BASE_COIN, -txn.fee);
  const pay = txn.payment;
  if (pay) {
    add(changes, sender, BASE_COIN, -pay.amount);
    add(changes, pay.receiver.toString(), BASE_COIN, pay.amount);
    const closing = effects.closingAmount ?? 0n;
    if (pay.closeRemainderTo && closing > 0n) {
      add(changes, sender, BASE_COIN, -closing);
      add(changes, pay.closeRemainderTo.toString(), BASE_COIN, closing);
    }
  }
  const axfer = txn.assetTransfer;
  if (axfer) {
    const from = axfer.assetSender?.toString() ?? sender;
    add(changes, from, axfer.assetIndex, -axfer.amount);
    add(changes, axfer.receiver.toString(), axfer.assetIndex, axfer.amount);
    const closing = effects.assetClosingAmount ?? 0n;
    if (axfer.closeRemainderTo && closing > 0n) {
      add(changes, sender, axfer.assetIndex, -closing);
      add(changes, axfer.closeRemainderTo.toString(), axfer.assetIndex, closing);
    }
  }
  const acfg = txn.assetConfig;
  if (acfg && !acfg.assetIndex && effects.createdAssetId !== undefined) {
    add(changes, sender, effects.createdAssetId, acfg.total);
  }
  for (const inner of effects.inner ?? []) applyTransaction(changes, inner.txn, inner.effects);
}

/**
 * The net change of every account the group touches, counting fees, close-remainder amounts
 * and asset closing amounts (an account being drained shows its whole balance leaving).
 * `applied[i]` are transaction i's simulated effects; missing ones count as nothing closed.
 */
export function balanceChanges(
  txns: readonly Transaction[],
  applied: readonly (AppliedEffects | undefined)[],
): BalanceChanges {
  const changes: BalanceChanges = new Map();
  txns.forEach((txn, i) => applyTransaction(changes, txn, applied[i] ?? {}));
  // Moves between two entries of the same account cancel out; drop what nets to zero.
  for (const [address, byAsset] of changes) {
    for (const [assetId, delta] of byAsset) if (delta === 0n) byAsset.delete(assetId);
    if (byAsset.size === 0) changes.delete(address);
  }
  return changes;
}

/**
 * Without a simulation, the closing amounts are estimated from the balances known now: all
 * that is left after the group's own payments leaves with the close. Better than showing a
 * drained account as losing only its fee.
 */
export function estimateClosings(
  txns: readonly Transaction[],
  balanceOf: (address: string, assetId: bigint) => bigint | undefined,
): AppliedEffects[] {
  const running = balanceChanges(txns, []);
  return txns.map((txn) => {
    const sender = txn.sender.toString();
    const effects: AppliedEffects = {};
    if (txn.payment?.closeRemainderTo) {
      const now = balanceOf(sender, BASE_COIN);
      const change = running.get(sender)?.get(BASE_COIN) ?? 0n;
      if (now !== undefined && now + change > 0n) effects.closingAmount = now + change;
    }
    const axfer = txn.assetTransfer;
    if (axfer?.closeRemainderTo) {
      const now = balanceOf(sender, axfer.assetIndex);
      const change = running.get(sender)?.get(axfer.assetIndex) ?? 0n;
      if (now !== undefined && now + change > 0n) effects.assetClosingAmount = now + change;
    }
    return effects;
  });
}
