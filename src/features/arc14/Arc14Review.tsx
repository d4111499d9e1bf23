import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TransactionReview } from '../../ui/review/TransactionReview';
import type { Arc14 } from './use-arc14';

/** The authentication transaction in the shared review, before it is signed. */
export function Arc14Review({ page }: { page: Arc14 }) {
  const { t } = useTranslation();
  const txn = page.prepare.data!;
  return (
    <Stack component="section" aria-label={t('arc14.reviewTitle')}>
      <Title order={2} size="h3">
        {t('arc14.reviewTitle')}
      </Title>
      <TransactionReview
        txns={[txn]}
        accounts={page.accounts}
        authAddresses={
          page.authAddress ? new Map([[page.account!.addr, page.authAddress]]) : undefined
        }
        signOnly
      />
      <Group>
        <Button onClick={() => page.sign.mutate()} loading={page.sign.isPending}>
          {t('arc14.sign')}
        </Button>
        <Button variant="default" onClick={page.cancelReview} disabled={page.sign.isPending}>
          {t('common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
