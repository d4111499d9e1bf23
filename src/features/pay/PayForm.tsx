import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { walletControls } from '../../core/accounts/rekey-target';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  SegmentedControl,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { formatAmount } from '../../core/format/amount';
import {
  formToDraft,
  rangeProblems,
  type FormProblem,
  type PayField,
  type PayFormValues,
} from '../../core/payments/pay-form';
import { isBase64Note } from '../../core/payments/note-rules';
import { maxAmount, type PaymentDraft } from '../../core/payments/payment-draft';
import { describeError } from '../../ui/errors';
import { QrScanner } from '../../ui/QrScanner';
import { useAmountInput } from '../../ui/use-amount-format';
import { useScannerLabels } from '../../ui/use-scanner-labels';
import { factsFor, type PayAsset, type PaySource } from './use-pay-assets';

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

const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

const label = (a: PublicAccount) => `${a.name} (${a.addr.slice(0, 6)}…${a.addr.slice(-4)})`;

export function PayForm({
  rekey,
  values,
  onChange,
  payers,
  accounts,
  fromLocked,
  noteLocked,
  network,
  source,
  onScanned,
  onReview,
  onCancel,
  busy,
}: PayFormProps) {
  const { t } = useTranslation();
  const scannerLabels = useScannerLabels();
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
  const fee = amountInput.parse(values.fee, 6);
  const facts = factsFor(source, values.assetId);
  const max =
    facts && fee.ok
      ? maxAmount(facts, fee.value, asset.id ? BigInt(asset.id) : undefined)
      : undefined;
  const payTo = values.payToMode === 'own' ? values.payToOwn : values.payToOther;
  const rekeyTo = values.rekeyMode === 'own' ? values.rekeyToOwn : values.rekeyToOther;
  // The amount and fee out of range show their message as typed and hold Review back; nothing
  // brings them into range (issue 23). The other problems are reported when Review is pressed.
  const outOfRange = rangeProblems(values, {
    rekey,
    decimals: asset.decimals,
    facts,
    separators,
  });
  const canReview =
    Boolean(values.payFrom && payTo.trim() && (!rekey || rekeyTo.trim())) &&
    Object.keys(outOfRange).length === 0;
  const problemText = (field: PayField) => {
    const problem = problems[field] ?? outOfRange[field];
    if (!problem) return undefined;
    return t(`pay.problems.${problem}`, {
      max: max === undefined ? '' : shown(max, asset.decimals),
      example: amountInput.example,
    });
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = formToDraft(values, { rekey, decimals: asset.decimals, facts, separators });
    if (!result.ok) return setProblems(result.problems);
    onReview(result.draft, asset);
  }

  const ownOptions = accounts
    .filter((a) => !a.isHidden)
    .map((a) => ({ value: a.addr, label: label(a) }));
  // Rekeying to an account the wallet cannot sign for (a watch account) would lose it.
  const rekeyOptions = ownOptions.filter((o) => walletControls(o.value, accounts));

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {fromLocked ? (
          <TextInput label={t('pay.payFrom')} value={values.payFrom} readOnly styles={MONO} />
        ) : (
          <Select
            label={t('pay.payFrom')}
            placeholder={t('pay.chooseAccount')}
            data={payers.map((a) => ({ value: a.addr, label: label(a) }))}
            value={values.payFrom || null}
            onChange={(value) => set({ payFrom: value ?? '', assetId: '' })}
            searchable
            nothingFoundMessage={t('pay.noPayers')}
            error={problemText('payFrom')}
            required
          />
        )}
        <TextInput label={t('pay.network')} value={network} readOnly />
        {source.error != null && (
          <Alert color="red" role="alert">
            {describeError(source.error, t)}
          </Alert>
        )}

        <Input.Wrapper label={t('pay.payTo')} required error={problemText('payTo')}>
          <Stack gap="xs">
            <SegmentedControl
              aria-label={t('pay.payToKind')}
              value={values.payToMode}
              onChange={(mode) => set({ payToMode: mode as 'own' | 'other' })}
              data={[
                { value: 'other', label: t('pay.otherAddress') },
                { value: 'own', label: t('pay.ownAccount') },
              ]}
            />
            {values.payToMode === 'own' ? (
              <Select
                aria-label={t('pay.payToOwn')}
                placeholder={t('pay.chooseAccount')}
                data={ownOptions}
                value={values.payToOwn || null}
                onChange={(value) => set({ payToOwn: value ?? '' })}
                searchable
              />
            ) : (
              <>
                <TextInput
                  aria-label={t('pay.payToAddress')}
                  placeholder={t('pay.addressPlaceholder')}
                  value={values.payToOther}
                  onChange={(e) => set({ payToOther: e.currentTarget.value })}
                  styles={MONO}
                  autoComplete="off"
                  spellCheck={false}
                />
                <QrScanner
                  labels={scannerLabels}
                  onResult={(text) => {
                    setProblems({});
                    onScanned(text);
                  }}
                />
              </>
            )}
          </Stack>
        </Input.Wrapper>

        {rekey && (
          <Input.Wrapper label={t('pay.rekeyTo')} required error={problemText('rekeyTo')}>
            <Stack gap="xs">
              <Alert color="orange" title={t('pay.rekeyExplainTitle')}>
                {t('pay.rekeyExplain')}
              </Alert>
              <SegmentedControl
                aria-label={t('pay.rekeyToKind')}
                value={values.rekeyMode}
                onChange={(mode) => set({ rekeyMode: mode as 'own' | 'other' })}
                data={[
                  { value: 'other', label: t('pay.externalAccount') },
                  { value: 'own', label: t('pay.ownAccount') },
                ]}
              />
              {values.rekeyMode === 'own' ? (
                <Select
                  aria-label={t('pay.rekeyToOwn')}
                  placeholder={t('pay.chooseAccount')}
                  data={rekeyOptions}
                  value={values.rekeyToOwn || null}
                  onChange={(value) => set({ rekeyToOwn: value ?? '' })}
                  searchable
                />
              ) : (
                <TextInput
                  aria-label={t('pay.rekeyToAddress')}
                  placeholder={t('pay.addressPlaceholder')}
                  value={values.rekeyToOther}
                  onChange={(e) => set({ rekeyToOther: e.currentTarget.value })}
                  styles={MONO}
                  autoComplete="off"
                  spellCheck={false}
                />
              )}
            </Stack>
          </Input.Wrapper>
        )}

        <Select
          label={t('pay.asset')}
          data={source.assets.map((a) => ({
            value: a.id || 'native',
            label: a.id
              ? `${a.name}${a.unitName ? ` (${a.unitName})` : ''} · ${shown(a.balance, a.decimals)}`
              : `${a.name} · ${shown(a.balance, a.decimals)}`,
          }))}
          value={values.assetId || 'native'}
          onChange={(value) => set({ assetId: !value || value === 'native' ? '' : value })}
          allowDeselect={false}
        />
        {asset.failed && (
          <Alert color="red" role="alert">
            {t('pay.assetFailed')}
          </Alert>
        )}

        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('pay.amount')}
            inputMode="decimal"
            value={values.amount}
            onChange={(e) => set({ amount: e.currentTarget.value })}
            rightSection={<span aria-hidden>{asset.unitName}</span>}
            rightSectionWidth={
              asset.unitName ? Math.max(40, asset.unitName.length * 9 + 16) : undefined
            }
            description={
              max === undefined
                ? undefined
                : t('pay.maxHint', {
                    max: shown(max, asset.decimals),
                    unit: asset.unitName,
                  })
            }
            error={problemText('amount')}
            required
          />
          <Button
            variant="default"
            disabled={max === undefined}
            // The field's own format (the language's decimal mark, no grouping), read back as is.
            onClick={() =>
              max !== undefined && set({ amount: amountInput.text(max, asset.decimals) })
            }
            mb={(problems.amount ?? outOfRange.amount) ? 22 : max === undefined ? 0 : 0}
          >
            {t('pay.setMax')}
          </Button>
        </Group>

        {/* Text, not a NumberInput: that drops a ',' it does not expect, so "0,002" became 2. */}
        <TextInput
          label={t('pay.fee')}
          inputMode="decimal"
          value={values.fee}
          onChange={(e) => set({ fee: e.currentTarget.value })}
          error={problemText('fee')}
          autoComplete="off"
          required
        />

        <Textarea
          label={t('pay.note')}
          value={values.note}
          onChange={(e) =>
            set({
              note: e.currentTarget.value,
              noteIsBase64: values.noteIsBase64 && isBase64Note(e.currentTarget.value.trim()),
            })
          }
          readOnly={noteLocked}
          description={noteLocked ? t('pay.noteLocked') : undefined}
          autosize
          minRows={2}
          error={problemText('note')}
        />
        {isBase64Note(values.note.trim()) && !noteLocked && (
          <Checkbox
            label={t('pay.noteIsBase64')}
            checked={values.noteIsBase64}
            onChange={(e) => set({ noteIsBase64: e.currentTarget.checked })}
          />
        )}

        <Group>
          <Button type="submit" disabled={!canReview} loading={busy}>
            {t('pay.review')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
