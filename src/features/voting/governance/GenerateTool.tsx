import { Alert, Button, Group, Progress, Stack, Text, Textarea, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { MAX_GENERATE_COUNT, MIN_GENERATE_COUNT } from '../../../core/voting/constants';
import { copySecret } from '../../../ui/copy-secret';
import { NumberField } from '../../../ui/NumberField';
import { useGenerate } from './use-generate';

// Generate accounts (spec 001 sections 2, 5): 1..10000 accounts, made off the page's thread,
// one line each (recovery phrase, then address), with a warning to store them securely.

/**
 * Lines shown in the field: laying out all 10,000 (2.4 MB) blocked the page for about 300 ms,
 * and nobody reads them there; copy and download always give every line.
 */
const PREVIEW_LINES = 500;

function firstLines(text: string, max: number): { text: string; lines: number } {
  if (text === '') return { text, lines: 0 };
  let end = -1;
  for (let i = 0; i < max; i++) {
    end = text.indexOf('\n', end + 1);
    if (end === -1) return { text, lines: i + 1 };
  }
  return { text: text.slice(0, end), lines: max };
}

export function GenerateTool() {
  const { t } = useTranslation();
  const output = useRef<HTMLTextAreaElement>(null);
  const [shownLines, setShownLines] = useState(0);
  const gen = useGenerate((text) => {
    const preview = firstLines(text, PREVIEW_LINES);
    if (output.current) {
      output.current.value = preview.text;
      output.current.dataset.lines = String(preview.lines);
    }
    setShownLines(preview.lines);
  });
  // Stable, so React detaches it only when the field goes: the text is dropped then.
  const attachOutput = useCallback((node: HTMLTextAreaElement | null) => {
    output.current = node;
    return () => {
      if (node) node.value = '';
      output.current = null;
    };
  }, []);
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);

  const copy = () =>
    copySecret(gen.text()).then(
      () => setCopied('ok'),
      () => setCopied('failed'),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${gen.text()}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `accounts-${new Date().toISOString().slice(0, 10)}.txt`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const percent = gen.progress ? (gen.progress.done / gen.progress.total) * 100 : 0;
  return (
    <Stack>
      <Title order={2}>{t('voting.gov.gen.title')}</Title>
      <Text>{t('voting.gov.gen.help')}</Text>
      <Group align="flex-end">
        <NumberField
          label={t('voting.gov.gen.count')}
          description={t('voting.gov.gen.countHint', {
            min: MIN_GENERATE_COUNT,
            max: MAX_GENERATE_COUNT,
          })}
          value={gen.count}
          onChange={gen.setCount}
          min={MIN_GENERATE_COUNT}
          max={MAX_GENERATE_COUNT}
          error={gen.valid === null ? t('voting.gov.gen.countInvalid') : undefined}
          maw={240}
        />
        <Button onClick={gen.create} disabled={gen.valid === null || gen.busy} loading={gen.busy}>
          {t('voting.gov.gen.create')}
        </Button>
      </Group>
      {gen.progress && (
        <Stack gap={4}>
          <Progress
            value={percent}
            aria-label={t('voting.gov.gen.progressLabel')}
            transitionDuration={0}
          />
          <Text size="sm" role="status">
            {t('voting.gov.gen.progress', gen.progress)}
          </Text>
        </Stack>
      )}
      {gen.failed && (
        <Alert color="red" role="alert">
          {t('voting.gov.gen.failed')}
        </Alert>
      )}
      <Stack display={gen.generated === 0 ? 'none' : undefined}>
        <Alert color="red" variant="outline" title={t('voting.gov.gen.warningTitle')}>
          {t('voting.gov.gen.warning')}
        </Alert>
        <Textarea
          ref={attachOutput}
          label={t('voting.gov.gen.results')}
          readOnly
          // Fixed rows: autosize would measure all 10,000 lines on the page's thread.
          rows={12}
          // No wrapping: laying out 10,000 wrapped long lines would block the page.
          wrap="off"
          spellCheck={false}
          data-testid="generated-accounts"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
        />
        {gen.generated > shownLines && (
          <Text size="sm">
            {t('voting.gov.gen.previewNote', { shown: shownLines, total: gen.generated })}
          </Text>
        )}
        <Group>
          <Button variant="default" onClick={() => void copy()}>
            {t('voting.gov.gen.copy')}
          </Button>
          <Button variant="default" onClick={download}>
            {t('voting.gov.gen.download')}
          </Button>
          <Button variant="default" onClick={() => gen.clear()}>
            {t('voting.gov.gen.clear')}
          </Button>
        </Group>
        {copied && (
          <Text size="sm" role="status">
            {t(copied === 'ok' ? 'voting.gov.gen.copied' : 'voting.gov.gen.copyFailed')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
