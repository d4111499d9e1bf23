import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { mnemonicToSecretKey } from 'algosdk';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mnemonicWords, MNEMONIC_WORD_COUNT } from '../../core/accounts/mnemonic-challenge';
import { encodeSecretKey } from '../../core/accounts/stored-account';
import { notifyError, notifySuccess } from '../../ui/notify';
import { QrScanner } from '../../ui/QrScanner';
import { AccountNameField, useAccountName } from './AccountNameField';
import { ModeFrame } from './ModeFrame';
import { addAccount, currentNetwork, describeSaveError } from './save-account';
import { useScannerLabels } from '../../ui/use-scanner-labels';

type PhraseProblem = 'required' | 'wordCount' | 'invalid';

/** Page state "importaccount": restore a basic account from its 25-word phrase. */
export function ImportAccountForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useAccountName();
  const scannerLabels = useScannerLabels();
  // Uncontrolled: the phrase is read from the DOM on submit and cleared after use.
  const phraseRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<{ kind: PhraseProblem; count: number } | null>(null);
  const [scanned, setScanned] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const field = phraseRef.current;
    return () => {
      if (field) field.value = '';
    };
  }, []);

  function onScan(text: string) {
    if (phraseRef.current) phraseRef.current.value = text.trim();
    setProblem(null);
    setScanned(true);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = mnemonicWords(phraseRef.current?.value ?? '');
    const accountName = name.validate();
    if (words.length === 0) return setProblem({ kind: 'required', count: 0 });
    if (words.length !== MNEMONIC_WORD_COUNT)
      return setProblem({ kind: 'wordCount', count: words.length });
    let account;
    try {
      account = mnemonicToSecretKey(words.join(' '));
    } catch {
      // An unknown word or a wrong checksum word; the same advice fits both.
      return setProblem({ kind: 'invalid', count: words.length });
    }
    if (!accountName) {
      account.sk.fill(0);
      return;
    }
    setBusy(true);
    try {
      await addAccount({
        addr: account.addr.toString(),
        name: accountName,
        type: 'basic',
        network: currentNetwork(),
        sk: encodeSecretKey(account.sk),
      });
      if (phraseRef.current) phraseRef.current.value = '';
      notifySuccess(t('newAccount.created', { name: accountName }));
      void navigate('/accounts');
    } catch (error) {
      notifyError(describeSaveError(error, t));
      setBusy(false);
    } finally {
      account.sk.fill(0);
    }
  }

  const problemText =
    problem &&
    {
      required: t('newAccount.import.phraseRequired'),
      wordCount: t('newAccount.import.wordCount', {
        expected: MNEMONIC_WORD_COUNT,
        count: problem.count,
      }),
      invalid: t('newAccount.import.invalid'),
    }[problem.kind];

  return (
    <ModeFrame
      title={t('newAccount.import.title')}
      description={t('newAccount.import.description')}
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('newAccount.import.title')}>
        <Stack gap="md">
          <PasswordInput
            ref={phraseRef}
            label={t('newAccount.import.phrase')}
            description={t('newAccount.import.phraseHint')}
            error={problemText}
            onChange={() => {
              setProblem(null);
              setScanned(false);
            }}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            disabled={busy}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('newAccount.import.togglePhrase') }}
          />
          <QrScanner labels={scannerLabels} onResult={onScan} disabled={busy} />
          {scanned && (
            <Text size="sm" role="status">
              {t('newAccount.import.scanned')}
            </Text>
          )}
          <AccountNameField field={name} disabled={busy} />
          <Group>
            <Button type="submit" loading={busy}>
              {t('newAccount.import.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ModeFrame>
  );
}
