import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { Link, useSearchParams } from 'react-router';
import type { QuestionRecord } from '../../../infra/voting/voting-search';
import { questionsQuery, voteNotesQuery } from '../overview/queries';
import { useVote } from '../use-vote-context';
import { answerRows } from './answer-rows';
import { AnswersTable } from './AnswersTable';
import { HiddenCharsFlag, OutsideInline } from '../../../ui/OutsideText';

/** /vote/answers?q=<txid>: the answers to one question; without ?q a pointer to the overview. */
export function AnswersPage() {
  const { t } = useTranslation();
  const { network } = useVote();
  const [params] = useSearchParams();
  const id = params.get('q');
  const questions = useQuery({ ...questionsQuery(network), enabled: id !== null });
  if (id === null) {
    return (
      <Stack>
        <Title order={2} size="h3">
          {t('voting.answers.title')}
        </Title>
        <Text>
          {t('voting.answers.pick')}{' '}
          <Anchor component={Link} to="/vote/overview">
            {t('voting.answers.toOverview')}
          </Anchor>
        </Text>
      </Stack>
    );
  }
  const question = questions.data?.find((q) => q.id === id);
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('voting.answers.title')}
      </Title>
      {questions.isPending ? (
        <Loader size="sm" role="status" aria-label={t('voting.overview.loading')} />
      ) : questions.isError ? (
        <Alert color="red" role="alert">
          {t('voting.overview.loadError')}
        </Alert>
      ) : question === undefined ? (
        <Alert color="yellow" role="alert" title={t('voting.overview.notFound')}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {id}
          </Text>
        </Alert>
      ) : (
        <QuestionAnswers question={question} network={network} />
      )}
    </Stack>
  );
}

function QuestionAnswers({ question, network }: { question: QuestionRecord; network: string }) {
  const { t } = useTranslation();
  const votes = useQuery(voteNotesQuery(network, question));
  return (
    <Stack gap="sm">
      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        <OutsideInline text={question.note.title} />
      </Title>
      <HiddenCharsFlag texts={[question.note.title]} />
      <Anchor component={Link} to={`/vote/overview?q=${encodeURIComponent(question.id)}`}>
        {t('voting.answers.backToQuestion')}
      </Anchor>
      {votes.isPending ? (
        <Loader size="sm" role="status" aria-label={t('voting.overview.loading')} />
      ) : votes.isError ? (
        <Alert color="red" role="alert">
          {t('voting.overview.loadError')}
        </Alert>
      ) : (
        <AnswersTable
          rows={answerRows(votes.data, { ...question, options: question.note.options })}
        />
      )}
    </Stack>
  );
}
