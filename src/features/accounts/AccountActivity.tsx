import { Alert, Button, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../i18n/react';
import { describeError } from '../../ui/errors';
import { ActivityList } from './ActivityList';
import { Arc200Transfers } from './Arc200Transfers';
import { ActivityTable } from './ActivityTable';
import { ExportAccountActivity } from './ExportActivityButton';
import { HistoryPager } from './HistoryPager';
import { useAccountActivity, type ActivityRow } from './use-account-activity';

/**
 * The account's activity: a list on phones, a table on wide screens. Zero-amount transfers from
 * strangers (address-poisoning lures) are folded under "Possible spam".
 */
export function AccountActivity({ network, address }: { network: string; address: string }) {
  const { t } = useTranslation();
  const activity = useAccountActivity(network, address);
  // Below Mantine's `sm` breakpoint (48em) a table would be cut or scroll sideways.
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [spamOpen, spam] = useDisclosure(false);
  const rows = (list: readonly ActivityRow[]) =>
    phone ? <ActivityList rows={list} /> : <ActivityTable rows={list} />;

  return (
    <Stack gap="sm">
      <Arc200Transfers network={network} address={address} />
      {activity.page.isError && <Text c="red">{describeError(activity.page.error, t)}</Text>}
      {activity.empty && (
        <Text size="sm">
          {activity.pageNumber > 1
            ? t('overview.noMoreTransactions')
            : t('overview.noTransactions')}
        </Text>
      )}
      {activity.shown.length > 0 && rows(activity.shown)}
      {activity.spam.length > 0 && (
        <Stack gap="xs">
          <Button
            variant="default"
            size="xs"
            onClick={spam.toggle}
            aria-expanded={spamOpen}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('overview.activity.spam', { count: activity.spam.length })}
          </Button>
          {spamOpen && (
            <Stack gap="xs" id="overview-spam">
              <Alert
                color="yellow"
                variant="light"
                styles={{ message: { color: 'var(--mantine-color-text)' } }}
              >
                {t('overview.activity.spamHint')}
              </Alert>
              {rows(activity.spam)}
            </Stack>
          )}
        </Stack>
      )}
      {!activity.empty && <ExportAccountActivity address={address} />}
      <HistoryPager
        page={activity.pageNumber}
        hasNext={activity.hasNext}
        onPrevious={activity.previous}
        onNext={activity.next}
      />
    </Stack>
  );
}
