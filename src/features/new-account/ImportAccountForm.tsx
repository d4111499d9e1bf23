import { Button, Group, PasswordInput, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { QrScanner } from '../../ui/QrScanner';
import { useScannerLabels } from '../../ui/use-scanner-labels';
import { AccountNameField } from './AccountNameField';
import { ModeFrame } from './ModeFrame';
import { useImportAccountForm } from './use-import-account-form';
import { ModeForm, phraseInputProps } from './ModeForm';

/** Page state "importaccount": restore a basic account from its 25-word phrase. */
export function ImportAccountForm() {
  const { t } = useTranslation();
  const scannerLabels = useScannerLabels();
  // Uncontrolled: the phrase is read from the DOM on submit and cleared after use.
  const phraseRef = useRef<HTMLInputElement>(null);
  const form = useImportAccountForm(phraseRef);
  const { busy } = form;

  return (
    <ModeFrame
      title={t('newAccount.import.title')}
      description={t('newAccount.import.description')}
    >
      <ModeForm label={t('newAccount.import.title')} onSubmit={form.submit}>
        <PasswordInput
          ref={phraseRef}
          label={t('newAccount.import.phrase')}
          description={t('newAccount.import.phraseHint')}
          error={form.problemText}
          onChange={form.phraseChanged}
          {...phraseInputProps}
          required
          disabled={busy}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('newAccount.import.togglePhrase') }}
        />
        <QrScanner labels={scannerLabels} onResult={form.onScan} disabled={busy} />
        {form.scanned && (
          <Text size="sm" role="status">
            {t('newAccount.import.scanned')}
          </Text>
        )}
        <AccountNameField field={form.name} disabled={busy} />
        <Group>
          <Button type="submit" loading={busy}>
            {t('newAccount.import.submit')}
          </Button>
        </Group>
      </ModeForm>
    </ModeFrame>
  );
}
