import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { Alert, Button, Group, MultiSelect, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { AccountNameField } from './AccountNameField';
import { LabelledAddress } from './LabelledAddress';
import { MultisigAddMember } from './MultisigAddMember';
import { ModeFrame } from './ModeFrame';
import { MultisigThreshold } from './MultisigThreshold';
import { useMultisigAccountForm, type MultisigAccountFormState } from './use-multisig-account-form';
import { ModeForm } from './ModeForm';

/** Page state "multisigaccount". */
export function MultisigAccountForm() {
  const { t } = useTranslation();
  const form = useMultisigAccountForm();
  return (
    <ModeFrame
      title={t('newAccount.multisig.title')}
      description={t('newAccount.multisig.description')}
    >
      <ModeForm label={t('newAccount.multisig.title')} onSubmit={form.submit}>
        <MultisigMembers form={form} />
        <MultisigThreshold form={form} />
        {form.address && (
          <LabelledAddress
            id="multisig-address"
            label={t('newAccount.multisig.address')}
            address={form.address}
          />
        )}
        <AccountNameField field={form.name} disabled={form.busy} />
        {form.formError && (
          <Alert color="red" role="alert">
            {form.formError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={form.busy} disabled={form.thresholdError}>
            {t('newAccount.multisig.submit')}
          </Button>
        </Group>
      </ModeForm>
    </ModeFrame>
  );
}

/** Own accounts picked from the wallet, other addresses one a line, and how many count. */
function MultisigMembers({ form }: { form: MultisigAccountFormState }) {
  const { t } = useTranslation();
  const { others, busy } = form;
  return (
    <>
      <MultiSelect
        label={t('newAccount.multisig.own')}
        description={t('newAccount.multisig.ownHint')}
        placeholder={form.own.length === 0 ? t('newAccount.multisig.ownPlaceholder') : undefined}
        data={form.ownOptions}
        value={form.own}
        onChange={form.setOwn}
        searchable
        nothingFoundMessage={t('newAccount.multisig.ownNothing')}
        disabled={busy}
        comboboxProps={{ withinPortal: true }}
      />
      <Textarea
        label={t('newAccount.multisig.others')}
        description={t('newAccount.multisig.othersHint')}
        value={form.othersText}
        onChange={(e) => form.setOthersText(e.currentTarget.value)}
        error={
          others.invalidLines.length > 0
            ? t('newAccount.multisig.invalidLines', { lines: others.invalidLines.join(', ') })
            : null
        }
        autosize
        minRows={3}
        maxRows={10}
        spellCheck={false}
        autoComplete="off"
        disabled={busy}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      {others.ignoredLines.length > 0 && (
        <Text size="sm" c="dimmed" role="status">
          {t('newAccount.multisig.ignoredLines', { lines: others.ignoredLines.join(', ') })}
        </Text>
      )}
      <MultisigAddMember form={form} />
      <Text size="sm" data-testid="multisig-count">
        {t('newAccount.multisig.count', { count: form.signerCount })}
      </Text>
    </>
  );
}
