import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import { effectiveEnvironment } from '../../core/config/settings';
import type { AssetUnits } from '../../core/format/asset-units';
import {
  buildGatewayOutputs,
  type GatewayBuilderField,
  type GatewayBuilderProblemCode,
  type GatewayOutputs,
} from '../../core/gateway/builder';
import { gatewayBuilderAssets, type GatewayBuilderAsset } from '../../core/gateway/builder-assets';
import { ENVIRONMENTS } from '../../core/networks/environments';
import { assetUnitsQuery } from '../../infra/chain/asset-units';
import { currentChain } from '../../infra/chain/indexer-client';
import { currentNfdClient } from '../../infra/names/current-nfd';
import { selectContacts, sessionStore } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { useReceiver } from '../../ui/receiver/use-receiver';
import { useAmountInput, useAmountTextsFollowLanguage } from '../../ui/use-amount-format';
import { useAssetUnits } from '../../ui/use-asset-units';

// The payment gateway builder's state (/payment-gateway/{account}): what the merchant types,
// read by core/gateway/builder's rules into the problems and outputs the sections show.

export interface GatewayBuilderFields {
  /** The select's value: '' for the native coin, else the asset id. */
  asset: string;
  payTo: string;
  amount: string;
  matchingSymbol: string;
  fee: string;
  successUrl: string;
  cancelUrl: string;
}

export interface BuilderAssetOption extends GatewayBuilderAsset {
  /** The select's value. */
  value: string;
  /** Name and decimals from the chain; undefined while loading or when the lookup failed. */
  units: AssetUnits | undefined;
}

/** The builder's outcome: outputs, the problems per field, or waiting for the asset's decimals. */
export type BuilderView =
  | { kind: 'outputs'; outputs: GatewayOutputs }
  | { kind: 'problems'; required: boolean; fields: BuilderFieldProblems }
  | { kind: 'loading-asset' };

export type BuilderFieldProblems = Partial<Record<GatewayBuilderField, GatewayBuilderProblemCode>>;

/** Problems by field, the first one of each field kept; 'required' is reported on its own. */
export function problemsByField(
  problems: readonly { field: GatewayBuilderField; code: GatewayBuilderProblemCode }[],
): { required: boolean; fields: BuilderFieldProblems } {
  const fields: BuilderFieldProblems = {};
  let required = false;
  for (const { field, code } of problems) {
    if (code === 'required') required = true;
    else fields[field] ??= code;
  }
  return { required, fields };
}

export const assetValue = (id: bigint | null): string => (id === null ? '' : id.toString());

export function useGatewayBuilder(account: string | undefined) {
  const { t } = useTranslation();
  const amountInput = useAmountInput();
  const env = useStore(settingsStore, (s) => effectiveEnvironment(s.settings, s.config));
  const network = currentChain().network;
  const tokenSymbol = ENVIRONMENTS[env].tokenSymbol;
  const [buildMode, setBuildMode] = useState(false);
  const [fields, setFields] = useState<GatewayBuilderFields>({
    asset: '',
    payTo: account ?? '',
    amount: '',
    matchingSymbol: '',
    fee: '',
    successUrl: '',
    cancelUrl: '',
  });
  const setField = (field: keyof GatewayBuilderFields, value: string) =>
    setFields((current) => ({ ...current, [field]: value }));
  // A Hungarian "1,5" must not become 15 when the language changes to English.
  useAmountTextsFollowLanguage((convert) =>
    setFields((current) => ({
      ...current,
      amount: convert(current.amount),
      fee: convert(current.fee),
    })),
  );

  const listed = gatewayBuilderAssets(network);
  const ids = listed.flatMap((asset) => (asset.id === null ? [] : [asset.id]));
  const units = useAssetUnits(ids, (id) => assetUnitsQuery(network, id));
  const assets: BuilderAssetOption[] = listed.map((asset) => ({
    ...asset,
    value: assetValue(asset.id),
    units:
      asset.id === null
        ? { decimals: 6, unitName: tokenSymbol, name: tokenSymbol }
        : units.get(asset.id.toString()),
  }));
  const chosen = assets.find((asset) => asset.value === fields.asset);
  const decimals = chosen?.units?.decimals;
  // Pay-to takes a .algo name too (issue 26): the links carry the deposit account it resolves to.
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const contacts = useStore(sessionStore, selectContacts);
  const receiver = useReceiver({
    text: fields.payTo,
    active: true,
    accounts,
    contacts,
    nfd: currentNfdClient(env),
    env,
  });
  const payTo = receiver.nameState.kind === 'found' ? receiver.address! : fields.payTo;

  let view: BuilderView;
  if (chosen && decimals === undefined) view = { kind: 'loading-asset' };
  // The field says why (a name still resolving or leading nowhere, a look-alike not retyped).
  else if (receiver.blocked) view = { kind: 'problems', required: false, fields: {} };
  else {
    const result = buildGatewayOutputs(
      {
        ...fields,
        payTo,
        asset: chosen ? chosen.id : undefined,
        decimals: decimals ?? 6,
        separators: amountInput.separators,
      },
      { origin: window.location.origin, buttonLabel: t('gateway.builder.buttonLabel') },
    );
    view = result.ok
      ? { kind: 'outputs', outputs: result.outputs }
      : { kind: 'problems', ...problemsByField(result.problems) };
  }

  return {
    buildMode,
    setBuildMode,
    fields,
    setField,
    assets,
    chosen,
    tokenSymbol,
    network,
    view,
    receiver,
    /** Whether .algo names resolve on this network (the pay-to placeholder mentions them). */
    names: currentNfdClient(env) !== null,
    amountExample: amountInput.example,
  };
}

export type GatewayBuilder = ReturnType<typeof useGatewayBuilder>;
