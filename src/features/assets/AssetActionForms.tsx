import { Alert, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { canDestroy } from '../../core/assets/asset-transactions';
import { formatAmount } from '../../core/format/amount';
import { ReceiverField } from '../../ui/receiver/ReceiverField';
import { useNumberSeparators } from '../../ui/use-amount-format';
import { ActionFormFrame } from './ActionFormFrame';
import { Choice } from './Choice';
import type { AssetActionState } from './use-asset-action-page';
import {
  destroyAsset,
  useFreezeForm,
  useRevokeForm,
  type FreezeChoice,
} from './use-asset-action-forms';

type Props = { page: AssetActionState };

export function FreezeForm({ page }: Props) {
  const { t } = useTranslation();
  const form = useFreezeForm(page);
  return (
    <ActionFormFrame page={page} onSubmit={form.submit} blocked={form.blocked}>
      <TextInput
        label={t('assets.action.holder')}
        value={form.holder}
        onChange={(e) => form.setHolder(e.currentTarget.value.trim())}
        error={form.invalid && t('assets.create.problem.invalid-address')}
        spellCheck={false}
        required
      />
      <Choice<FreezeChoice>
        label={t('assets.action.freeze.choice')}
        value={form.frozen}
        onChange={form.setFrozen}
        options={[
          { value: 'freeze', label: t('assets.action.freeze.freeze') },
          { value: 'unfreeze', label: t('assets.action.freeze.unfreeze') },
        ]}
      />
    </ActionFormFrame>
  );
}

export function RevokeForm({ page }: Props) {
  const { t } = useTranslation();
  const form = useRevokeForm(page);
  const { parsed } = form;
  return (
    <ActionFormFrame page={page} onSubmit={form.submit} blocked={form.blocked}>
      <TextInput
        label={t('assets.action.holder')}
        value={form.holder}
        onChange={(e) => form.setHolder(e.currentTarget.value.trim())}
        error={form.badHolder && t('assets.create.problem.invalid-address')}
        spellCheck={false}
        required
      />
      <ReceiverField
        label={t('assets.action.revoke.receiver')}
        showLabel
        placeholder={form.namesOn ? t('pay.names.placeholderName') : ''}
        value={form.receiver}
        onChange={(text) => form.setReceiver(text.trim())}
        error={form.badReceiver && t('assets.create.problem.invalid-address')}
        receiver={form.names}
        required
      />
      <TextInput
        label={t('assets.action.revoke.amount')}
        inputMode="decimal"
        value={form.amount}
        onChange={(e) => form.setAmount(e.currentTarget.value)}
        error={
          parsed &&
          !parsed.ok &&
          (parsed.error === 'bad-separators'
            ? t('pay.problems.amount-separators', { example: form.separatorsExample })
            : t('assets.action.revoke.badAmount'))
        }
        required
      />
    </ActionFormFrame>
  );
}

export function DestroyPanel({ page }: Props) {
  const { t } = useTranslation();
  const asset = page.chainAsset!;
  const separators = useNumberSeparators();
  if (page.creatorInfo.isPending) return null;
  if (!canDestroy(asset, page.creatorHolding)) {
    const units = (amount: bigint) =>
      formatAmount(amount, asset.decimals, separators, { fixed: true });
    return (
      <Alert color="yellow" role="status">
        {t('assets.action.destroy.notAll', {
          held: units(page.creatorHolding ?? 0n),
          total: units(asset.total),
        })}
      </Alert>
    );
  }
  return (
    <ActionFormFrame page={page} onSubmit={() => destroyAsset(page)}>
      <Alert color="red" role="alert">
        {t('assets.action.destroy.warning')}
      </Alert>
    </ActionFormFrame>
  );
}
