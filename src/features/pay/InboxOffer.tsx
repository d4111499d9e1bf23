import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { describeError } from '../../ui/errors';
import type { useInboxSend } from './use-inbox-send';

type InboxSend = ReturnType<typeof useInboxSend>;

/**
 * In place of "cannot receive it": the receiver has not opted in, and this network has an
 * ARC-59 router, so the asset can wait in the receiver's inbox until they claim it.
 */
export function InboxOffer({ inbox, asset }: { inbox: InboxSend; asset: string }) {
  const { t } = useTranslation();
  const { prepare } = inbox;
  return (
    <Alert color="yellow" title={t('inbox.offer.title')} styles={{ body: { minWidth: 0 } }}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('inbox.offer.notOptedIn', { receiver: inbox.receiver ?? '', asset })}
        </Text>
        <Text size="sm">{t('inbox.offer.how')}</Text>
        <Text size="sm">{t('inbox.offer.custodial')}</Text>
        {prepare.isError && (
          <Text size="sm" c="red" role="alert">
            {t('inbox.offer.failed', { message: describeError(prepare.error, t) })}
          </Text>
        )}
        {/* The label may wrap: "Küldés a postafiókon keresztül" is wider than a 375 px alert, and
            an unwrapped button widened the alert past the screen's edge, cutting every line. */}
        <Button
          onClick={() => prepare.mutate()}
          loading={prepare.isPending}
          h="auto"
          mih={36}
          py={6}
          maw="100%"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {t('inbox.offer.send')}
        </Button>
      </Stack>
    </Alert>
  );
}
