import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { QrScanner } from '../../../ui/QrScanner';
import { useScannerLabels } from '../../../ui/use-scanner-labels';

/**
 * Paste (or scan) a co-signer's proposal or link. The parent checks and merges it; on success
 * the box is emptied, on failure the text stays for the user to correct.
 */
export function CombineForm({ onCombine }: { onCombine: (input: string) => boolean }) {
  const { t } = useTranslation();
  const labels = useScannerLabels();
  const [input, setInput] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (onCombine(input)) setInput('');
  }

  function scanned(text: string) {
    if (onCombine(text)) setInput('');
    else setInput(text);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('multisig.combineInput')}
          description={t('multisig.combineHint')}
          value={input}
          onChange={(e) => setInput(e.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={8}
          spellCheck={false}
          autoComplete="off"
        />
        <Group>
          <Button type="submit" disabled={input.trim() === ''}>
            {t('multisig.combineAction')}
          </Button>
        </Group>
        <QrScanner labels={labels} onResult={scanned} />
      </Stack>
    </form>
  );
}
