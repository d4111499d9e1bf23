import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { RequestView } from '../../infra/walletconnect/wallet-connect';
import { TransactionReview } from '../../ui/review/TransactionReview';
import { refusalText } from './refusal-text';
import { RequestEntries } from './RequestEntries';
import { useRequestCard } from './use-request-card';
import { VerifiedOrigin } from './VerifiedOrigin';
import type { ChainFacts } from './use-wallet-connect';
import { showHidden } from '../../core/format/outside-text';
import { HiddenCharsFlag, OUTSIDE_SLOT, OutsideSentence, OutsideText } from '../../ui/OutsideText';

export interface RequestCardProps {
  request: RequestView;
  chain: ChainFacts;
  allowRekeys: boolean;
}

/** One `algo_signTxn` request: what it asks, its warnings, and sign / send back / reject. */
export function RequestCard({ request, chain, allowRekeys }: RequestCardProps) {
  const { t } = useTranslation();
  const card = useRequestCard(request, chain, allowRekeys);
  const { accounts, validation, otherChain, entries, toSign, signedCount, walletOpen, busy } = card;

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t('walletconnect.requestFrom', { name: showHidden(request.peer.name) })}
    >
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4">
            <OutsideSentence
              template={t('walletconnect.requestFrom', { name: OUTSIDE_SLOT })}
              text={request.peer.name || request.peer.url}
            />
          </Title>
          <Group gap="xs">
            {request.version === 1 && (
              <Badge variant="outline" color="gray">
                {t('walletconnect.v1Badge')}
              </Badge>
            )}
            <Badge variant="light">{request.method}</Badge>
          </Group>
        </Group>
        <HiddenCharsFlag texts={[request.peer.name || request.peer.url]} />
        {request.peer.url && <OutsideText size="sm" c="dimmed" text={request.peer.url} />}
        <VerifiedOrigin verified={request.verified} />
        {validation.ok && validation.message && (
          <Alert color="blue" title={t('walletconnect.dappMessage')}>
            <OutsideText size="sm" multiline text={validation.message} />
          </Alert>
        )}
        {otherChain && (
          <Alert color="red" role="alert">
            {t('walletconnect.refusal.other-network', { index: 1 })}
          </Alert>
        )}
        {!validation.ok && (
          <Alert color="red" role="alert" title={t('walletconnect.refusedTitle')}>
            {refusalText(validation.refusal, t)}
          </Alert>
        )}

        {entries.length > 0 && (
          <TransactionReview
            txns={entries.map((e) => e.txn)}
            accounts={accounts}
            toSign={entries.filter((e) => e.toSign).map((e) => e.index)}
          />
        )}
        {entries.length > 0 && <RequestEntries card={card} />}

        {entries.length > 0 && (
          <Text size="sm">
            {t('walletconnect.signedCount', { signed: signedCount, total: toSign.length })}
          </Text>
        )}
        <Group>
          {entries.length > 0 && signedCount === 0 && (
            <Button onClick={card.signAll} loading={busy} disabled={!walletOpen || !card.reviewed}>
              {t('walletconnect.signAll')}
            </Button>
          )}
          {entries.length > 0 && (
            <Button
              onClick={card.sendBack}
              disabled={signedCount === 0 || !walletOpen || busy}
              variant={signedCount === 0 ? 'default' : 'filled'}
            >
              {t('walletconnect.sendBack')}
            </Button>
          )}
          <Button color="red" variant="outline" onClick={card.reject} disabled={!walletOpen}>
            {t('walletconnect.reject')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
