import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { describeError } from '../../ui/errors';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { DoneButton } from '../../ui/review/DoneButton';
import { ReviewAndSend } from '../../ui/review/ReviewAndSend';
import { InboxList } from './InboxList';
import { useInboxPage, type InboxPageState } from './use-inbox-page';

/** /inbox/{account} (issue 40): the account's ARC-59 asset inbox. */
export function InboxPage() {
  const { t } = useTranslation();
  const page = useInboxPage();
  const { account } = page;
  if (!account) return <NotFoundPage />;
  return (
    <Container size="sm" py="md">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={1}>{t('inbox.title')}</Title>
          <Text c="dimmed">{account.name}</Text>
          {page.reviewing ? <InboxReview page={page} /> : <InboxBody page={page} />}
        </Stack>
      </Paper>
    </Container>
  );
}

function InboxBody({ page }: { page: InboxPageState }) {
  const { t } = useTranslation();
  const { inbox, prepare } = page;
  if (!page.routerId) return <Text>{t('inbox.noRouter')}</Text>;
  return (
    <>
      <Text size="sm">{t('inbox.intro')}</Text>
      {!page.mayAct && (
        <Alert color="blue" title={t('inbox.watchTitle')}>
          {t('inbox.watch')}
        </Alert>
      )}
      {prepare.isError && (
        <Alert color="red" role="alert">
          {describeError(prepare.error, t)}
        </Alert>
      )}
      {inbox.isPending ? (
        <Loader size="sm" role="status" aria-label={t('inbox.loading')} />
      ) : inbox.isError ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t('inbox.loadFailed', { message: describeError(inbox.error, t) })}
            </Text>
            <Button size="xs" variant="default" onClick={() => void inbox.refetch()}>
              {t('inbox.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !inbox.data?.assets.length ? (
        <Text>{t('inbox.empty')}</Text>
      ) : (
        <InboxList
          assets={inbox.data.assets}
          accounts={page.accounts}
          mayAct={page.mayAct}
          busy={prepare.isPending}
          onAction={(kind, asset) => prepare.mutate({ kind, asset })}
        />
      )}
    </>
  );
}

function InboxReview({ page }: { page: InboxPageState }) {
  const { t } = useTranslation();
  const action = page.reviewing!;
  const name = action.asset.name || `#${action.asset.assetId.toString()}`;
  return (
    <>
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {t(action.kind === 'claim' ? 'inbox.claimTitle' : 'inbox.rejectTitle', { asset: name })}
      </Title>
      <ReviewAndSend
        key={action.txns[0]!.txID()}
        txns={action.txns}
        accounts={page.accounts}
        onBack={page.back}
        onConfirmed={page.finished}
        done={<DoneButton address={page.account!.addr} />}
      />
    </>
  );
}
