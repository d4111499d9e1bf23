import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import { isHttpsUrl } from '../../../core/voting/notes';
import { estimatedRoundTime, isVotingOpen } from '../../../core/voting/question';
import type { QuestionRecord } from '../../../infra/voting/voting-search';
import { DataField } from '../../../ui/DataField';
import { HiddenCharsFlag, OutsideInline, OutsideText } from '../../../ui/OutsideText';
import { balanceRound } from '../results/result-rows';
import { ResultsPanel } from '../results/ResultsPanel';
import { useVotingFormat } from './format';
import { VotePanel } from './VotePanel';

/**
 * A selected question: its note (plain text only, anyone's words: through OutsideText, so hidden
 * characters show as markers), its schedule, voting and results.
 */
export function QuestionDetail({
  question,
  round,
  roundReadAt,
  roundError,
  onClose,
}: {
  question: QuestionRecord;
  /** The node's current round, when known. */
  round: number | undefined;
  roundReadAt: number;
  /** The current round could not be read: open/closed is unknown. */
  roundError: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useVotingFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  // The round at which results were last checked; a new check reads them again.
  const [checkedAt, setCheckedAt] = useState<{ id: string; round: number } | null>(null);
  const open = round === undefined ? undefined : isVotingOpen(round, question.maxRound);
  const { note } = question;

  useEffect(() => heading.current?.focus(), [question.id]);

  return (
    <Paper withBorder p="md" component="article" aria-labelledby="question-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title
            order={2}
            id="question-title"
            ref={heading}
            tabIndex={-1}
            style={{ overflowWrap: 'anywhere' }}
          >
            <OutsideInline text={note.title} />
          </Title>
          <Button variant="default" size="xs" onClick={onClose} style={{ flexShrink: 0 }}>
            {t('voting.overview.close')}
          </Button>
        </Group>
        <HiddenCharsFlag texts={[note.title]} />
        {open !== undefined && (
          <Group gap="xs">
            <Badge variant="default">
              {open ? t('voting.overview.open') : t('voting.overview.closed')}
            </Badge>
          </Group>
        )}
        {round === undefined && roundError && (
          <Alert color="red" role="alert">
            {t('voting.overview.loadError')}
          </Alert>
        )}
        {note.text && <OutsideText text={note.text} multiline />}
        {note.url && isHttpsUrl(note.url) && (
          <Stack gap={2}>
            <Anchor href={note.url} target="_blank" rel="noopener noreferrer">
              <OutsideInline text={note.url} />
            </Anchor>
            <HiddenCharsFlag texts={[note.url]} />
          </Stack>
        )}
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
          <DataField label={t('voting.overview.columns.category')}>
            <OutsideText text={note.category} />
          </DataField>
          <DataField label={t('voting.overview.columns.sender')}>
            <Text span ff="monospace" size="sm">
              {question.sender}
            </Text>
          </DataField>
          <DataField label={t('voting.overview.columns.round')}>{String(question.round)}</DataField>
          <DataField label={t('voting.overview.columns.maxRound')}>
            {String(question.maxRound)}
          </DataField>
          <DataField label={t('voting.overview.columns.time')}>
            {format.roundTime(question.roundTime)}
          </DataField>
          <DataField label={t('voting.overview.estimatedEnd')}>
            {round === undefined
              ? undefined
              : format.dateTime(estimatedRoundTime(question.maxRound, round, roundReadAt))}
          </DataField>
        </SimpleGrid>
        <Group gap="xs">
          <Anchor
            component={Link}
            to={`/vote/answers?q=${encodeURIComponent(question.id)}`}
            size="sm"
          >
            {t('voting.overview.allAnswers')}
          </Anchor>
        </Group>
        <VotePanel question={question} votingOpen={open} />
        <Group>
          <Button
            variant={open === false ? 'filled' : 'default'}
            disabled={round === undefined}
            onClick={() =>
              round !== undefined &&
              setCheckedAt({ id: question.id, round: balanceRound(question.maxRound, round) })
            }
          >
            {t('voting.overview.checkResults')}
          </Button>
        </Group>
        {checkedAt?.id === question.id && (
          <ResultsPanel question={question} atRound={checkedAt.round} final={open === false} />
        )}
      </Stack>
    </Paper>
  );
}
