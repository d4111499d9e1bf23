import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { formatAmount, formatAmountWithUnit } from '../../core/format/amount';
import { NATIVE_DECIMALS } from '../../core/format/asset-units';
import { useAmountInput, useAmountTextsFollowLanguage } from '../../ui/use-amount-format';
import { buildReceiveRequest, type AmountProblem } from './receive-request';
import type { ReceiveAsset } from './use-receive-assets';

// The payment-request form's state: what the user types, read by receive-request's rules into
// the link (or the problems) the sections show.

export interface ReceiveFormInput {
  address: string;
  tokenSymbol: string;
  network?: string;
  assets: readonly ReceiveAsset[];
}

export function useReceiveForm({ address, tokenSymbol, network, assets }: ReceiveFormInput) {
  const { t } = useTranslation();
  const amountInput = useAmountInput();
  const { separators } = amountInput;
  const [amount, setAmount] = useState('');
  useAmountTextsFollowLanguage((convert) => setAmount(convert));
  const [assetKey, setAssetKey] = useState('');
  const [note, setNote] = useState('');
  const [noteEditable, setNoteEditable] = useState(true);
  const [label, setLabel] = useState('');

  const asset = assets.find((a) => a.id.toString() === assetKey);
  const decimals = asset ? asset.decimals : NATIVE_DECIMALS;
  const unit = asset ? (asset.unitName ?? asset.name ?? asset.id.toString()) : tokenSymbol;
  const request = buildReceiveRequest(
    address,
    { amount, assetId: asset?.id, note, noteEditable, label },
    decimals,
    network,
    separators,
  );
  const problems = request.ok ? {} : request.problems;
  // Said under the QR code, so the person sees what the code asks for before showing it.
  const requested = request.ok ? request.request.amount : undefined;
  const requestText =
    requested !== undefined && decimals !== undefined
      ? t('receive.requesting', {
          amount: formatAmountWithUnit(requested, decimals, unit, separators),
        })
      : null;

  const amountError = (problem: AmountProblem | undefined) => {
    switch (problem?.kind) {
      case undefined:
        return null;
      case 'too-small':
        return t('receive.amountTooSmall', {
          min: formatAmount(problem.min, problem.decimals, separators),
        });
      case 'too-large':
        return t('receive.amountTooLarge', {
          max: formatAmount(problem.max, problem.decimals, separators),
        });
      case 'too-many-decimals':
        return t('receive.amountTooManyDecimals', { decimals: problem.decimals });
      case 'bad-separators':
        return t('pay.problems.amount-separators', { example: amountInput.example });
      default:
        return t('receive.amountNotNumber', { example: amountInput.text(1_500_000n, 6) });
    }
  };

  const assetOptions = [
    { value: '', label: t('receive.nativeAsset', { symbol: tokenSymbol }) },
    ...assets.map((a) => {
      const id = a.id.toString();
      if (a.status === 'loading') return { value: id, label: t('receive.assetLoading', { id }) };
      if (a.status === 'error') return { value: id, label: t('receive.assetUnavailable', { id }) };
      const name = [a.name, a.unitName && `(${a.unitName})`].filter(Boolean).join(' ');
      return { value: id, label: name ? t('receive.assetOption', { name, id }) : id };
    }),
  ];

  return {
    fields: { amount, assetKey, note, noteEditable, label },
    setAmount,
    setAssetKey,
    setNote,
    setNoteEditable,
    setLabel,
    asset,
    decimals,
    unit,
    assetOptions,
    request,
    requestText,
    amountError: amountError(problems.amount),
    noteError: problems.note ? t('receive.noteTooLong', { max: problems.note.max }) : undefined,
  };
}

export type ReceiveFormState = ReturnType<typeof useReceiveForm>;
