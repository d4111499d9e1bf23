import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import { describeError } from '../../../ui/errors';
import { RecordPublished } from '../record/RecordPublished';
import { RecordScreen } from '../record/RecordScreen';
import { AskFields } from './AskFields';
import { AskOptions } from './AskOptions';
import { issuesOf } from './ask-form';
import { useAskQuestion, type AskModel } from './use-ask-question';

// /vote/ask (spec 001 sections 2, 4, 5): the question form with its live note, then the shared
// review publishes the note (a self payment of the question's marker amount).
export function AskPage() {
  const { t } = useTranslation();
  const page = useAskQuestion();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Title order={2}>{t('voting.ask.title')}</Title>
        <RecordScreen
          steps={page}
          form={<AskForm page={page} />}
          published={page.confirmed && <Asked page={page} txid={page.confirmed.txid} />}
        />
      </Stack>
    </Paper>
  );
}

function AskForm({ page }: { page: AskModel }) {
  const { t } = useTranslation();
  const tooLong = issuesOf(page.form.issues, 'note');
  const missing = page.form.note === '' && page.form.issues.length > 0;
  return (
    <Stack
      component="form"
      aria-label={t('voting.ask.form')}
      onSubmit={(e) => {
        e.preventDefault();
        page.submit();
      }}
    >
      <AskFields page={page} />
      <AskOptions page={page} />
      <Textarea
        label={t('voting.ask.preview')}
        description={page.form.note === '' ? t('voting.ask.previewEmpty') : undefined}
        readOnly
        rows={4}
        value={page.form.note}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        error={tooLong.length > 0 ? t('voting.ask.issue.too-long') : undefined}
      />
      {missing && (
        <Text size="sm" c="dimmed" id="ask-missing">
          {t('voting.ask.missing', {
            fields: page.form.issues
              .map((issue) => t(`voting.ask.missingField.${issue}`))
              .join(', '),
          })}
        </Text>
      )}
      {page.prepare.isError && (
        <Alert color="red" role="alert" title={t('voting.ask.prepareFailed')}>
          {describeError(page.prepare.error, t)}
        </Alert>
      )}
      <Group>
        <Button
          type="submit"
          disabled={page.form.note === '' || !page.account}
          loading={page.prepare.isPending}
          aria-describedby={missing ? 'ask-missing' : undefined}
        >
          {t('voting.ask.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

function Asked({ page, txid }: { page: AskModel; txid: string }) {
  const { t } = useTranslation();
  return (
    <RecordPublished
      title={t('voting.ask.asked')}
      text={t('voting.ask.askedId', { txid })}
      againLabel={t('voting.ask.another')}
      onAgain={page.askAnother}
    >
      <Anchor component={Link} to={`/vote/overview?q=${encodeURIComponent(txid)}`}>
        {t('voting.ask.openQuestion')}
      </Anchor>
    </RecordPublished>
  );
}
