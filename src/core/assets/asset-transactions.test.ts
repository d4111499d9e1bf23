import algosdk, { type SuggestedParams } from 'algosdk';
import { describe, expect, it } from 'vitest';
import {
  AssetActionError,
  buildAssetCreate,
  buildAssetDestroy,
  buildAssetFreeze,
  buildAssetModify,
  buildAssetRevoke,
  buildOptIn,
  buildOptOut,
  canDestroy,
  rolesOf,
  type ChainAsset,
} from './asset-transactions';
import { validateAssetCreate } from './asset-create';
import type { Authorizer } from '../fees/required-fee';
import {
  feeForSigned,
  MULTISIG_SENDER,
  perByteParams,
  REKEYED,
  TWO_OF_THREE,
} from '../../test/signed-fee';

const params: SuggestedParams = {
  fee: 1000n,
  flatFee: true,
  minFee: 1000n,
  firstValid: 10n,
  lastValid: 1010n,
  genesisID: 'devnet-v1',
  genesisHash: new Uint8Array(32).fill(3),
};
const [creator, manager, freezer, clawback, holder, other] = Array.from({ length: 6 }, () =>
  algosdk.generateAccount().addr.toString(),
) as [string, string, string, string, string, string];

const asset: ChainAsset = {
  id: 77n,
  creator,
  total: 100_000n,
  decimals: 2,
  defaultFrozen: false,
  manager,
  reserve: creator,
  freeze: freezer,
  clawback,
};

const roundTrip = (txn: algosdk.Transaction) =>
  algosdk.decodeUnsignedTransaction(algosdk.encodeUnsignedTransaction(txn));

describe('opt in and out', () => {
  it('opts in with a zero self-transfer', () => {
    const txn = roundTrip(buildOptIn(holder, 77n, params));
    expect(txn.type).toBe('axfer');
    expect(txn.sender.toString()).toBe(holder);
    expect(txn.assetTransfer?.receiver.toString()).toBe(holder);
    expect(txn.assetTransfer?.amount).toBe(0n);
    expect(txn.assetTransfer?.assetIndex).toBe(77n);
  });

  it('opts out by closing the holding to the creator', () => {
    const txn = roundTrip(buildOptOut(holder, asset, params));
    expect(txn.assetTransfer?.closeRemainderTo?.toString()).toBe(creator);
    expect(txn.assetTransfer?.receiver.toString()).toBe(creator);
  });
});

describe('create', () => {
  it('sends the scaled total and defaults the manager to the creator', () => {
    const checked = validateAssetCreate({
      total: '1000',
      decimals: 2,
      unitName: 'TUSD',
      assetName: 'Test dollar',
      url: '',
      metadataHash: '',
    });
    if (!checked.ok) throw new Error('invalid');
    const txn = roundTrip(
      buildAssetCreate(
        checked.params,
        { creator, defaultFrozen: false, manager: '', reserve: '', freeze: '', clawback: '' },
        params,
      ),
    );
    expect(txn.assetConfig?.total).toBe(100_000n);
    expect(txn.assetConfig?.decimals).toBe(2);
    expect(txn.assetConfig?.unitName).toBe('TUSD');
    expect(txn.assetConfig?.manager?.toString()).toBe(creator);
    expect(txn.assetConfig?.freeze).toBeUndefined();
  });
});

describe('modify', () => {
  it('carries every role over unless it changes', () => {
    const txn = roundTrip(buildAssetModify(asset, manager, { reserve: other }, params));
    expect(txn.assetConfig?.manager?.toString()).toBe(manager);
    expect(txn.assetConfig?.reserve?.toString()).toBe(other);
    expect(txn.assetConfig?.freeze?.toString()).toBe(freezer);
    expect(txn.assetConfig?.clawback?.toString()).toBe(clawback);
  });

  it('clears a role only when asked to', () => {
    const txn = roundTrip(buildAssetModify(asset, manager, { clawback: '' }, params));
    expect(txn.assetConfig?.clawback).toBeUndefined();
    expect(txn.assetConfig?.freeze?.toString()).toBe(freezer);
  });

  it('refuses a sender that is not the manager, a cleared role and bad addresses', () => {
    expect(() => buildAssetModify(asset, other, {}, params)).toThrow(AssetActionError);
    const cleared = { ...asset, freeze: undefined };
    expect(() => buildAssetModify(cleared, manager, { freeze: other }, params)).toThrow(
      /role-cleared/,
    );
    const allCleared = { manager: '', reserve: '', freeze: '', clawback: '' };
    expect(() => buildAssetModify(asset, manager, allCleared, params)).toThrow(/would-destroy/);
    expect(() => buildAssetModify(asset, manager, { reserve: 'NOT-AN-ADDRESS' }, params)).toThrow(
      /invalid-address/,
    );
  });
});

