import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { SignActions } from '../../ui/secret-output/SignActions';
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
      <SignActions
        label={t('arc14.sign')}
        pending={page.sign.isPending}
        onSign={() => page.sign.mutate()}
        onCancel={page.cancelReview}
      />
    </Stack>
  );
}
