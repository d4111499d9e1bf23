import '@mantine/core/styles/Table.layer.css';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import type { QuestionRecord } from '../../../infra/voting/voting-search';
import { useAmountFormat } from '../../../ui/use-amount-format';
import { answerRows } from '../answers/answer-rows';
import { AnswersTable } from '../answers/AnswersTable';
import { useVotingFormat } from '../overview/format';
import { Loading, ResultTable } from './result-parts';
import { useResults, type ResultsModel } from './use-results';

/** Trusted-list results, coin-weighted results and the answers of one question. */
export function ResultsPanel({
  question,
  atRound,
  final,
}: {
  question: QuestionRecord;
  atRound: number;
  /** False while voting is still open: the results may change. */
  final: boolean;
}) {
  const { t } = useTranslation();
  const model = useResults(question, atRound);
  return (
    <Stack gap="lg" component="section" aria-labelledby="results-title">
      <Title order={3} id="results-title">
        {t('voting.results.title')}
      </Title>
      {!final && (
        <Alert color="gray" role="status">
          {t('voting.results.provisional', { round: atRound })}
        </Alert>
      )}
      <TrustedResults model={model} />
      <WeightedResults model={model} atRound={atRound} />
      <Stack gap="xs">
        <Title order={4}>{t('voting.answers.title')}</Title>
        <Loading query={model.votes}>
          {model.votes.data && (
            <AnswersTable
              rows={answerRows(model.votes.data, { ...question, options: question.note.options })}
            />
          )}
        </Loading>
      </Stack>
    </Stack>
  );
}

function TrustedResults({ model }: { model: ResultsModel }) {
  const { t } = useTranslation();
  const format = useVotingFormat();
  const data = model.trusted.data;
  return (
    <Stack gap="xs">
      <Title order={4}>{t('voting.results.trustedTitle')}</Title>
      <Text size="sm" c="dimmed">
        {t('voting.results.trustedExplain')}
      </Text>
      <Loading query={model.trusted}>
        {data &&
          (data.listSize === 0 ? (
            <Text>{t('voting.results.noTrustedList')}</Text>
          ) : (
            <>
              <Text size="sm">
                {t('voting.results.trustedVoters', { voters: data.voters, size: data.listSize })}
              </Text>
              <ResultTable
                label={t('voting.results.trustedTitle')}
                amountHeader={t('voting.results.votes')}
                rows={data.rows.map((r) => ({
                  ...r,
                  amount: format.count(r.votes),
                  share: format.share(r.share),
                }))}
              />
            </>
          ))}
      </Loading>
    </Stack>
  );
}

function WeightedResults({ model, atRound }: { model: ResultsModel; atRound: number }) {
  const { t } = useTranslation();
  const format = useVotingFormat();
  const amount = useAmountFormat();
  const data = model.weighted.data;
  const units = model.tokenUnits;
  return (
    <Stack gap="xs">
      <Title order={4}>{t('voting.results.weightedTitle')}</Title>
      <Text size="sm" c="dimmed">
        {t('voting.results.weightedExplain', { round: atRound })}
      </Text>
      {model.unitsError && (
        <Alert color="red">{t('voting.results.tokenError', { id: model.token.toString() })}</Alert>
      )}
      <Loading query={model.weighted}>
        {data && units && (
          <>
            {data.voters.size === 0 && <Text>{t('voting.results.noVotes')}</Text>}
            <ResultTable
              label={t('voting.results.weightedTitle')}
              amountHeader={t('voting.results.amount')}
              rows={data.rows.map((r) => ({
                ...r,
                amount: amount(r.amount, units),
                share: format.share(r.share),
              }))}
            />
            <Text size="sm">
              {t('voting.results.total', { amount: amount(data.total, units) })}
            </Text>
            <Text size="sm">
              {t('voting.results.delegated', { amount: amount(data.delegatedTotal, units) })}
            </Text>
            {data.incomplete && <Alert color="yellow">{t('voting.results.incomplete')}</Alert>}
          </>
        )}
      </Loading>
    </Stack>
  );
}