describe('freeze, revoke, destroy', () => {
  it('freezes a holder from the freeze address only', () => {
    const txn = roundTrip(buildAssetFreeze(asset, freezer, holder, true, params));
    expect(txn.assetFreeze?.frozen).toBe(true);
    expect(txn.assetFreeze?.freezeAccount.toString()).toBe(holder);
    expect(() => buildAssetFreeze(asset, manager, holder, true, params)).toThrow(/not-role-holder/);
  });

  it('revokes from a holder to a receiver, signed by the clawback', () => {
    const txn = roundTrip(buildAssetRevoke(asset, clawback, holder, other, 250n, params));
    expect(txn.sender.toString()).toBe(clawback);
    expect(txn.assetTransfer?.assetSender?.toString()).toBe(holder);
    expect(txn.assetTransfer?.receiver.toString()).toBe(other);
    expect(txn.assetTransfer?.amount).toBe(250n);
    expect(() => buildAssetRevoke(asset, freezer, holder, other, 1n, params)).toThrow(
      /not-role-holder/,
    );
  });

  it('destroys only while the creator holds everything', () => {
    expect(canDestroy(asset, 100_000n)).toBe(true);
    expect(canDestroy(asset, 99_999n)).toBe(false);
    expect(canDestroy(asset, undefined)).toBe(false);
    expect(canDestroy({ ...asset, manager: undefined }, 100_000n)).toBe(false);
    const txn = roundTrip(buildAssetDestroy(asset, manager, params));
    expect(txn.type).toBe('acfg');
    expect(txn.assetConfig?.assetIndex).toBe(77n);
    expect(txn.assetConfig?.total ?? 0n).toBe(0n);
  });

  it('names the roles an address holds', () => {
    expect(rolesOf(asset, creator)).toEqual(['reserve']);
    expect(rolesOf(asset, manager)).toEqual(['manager']);
    expect(rolesOf(asset, other)).toEqual([]);
  });
});

describe('fees sized for the real signer (issue 27 item 4)', () => {
  const raised = perByteParams(params);
  const checked = validateAssetCreate({
    total: '10',
    decimals: 0,
    unitName: 'FEE',
    assetName: 'Fee test',
    url: '',
    metadataHash: '',
  });
  if (!checked.ok) throw new Error('invalid');
  // Every builder, sent by `sender` holding every role of the asset.
  const builders: Record<string, (sender: string, a: Authorizer) => algosdk.Transaction> = {
    'opt-in': (s, a) => buildOptIn(s, 77n, raised, a),
    'opt-out': (s, a) => buildOptOut(s, { ...asset, creator }, raised, a),
    create: (s, a) =>
      buildAssetCreate(
        checked.params,
        { creator: s, defaultFrozen: false, manager: '', reserve: '', freeze: '', clawback: '' },
        raised,
        a,
      ),
    modify: (s, a) => buildAssetModify({ ...asset, manager: s }, s, { reserve: other }, raised, a),
    freeze: (s, a) => buildAssetFreeze({ ...asset, freeze: s }, s, holder, true, raised, a),
    revoke: (s, a) => buildAssetRevoke({ ...asset, clawback: s }, s, holder, other, 5n, raised, a),
    destroy: (s, a) => buildAssetDestroy({ ...asset, manager: s }, s, raised, a),
  };
  const signers: [string, string, Authorizer][] = [
    ['a rekeyed sender', holder, REKEYED],
    ['a 2-of-3 multisig sender', MULTISIG_SENDER, TWO_OF_THREE],
  ];
  for (const [action, build] of Object.entries(builders)) {
    for (const [who, sender, authorizer] of signers) {
      it(`${action} by ${who} pays the node's fee for the signed bytes`, () => {
        const txn = build(sender, authorizer);
        expect(txn.fee).toBe(feeForSigned(txn, authorizer));
      });
    }
  }
});
