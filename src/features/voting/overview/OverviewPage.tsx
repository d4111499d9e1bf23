import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import { QuestionDetail } from './QuestionDetail';
import { QuestionsTable } from './QuestionsTable';
import { useOverview } from './use-overview';

/** /vote/overview and /vote/my-questions: the questions and the selected one (?q=<txid>). */
export function OverviewPage() {
  const { t } = useTranslation();
  const model = useOverview();
  // Closing a question puts keyboard focus back at the list, not at the page's start.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const { questions } = model;
  return (
    <Stack>
      <Group>
        <Title order={2} size="h3" ref={listHeading} tabIndex={-1}>
          {model.mineOnly ? t('voting.overview.myTitle') : t('voting.overview.title')}
        </Title>
      </Group>
      <Group gap="xs">
        <Button
          component={Link}
          to={model.mineOnly ? '/vote/overview' : '/vote/my-questions'}
          size="compact-sm"
          variant="default"
        >
          {model.mineOnly ? t('voting.overview.showAll') : t('voting.overview.showMine')}
        </Button>
      </Group>
      {model.selectedId !== null &&
        (model.selected ? (
          <QuestionDetail
            question={model.selected}
            round={model.round.data}
            roundReadAt={model.round.dataUpdatedAt}
            roundError={model.round.isError}
            onClose={() => {
              model.select(null);
              listHeading.current?.focus();
            }}
          />
        ) : (
          questions.isSuccess && (
            <Alert color="yellow" role="alert" title={t('voting.overview.notFound')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {model.selectedId}
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  loading={questions.isFetching}
                  onClick={() => void questions.refetch()}
                >
                  {t('voting.overview.retry')}
                </Button>
              </Stack>
            </Alert>
          )
        ))}
      {questions.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('voting.overview.loading')}</Text>
        </Group>
      ) : questions.isError ? (
        <Alert color="red" role="alert" title={t('voting.overview.loadError')}>
          <Button size="xs" variant="default" onClick={() => void questions.refetch()}>
            {t('voting.overview.retry')}
          </Button>
        </Alert>
      ) : model.total === 0 ? (
        <Text>{model.mineOnly ? t('voting.overview.myEmpty') : t('voting.overview.empty')}</Text>
      ) : (
        <QuestionsTable model={model} />
      )}
    </Stack>
  );
}
