import { Alert, Container, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { describeError } from '../../ui/errors';
import { PageLoader } from '../../ui/PageLoader';
import { AssetParamsSection } from './TransactionSections';
import { SignedByProgramSection } from './SignedByProgramSection';
import { TransactionSummary } from './TransactionSummary';
import { TransactionTechnical } from './TransactionTechnical';
import { useTransactionPage } from './use-transaction-page';

/** /transaction/{id}: what happened in words first, every chain field under Technical details. */
export function TransactionPage() {
  const { t } = useTranslation();
  const page = useTransactionPage();
  const { query } = page;

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Container size="lg" py="md">
        <Alert color="red" role="alert" title={t('transaction.title')}>
          {describeError(query.error, t)}
        </Alert>
      </Container>
    );
  }
  const tx = query.data;
  const params = tx['asset-config-transaction']?.params;
  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={1}>{t('transaction.title')}</Title>
        <Paper withBorder p="lg" radius="md">
          <TransactionSummary page={page} tx={tx} />
        </Paper>
        {page.program && <SignedByProgramSection program={page.program} extras={page.extras} />}
        {params && <AssetParamsSection params={params} extras={page.extras} />}
        <TransactionTechnical page={page} tx={tx} />
      </Stack>
    </Container>
  );
}
