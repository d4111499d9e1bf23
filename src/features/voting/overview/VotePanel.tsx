import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { isSameResponse } from '../../../core/voting/vote';
import type { QuestionRecord } from '../../../infra/voting/voting-search';
import { describeError } from '../../../ui/errors';
import { RecordReview } from '../record/RecordReview';
import { OptionPoints } from './OptionPoints';
import { useVoteForm } from './use-vote-form';

/** The voting account's points per option, the latest-answer mark and the vote button. */
export function VotePanel({
  question,
  votingOpen,
}: {
  question: QuestionRecord;
  votingOpen: boolean | undefined;
}) {
  const { t } = useTranslation();
  const form = useVoteForm(question, votingOpen);
  const { latest } = form;
  const same = latest !== null && isSameResponse(form.points, latest.points);
  return (
    <Stack gap="sm" component="section" aria-labelledby="vote-panel-title">
      <Title order={3} id="vote-panel-title">
        {t('voting.overview.yourVote')}
      </Title>
      {votingOpen === false && (
        <Alert color="gray" title={t('voting.overview.closed')}>
          {t('voting.overview.closedText', { round: question.maxRound })}
        </Alert>
      )}
      {form.latestQuery.isError && (
        <Alert color="yellow" title={t('voting.overview.latestFailed')}>
          <Button size="xs" variant="default" onClick={() => void form.latestQuery.refetch()}>
            {t('voting.overview.retry')}
          </Button>
        </Alert>
      )}
      {question.note.options.map((option) => (
        <OptionPoints
          key={option.code}
          option={option}
          value={form.typed.get(option.code) ?? 0}
          invalid={form.invalid.has(option.code)}
          disabled={form.locked}
          onChange={(value) => form.setPoints(option.code, value)}
        />
      ))}
      <Group gap="sm">
        <Text size="sm">{t('voting.overview.sum', { sum: form.sum })}</Text>
        {same && (
          <Badge variant="default" data-testid="latest-answer-mark">
            {t('voting.overview.latestAnswer', { round: latest.round })}
          </Badge>
        )}
        {latest === null && form.account !== undefined && !form.loadingLatest && (
          <Text size="sm" c="dimmed">
            {t('voting.overview.notAnswered')}
          </Text>
        )}
      </Group>
      {form.tooLong && <Alert color="red">{t('voting.overview.tooLong')}</Alert>}
      {form.prepare.isError && (
        <Alert color="red" role="alert">
          {describeError(form.prepare.error, t)}
        </Alert>
      )}
      {form.confirmed && (
        <Alert color="gray" role="status" title={t('voting.overview.voteConfirmed')}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('voting.overview.voteConfirmedText', {
              round: form.confirmed.round.toString(),
              txid: form.confirmed.txid,
            })}
          </Text>
        </Alert>
      )}
      {form.reviewing ? (
        <RecordReview
          txn={form.reviewing}
          accounts={form.accounts}
          onBack={form.back}
          onConfirmed={form.onConfirmed}
        />
      ) : (
        votingOpen !== false && (
          <Group>
            <Button
              onClick={form.submit}
              disabled={!form.canSubmit}
              loading={form.prepare.isPending}
            >
              {t('voting.overview.vote')}
            </Button>
          </Group>
        )
      )}
    </Stack>
  );
}
