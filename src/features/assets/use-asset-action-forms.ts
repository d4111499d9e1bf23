import { isValidAddress } from 'algosdk';
import { useState } from 'react';
import { useStore } from 'zustand';
import {
  ASSET_ROLES,
  buildAssetDestroy,
  buildAssetFreeze,
  buildAssetModify,
  buildAssetRevoke,
  type AssetRole,
} from '../../core/assets/asset-transactions';
import { effectiveEnvironment } from '../../core/config/settings';
import { currentNfdClient } from '../../infra/names/current-nfd';
import { selectContacts, sessionStore } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { useReceiver } from '../../ui/receiver/use-receiver';
import { useAmountInput, useAmountTextsFollowLanguage } from '../../ui/use-amount-format';
import type { AssetActionState } from './use-asset-action-page';

// The forms of /asset/{action}/{assetId}. Each builds its transaction through the page's one
// `prepare` mutation, which fetches the suggested params and opens the review.

const badAddress = (address: string) => address !== '' && !isValidAddress(address);

/** Modify: the four role addresses; clearing one is for ever, so it must be acknowledged. */
export function useModifyForm(page: AssetActionState) {
  const asset = page.chainAsset!;
  const [values, setValues] = useState(() =>
    Object.fromEntries(ASSET_ROLES.map((role) => [role, asset[role] ?? ''])),
  );
  const [understood, setUnderstood] = useState(false);
  const changes: Partial<Record<AssetRole, string>> = {};
  for (const role of ASSET_ROLES) {
    if ((values[role] ?? '') !== (asset[role] ?? '')) changes[role] = values[role] ?? '';
  }
  const clearing = ASSET_ROLES.filter((role) => changes[role] === '');
  const invalid = ASSET_ROLES.filter((role) => values[role] && !isValidAddress(values[role]));
  const unchanged = Object.keys(changes).length === 0;
  return {
    asset,
    values,
    setValue(role: AssetRole, value: string) {
      setValues((v) => ({ ...v, [role]: value }));
    },
    understood,
    setUnderstood,
    clearing,
    invalid,
    unchanged,
    blocked: unchanged || invalid.length > 0 || (clearing.length > 0 && !understood),
    submit() {
      page.prepare.mutate((params, authorizer) =>
        buildAssetModify(asset, page.holder!.addr, changes, params, authorizer),
      );
    },
  };
}

export type FreezeChoice = 'freeze' | 'unfreeze';

/** Freeze: one holder, frozen or not. */
export function useFreezeForm(page: AssetActionState) {
  const asset = page.chainAsset!;
  const [holder, setHolder] = useState('');
  const [frozen, setFrozen] = useState<FreezeChoice>('freeze');
  const invalid = badAddress(holder);
  return {
    holder,
    setHolder,
    frozen,
    setFrozen,
    invalid,
    blocked: !holder || invalid,
    submit() {
      page.prepare.mutate((params, authorizer) =>
        buildAssetFreeze(asset, page.holder!.addr, holder, frozen === 'freeze', params, authorizer),
      );
    },
  };
}

/** Revoke: from a holder to a receiver (the clawback account unless changed), in units. */
export function useRevokeForm(page: AssetActionState) {
  const asset = page.chainAsset!;
  const [holder, setHolder] = useState('');
  const [receiver, setReceiver] = useState(page.holder!.addr);
  const [amount, setAmount] = useState('');
  const amountInput = useAmountInput();
  useAmountTextsFollowLanguage((convert) => setAmount(convert));
  const parsed = amount ? amountInput.parse(amount, asset.decimals) : null;
  // The receiver may be a .algo name (issue 26): the asset goes to its deposit account.
  const env = useStore(settingsStore, (s) => effectiveEnvironment(s.settings, s.config));
  const names = useReceiver({
    text: receiver,
    active: true,
    accounts: useStore(sessionStore, (s) => s.accounts),
    contacts: useStore(sessionStore, selectContacts),
    nfd: currentNfdClient(env),
    env,
    sender: page.holder!.addr,
  });
  const to = names.nameState.kind === 'found' ? names.address! : receiver;
  // A name speaks for itself under the field; only a typed address can be invalid.
  const badReceiver = names.nameState.kind === 'none' && badAddress(receiver);
  return {
    holder,
    setHolder,
    receiver,
    setReceiver,
    names,
    namesOn: currentNfdClient(env) !== null,
    amount,
    setAmount,
    parsed,
    separatorsExample: amountInput.example,
    badHolder: badAddress(holder),
    badReceiver,
    blocked:
      !holder || !receiver || badAddress(holder) || badReceiver || names.blocked || !parsed?.ok,
    submit() {
      if (!parsed?.ok || names.blocked) return;
      page.prepare.mutate((params, authorizer) =>
        buildAssetRevoke(asset, page.holder!.addr, holder, to, parsed.value, params, authorizer),
      );
    },
  };
}

/** Destroy: offered only once the creator holds the whole supply. */
export function destroyAsset(page: AssetActionState) {
  const asset = page.chainAsset!;
  page.prepare.mutate((params, authorizer) =>
    buildAssetDestroy(asset, page.holder!.addr, params, authorizer),
  );
}
