import '@mantine/core/styles/SegmentedControl.layer.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { isValidAddress } from 'algosdk';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../core/format/amount';
import {
  ASSET_ROLES,
  AssetActionError,
  buildAssetDestroy,
  buildAssetFreeze,
  buildAssetModify,
  buildAssetRevoke,
  canDestroy,
  type AssetRole,
} from '../../core/assets/asset-transactions';
import { describeError } from '../../ui/errors';
import {
  useAmountInput,
  useAmountTextsFollowLanguage,
  useNumberSeparators,
} from '../../ui/use-amount-format';
import type { AssetActionState } from './use-asset-action';

type Props = { page: AssetActionState };

/** The form's submit row: the build error (a rule or the node) under the button. */
function Submit({ page, label, disabled }: Props & { label: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const error = page.prepare.error;
  return (
    <Stack gap="xs">
      {error && (
        <Text c="red" size="sm" role="alert">
          {error instanceof AssetActionError
            ? t(`assets.action.error.${error.code}`)
            : describeError(error, t)}
        </Text>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={page.prepare.isPending} disabled={disabled}>
          {label}
        </Button>
      </Group>
    </Stack>
  );
}

function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack>{children}</Stack>
    </form>
  );
}

export function ModifyForm({ page }: Props) {
  const { t } = useTranslation();
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
  return (
    <Form
      onSubmit={() =>
        page.prepare.mutate((params) => buildAssetModify(asset, page.holder!.addr, changes, params))
      }
    >
      {ASSET_ROLES.map((role) => (
        <TextInput
          key={role}
          label={t(`assets.role.${role}`)}
          value={values[role]}
          disabled={!asset[role]}
          description={!asset[role] ? t('assets.action.modify.clearedForEver') : undefined}
          onChange={(e) => {
            const value = e.currentTarget.value.trim();
            setValues((v) => ({ ...v, [role]: value }));
          }}
          error={invalid.includes(role) && t('assets.create.problem.invalid-address')}
          spellCheck={false}
        />
      ))}
      {clearing.length > 0 && (
        <Alert color="red" role="alert" title={t('assets.action.modify.clearTitle')}>
          <Stack gap="xs">
            <Text size="sm">
              {t('assets.action.modify.clearText', {
                roles: clearing.map((role) => t(`assets.role.${role}`)).join(', '),
              })}
            </Text>
            <Checkbox
              label={t('assets.action.modify.understand')}
              checked={understood}
              onChange={(e) => setUnderstood(e.currentTarget.checked)}
            />
          </Stack>
        </Alert>
      )}
      {Object.keys(changes).length === 0 && (
        <Text size="sm" c="dimmed">
          {t('assets.action.modify.nothing')}
        </Text>
      )}
      <Submit
        page={page}
        label={t('assets.create.review')}
        disabled={
          Object.keys(changes).length === 0 ||
          invalid.length > 0 ||
          (clearing.length > 0 && !understood)
        }
      />
    </Form>
  );
}

export function FreezeForm({ page }: Props) {
  const { t } = useTranslation();
  const asset = page.chainAsset!;
  const [holder, setHolder] = useState('');
  const [frozen, setFrozen] = useState<'freeze' | 'unfreeze'>('freeze');
  const invalid = holder !== '' && !isValidAddress(holder);
  return (
    <Form
      onSubmit={() =>
        page.prepare.mutate((params) =>
          buildAssetFreeze(asset, page.holder!.addr, holder, frozen === 'freeze', params),
        )
      }
    >
      <TextInput
        label={t('assets.action.holder')}
        value={holder}
        onChange={(e) => setHolder(e.currentTarget.value.trim())}
        error={invalid && t('assets.create.problem.invalid-address')}
        spellCheck={false}
        required
      />
      <SegmentedControl
        aria-label={t('assets.action.freeze.choice')}
        value={frozen}
        onChange={(value) => setFrozen(value as 'freeze' | 'unfreeze')}
        data={[
          { value: 'freeze', label: t('assets.action.freeze.freeze') },
          { value: 'unfreeze', label: t('assets.action.freeze.unfreeze') },
        ]}
      />
      <Submit page={page} label={t('assets.create.review')} disabled={!holder || invalid} />
    </Form>
  );
}

export function RevokeForm({ page }: Props) {
  const { t } = useTranslation();
  const asset = page.chainAsset!;
  const [holder, setHolder] = useState('');
  const [receiver, setReceiver] = useState(page.holder!.addr);
  const [amount, setAmount] = useState('');
  const amountInput = useAmountInput();
  useAmountTextsFollowLanguage((convert) => setAmount(convert));
  const parsed = amount ? amountInput.parse(amount, asset.decimals) : null;
  const badAddress = (a: string) => a !== '' && !isValidAddress(a);
  return (
    <Form
      onSubmit={() =>
        parsed?.ok &&
        page.prepare.mutate((params) =>
          buildAssetRevoke(asset, page.holder!.addr, holder, receiver, parsed.value, params),
        )
      }
    >
      <TextInput
        label={t('assets.action.holder')}
        value={holder}
        onChange={(e) => setHolder(e.currentTarget.value.trim())}
        error={badAddress(holder) && t('assets.create.problem.invalid-address')}
        spellCheck={false}
        required
      />
      <TextInput
        label={t('assets.action.revoke.receiver')}
        value={receiver}
        onChange={(e) => setReceiver(e.currentTarget.value.trim())}
        error={badAddress(receiver) && t('assets.create.problem.invalid-address')}
        spellCheck={false}
        required
      />
      <TextInput
        label={t('assets.action.revoke.amount')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
        error={
          parsed &&
          !parsed.ok &&
          (parsed.error === 'bad-separators'
            ? t('pay.problems.amount-separators', { example: amountInput.example })
            : t('assets.action.revoke.badAmount'))
        }
        required
      />
      <Submit
        page={page}
        label={t('assets.create.review')}
        disabled={!holder || !receiver || badAddress(holder) || badAddress(receiver) || !parsed?.ok}
      />
    </Form>
  );
}

export function DestroyPanel({ page }: Props) {
  const { t } = useTranslation();
  const asset = page.chainAsset!;
  const separators = useNumberSeparators();
  if (page.creatorInfo.isPending) return null;
  if (!canDestroy(asset, page.creatorHolding)) {
    return (
      <Alert color="yellow" role="status">
        {t('assets.action.destroy.notAll', {
          held: formatAmount(page.creatorHolding ?? 0n, asset.decimals, separators, {
            fixed: true,
          }),
          total: formatAmount(asset.total, asset.decimals, separators, { fixed: true }),
        })}
      </Alert>
    );
  }
  return (
    <Form
      onSubmit={() =>
        page.prepare.mutate((params) => buildAssetDestroy(asset, page.holder!.addr, params))
      }
    >
      <Alert color="red" role="alert">
        {t('assets.action.destroy.warning')}
      </Alert>
      <Submit page={page} label={t('assets.create.review')} />
    </Form>
  );
}
