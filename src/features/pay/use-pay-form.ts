import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { walletControls } from '../../core/accounts/rekey-target';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { authorizerFor } from '../../core/fees/authorizer';
import { formatAmount } from '../../core/format/amount';
import {
  formPaymentFee,
  formToDraft,
  payableFee,
  rangeProblems,
  type FormProblem,
  type PayField,
  type PayFormValues,
} from '../../core/payments/pay-form';
import { maxAmount, type PaymentDraft } from '../../core/payments/payment-draft';
import { useStore } from 'zustand';
import { effectiveEnvironment } from '../../core/config/settings';
import { currentNfdClient } from '../../infra/names/current-nfd';
import { suggestedParamsQuery } from '../../infra/transactions/fee-params';
import { selectContacts, sessionStore } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { useAmountInput } from '../../ui/use-amount-format';
import { useReceiver } from '../../ui/receiver/use-receiver';
import { factsFor, type PayAsset, type PaySource } from './use-pay-assets';

// The pay form's state: the values belong to the page (a link or a scan fills them), the
// problems found on Review belong here; the sections only show what this hook reads.

export interface PayFormProps {
  rekey: boolean;
  values: PayFormValues;
  onChange: (values: PayFormValues) => void;
  /** Accounts the user may pay from (can sign, this network). */
  payers: PublicAccount[];
  /** All wallet accounts (pay-to and rekey-to "own account" tabs). */
  accounts: PublicAccount[];
  /** The sender came in the route: no selector. */
  fromLocked: boolean;
  /** A payment link's xnote: shown, not editable. */
  noteLocked: boolean;
  network: string;
  source: PaySource;
  /** Text read by the camera for the pay-to field (an address or a payment link). */
  onScanned: (text: string) => void;
  onReview: (draft: PaymentDraft, asset: PayAsset) => void;
  onCancel: () => void;
  busy: boolean;
}

export const accountLabel = (a: PublicAccount) =>
  `${a.name} (${a.addr.slice(0, 6)}…${a.addr.slice(-4)})`;

export function usePayForm({
  rekey,
  values,
  onChange,
  accounts,
  network,
  source,
  onScanned,
  onReview,
}: PayFormProps) {
  const { t } = useTranslation();
  const amountInput = useAmountInput();
  const { separators } = amountInput;
  /** Shown to the user: the language's separators. */
  const shown = (amount: bigint, decimals: number) => formatAmount(amount, decimals, separators);
  const [problems, setProblems] = useState<Partial<Record<PayField, FormProblem>>>({});
  const set = (patch: Partial<PayFormValues>) => {
    onChange({ ...values, ...patch });
    setProblems({});
  };

  const asset = source.assets.find((a) => a.id === values.assetId) ?? source.assets[0]!;
  // An ARC-200 token is checked like an asset held (its balance, its decimals) under its app id.
  const asCore = (v: PayFormValues) =>
    asset.arc200 ? { ...v, assetId: asset.arc200.toString() } : v;
  const fee = amountInput.parse(values.fee, 6);
  const facts = factsFor(source, values.assetId);
  // The maximum leaves room for the fee the node asks when that is more than the typed one.
  const feeParams = useQuery(suggestedParamsQuery(network));
  const nodeFee = feeParams.data
    ? formPaymentFee(
        asCore(values),
        { rekey, facts },
        feeParams.data,
        authorizerFor(values.payFrom, accounts, source.authAddress),
      )
    : undefined;
  const max =
    facts && fee.ok
      ? maxAmount(
          facts,
          payableFee(fee.value, nodeFee),
          asset.arc200 ?? (asset.id ? BigInt(asset.id) : undefined),
        )
      : undefined;
  const payTo = values.payToMode === 'own' ? values.payToOwn : values.payToOther;
  const env = useStore(settingsStore, (s) => effectiveEnvironment(s.settings, s.config));
  const contacts = useStore(sessionStore, selectContacts);
  const receiver = useReceiver({
    text: values.payToOther,
    active: values.payToMode === 'other',
    accounts,
    contacts,
    nfd: currentNfdClient(env),
    env,
    sender: values.payFrom,
  });
  const rekeyTo = values.rekeyMode === 'own' ? values.rekeyToOwn : values.rekeyToOther;
  // The amount and fee out of range show their message as typed and hold Review back; nothing
  // brings them into range (issue 23). The other problems are reported when Review is pressed.
  const outOfRange = rangeProblems(asCore(values), {
    rekey,
    decimals: asset.decimals,
    facts,
    nodeFee,
    separators,
  });
  const canReview =
    Boolean(values.payFrom && payTo.trim() && (!rekey || rekeyTo.trim())) &&
    Object.keys(outOfRange).length === 0 &&
    !receiver.blocked;
  const problemText = (field: PayField) => {
    const problem = problems[field] ?? outOfRange[field];
    if (!problem) return undefined;
    return t(`pay.problems.${problem}`, {
      max: max === undefined ? '' : shown(max, asset.decimals),
      example: amountInput.example,
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A .algo name is paid at the deposit account it resolved to, shown under the field.
    const resolved = receiver.nameState.kind === 'found' ? receiver.address : null;
    const checked = resolved ? { ...values, payToOther: resolved } : values;
    const result = formToDraft(asCore(checked), {
      rekey,
      decimals: asset.decimals,
      facts,
      nodeFee,
      separators,
    });
    if (!result.ok) return setProblems(result.problems);
    onReview(result.draft, asset);
  };

  const ownOptions = accounts
    .filter((a) => !a.isHidden)
    .map((a) => ({ value: a.addr, label: accountLabel(a) }));
  // Rekeying to an account the wallet cannot sign for (a watch account) would lose it.
  const rekeyOptions = ownOptions.filter((o) => walletControls(o.value, accounts));

  return {
    values,
    set,
    asset,
    max,
    shown,
    problemText,
    amountHasProblem: Boolean(problems.amount ?? outOfRange.amount),
    /** The node's fee when it is above the typed one (the payment pays the node's). */
    nodeFeeAbove: nodeFee !== undefined && fee.ok && nodeFee > fee.value ? nodeFee : undefined,
    // The field's own format (the language's decimal mark, no grouping), read back as is.
    setMax: () => {
      if (max !== undefined) set({ amount: amountInput.text(max, asset.decimals) });
    },
    canReview,
    submit,
    ownOptions,
    rekeyOptions,
    receiver,
    scanned: (text: string) => {
      setProblems({});
      onScanned(text);
    },
  };
}

export type PayFormState = ReturnType<typeof usePayForm>;
