// One transaction per asset action (second spec document, sections 2 and 6), built from what
// the chain says about the asset. The reconfigure trap is handled here: an asset-config
// transaction that leaves a role address out clears it for ever, so every role is always
// carried over explicitly and only an explicit "clear" empties one.

import {
  isValidAddress,
  makeAssetConfigTxnWithSuggestedParamsFromObject,
  makeAssetCreateTxnWithSuggestedParamsFromObject,
  makeAssetDestroyTxnWithSuggestedParamsFromObject,
  makeAssetFreezeTxnWithSuggestedParamsFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import { withRequiredFee, type Authorizer } from '../fees/required-fee';
import type { AssetCreateParams } from './asset-create';

/** What holding one more asset adds to an account's minimum balance (microAlgos). */
export const OPT_IN_MIN_BALANCE_INCREASE = 100_000n;

export const ASSET_ROLES = ['manager', 'reserve', 'freeze', 'clawback'] as const;
export type AssetRole = (typeof ASSET_ROLES)[number];

/** The asset as the chain describes it; empty role addresses are cleared ones. */
export interface ChainAsset {
  id: bigint;
  creator: string;
  total: bigint;
  decimals: number;
  defaultFrozen: boolean;
  manager?: string;
  reserve?: string;
  freeze?: string;
  clawback?: string;
}

export class AssetActionError extends Error {
  constructor(
    readonly code: 'not-role-holder' | 'role-cleared' | 'invalid-address' | 'would-destroy',
  ) {
    super(`Asset action refused: ${code}`);
    this.name = 'AssetActionError';
  }
}

function requireRole(asset: ChainAsset, role: AssetRole, sender: string): void {
  const holder = asset[role];
  if (!holder) throw new AssetActionError('role-cleared');
  if (holder !== sender) throw new AssetActionError('not-role-holder');
}

/** The roles an address holds for an asset (what the asset pages offer it). */
export function rolesOf(asset: ChainAsset, address: string): AssetRole[] {
  return ASSET_ROLES.filter((role) => asset[role] === address);
}

/** A zero-amount transfer to oneself: how an account starts holding an asset. */
export function buildOptIn(
  account: string,
  assetId: bigint,
  params: SuggestedParams,
  authorizer?: Authorizer,
): Transaction {
  return withRequiredFee(
    makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: account,
      receiver: account,
      amount: 0n,
      assetIndex: assetId,
      suggestedParams: params,
    }),
    params,
    { authorizer },
  );
}

/** Ends the holding: whatever is left goes to the creator (the spec's opt-out). */
export function buildOptOut(
  account: string,
  asset: ChainAsset,
  params: SuggestedParams,
  authorizer?: Authorizer,
) {
  return withRequiredFee(
    makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: account,
      receiver: asset.creator,
      closeRemainderTo: asset.creator,
      amount: 0n,
      assetIndex: asset.id,
      suggestedParams: params,
    }),
    params,
    { authorizer },
  );
}

export interface AssetCreateRoles {
  creator: string;
  defaultFrozen: boolean;
  /** Empty means the creator (spec default) for the manager, and "none" for the rest. */
  manager: string;
  reserve: string;
  freeze: string;
  clawback: string;
  note?: Uint8Array;
}

export function buildAssetCreate(
  asset: AssetCreateParams,
  roles: AssetCreateRoles,
  params: SuggestedParams,
  authorizer?: Authorizer,
): Transaction {
  const optional = (address: string) => {
    if (!address) return undefined;
    if (!isValidAddress(address)) throw new AssetActionError('invalid-address');
    return address;
  };
  return withRequiredFee(
    makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: roles.creator,
      total: asset.total,
      decimals: asset.decimals,
      defaultFrozen: roles.defaultFrozen,
      unitName: asset.unitName || undefined,
      assetName: asset.assetName || undefined,
      assetURL: asset.url || undefined,
      assetMetadataHash: asset.metadataHash,
      manager: optional(roles.manager) ?? roles.creator,
      reserve: optional(roles.reserve),
      freeze: optional(roles.freeze),
      clawback: optional(roles.clawback),
      note: roles.note && roles.note.length > 0 ? roles.note : undefined,
      suggestedParams: params,
    }),
    params,
    { authorizer },
  );
}

/**
 * The manager's reconfiguration. `changes` names only what changes: an address sets the role,
 * '' clears it (permanent). A cleared role cannot be set again, as the protocol says.
 */
export function buildAssetModify(
  asset: ChainAsset,
  sender: string,
  changes: Partial<Record<AssetRole, string>>,
  params: SuggestedParams,
  authorizer?: Authorizer,
): Transaction {
  requireRole(asset, 'manager', sender);
  const next = {} as Record<AssetRole, string | undefined>;
  for (const role of ASSET_ROLES) {
    const change = changes[role];
    if (change === undefined) {
      next[role] = asset[role] || undefined;
      continue;
    }
    if (change !== '' && !asset[role]) throw new AssetActionError('role-cleared');
    if (change !== '' && !isValidAddress(change)) throw new AssetActionError('invalid-address');
    next[role] = change || undefined;
  }
  // A config transaction with no addresses at all is a destroy, whatever the user meant.
  if (ASSET_ROLES.every((role) => !next[role])) throw new AssetActionError('would-destroy');
  return withRequiredFee(
    makeAssetConfigTxnWithSuggestedParamsFromObject({
      sender,
      assetIndex: asset.id,
      ...next,
      strictEmptyAddressChecking: false,
      suggestedParams: params,
    }),
    params,
    { authorizer },
  );
}

export function buildAssetFreeze(
  asset: ChainAsset,
  sender: string,
  holder: string,
  frozen: boolean,
  params: SuggestedParams,
  authorizer?: Authorizer,
): Transaction {
  requireRole(asset, 'freeze', sender);
  if (!isValidAddress(holder)) throw new AssetActionError('invalid-address');
  return withRequiredFee(
    makeAssetFreezeTxnWithSuggestedParamsFromObject({
      sender,
      assetIndex: asset.id,
      freezeTarget: holder,
      frozen,
      suggestedParams: params,
    }),
    params,
    { authorizer },
  );
}

/** Clawback: moves `amount` base units from a holder to a receiver, signed by the clawback. */
export function buildAssetRevoke(
  asset: ChainAsset,
  sender: string,
  holder: string,
  receiver: string,
  amount: bigint,
  params: SuggestedParams,
  authorizer?: Authorizer,
): Transaction {
  requireRole(asset, 'clawback', sender);
  if (!isValidAddress(holder) || !isValidAddress(receiver)) {
    throw new AssetActionError('invalid-address');
  }
  return withRequiredFee(
    makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender,
      assetSender: holder,
      receiver,
      amount,
      assetIndex: asset.id,
      suggestedParams: params,
    }),
    params,
    { authorizer },
  );
}

/** The protocol destroys an asset only while its creator holds the whole supply. */
export function canDestroy(asset: ChainAsset, creatorHolding: bigint | undefined): boolean {
  return Boolean(asset.manager) && creatorHolding === asset.total;
}

export function buildAssetDestroy(
  asset: ChainAsset,
  sender: string,
  params: SuggestedParams,
  authorizer?: Authorizer,
) {
  requireRole(asset, 'manager', sender);
  return withRequiredFee(
    makeAssetDestroyTxnWithSuggestedParamsFromObject({
      sender,
      assetIndex: asset.id,
      suggestedParams: params,
    }),
    params,
    { authorizer },
  );
}
