import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { NOTE_MAX_BYTES } from '../../../core/voting/constants';
import { describeError } from '../../../ui/errors';
import { RecordPublished } from '../record/RecordPublished';
import { RecordScreen } from '../record/RecordScreen';
import { useVote } from '../use-vote-context';
import { DelegationAdd } from './DelegationAdd';
import { DelegationCategories } from './DelegationCategories';
import { useDelegation, type DelegationModel } from './use-delegation';

// /vote/delegate (spec 001 sections 2, 4, 5; AMS-0001): the voting account's delegation per
// category with each delegate's share, edited and published as one avote-delegation note.
export function DelegatePage() {
  const { account } = useVote();
  // The draft belongs to one voting account: another account starts from its own delegation.
  return <Delegate key={account?.addr ?? ''} />;
}

function Delegate() {
  const { t } = useTranslation();
  const page = useDelegation();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Title order={2}>{t('voting.delegate.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('voting.delegate.intro')}
        </Text>
        <RecordScreen
          steps={page}
          form={<DelegationEditor page={page} />}
          published={
            page.confirmed && (
              <RecordPublished
                title={t('voting.delegate.published')}
                text={t('voting.delegate.publishedId', { txid: page.confirmed })}
                againLabel={t('voting.delegate.again')}
                onAgain={page.done}
              />
            )
          }
        />
      </Stack>
    </Paper>
  );
}

function DelegationEditor({ page }: { page: DelegationModel }) {
  const { t, i18n } = useTranslation();
  const { current } = page;
  if (!page.account) return null;
  if (current.isPending) return <Text c="dimmed">{t('voting.delegate.loading')}</Text>;
  if (current.isError) {
    return (
      <Alert color="red" role="alert" title={t('voting.delegate.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describeError(current.error, t)}</Text>
          <Button variant="default" size="compact-sm" onClick={() => void current.refetch()}>
            {t('voting.delegate.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack>
      <Text size="sm">
        {current.data.round === undefined
          ? t('voting.delegate.none')
          : t('voting.delegate.since', { round: current.data.round.toLocaleString(i18n.language) })}
      </Text>
      <DelegationCategories page={page} />
      <DelegationAdd page={page} />
      {page.selfDelegation && (
        <Alert color="red" role="alert">
          {t('voting.delegate.problem.self')}
        </Alert>
      )}
      {page.tooLong && (
        <Alert color="red" role="alert">
          {t('voting.delegate.tooLong', { bytes: page.noteBytes, max: NOTE_MAX_BYTES })}
        </Alert>
      )}
      {page.prepare.isError && (
        <Alert color="red" role="alert" title={t('voting.delegate.prepareFailed')}>
          {describeError(page.prepare.error, t)}
        </Alert>
      )}
      <Group>
        <Button
          onClick={page.submit}
          disabled={!page.changed || page.note === null}
          loading={page.prepare.isPending}
        >
          {t('voting.delegate.submit')}
        </Button>
        {page.edited && (
          <Button variant="default" onClick={page.reset}>
            {t('voting.delegate.reset')}
          </Button>
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          {page.note === null
            ? page.selfDelegation || page.tooLong
              ? null
              : t('voting.delegate.fixWeights')
            : page.changed
              ? t('voting.delegate.changed')
              : t('voting.delegate.unchanged')}
        </Text>
      </Group>
    </Stack>
  );
}
