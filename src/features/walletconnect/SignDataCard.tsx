import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { RequestView } from '../../infra/walletconnect/wallet-connect';
import { programIdentity } from '../../core/logic-sig/program';
import { DelegationItem } from './DelegationItem';
import { SignDataItemTable } from './SignDataItemTable';
import { useSignDataCard } from './use-sign-data-card';
import { VerifiedOrigin } from './VerifiedOrigin';
import { showHidden } from '../../core/format/outside-text';
import { HiddenCharsFlag, OUTSIDE_SLOT, OutsideSentence, OutsideText } from '../../ui/OutsideText';

/**
 * One `algo_signData` request (ARC-60), already checked: which app (and whether its origin is
 * verified), which account, the domain and the data in words; Sign answers with the
 * signatures, Reject with 4001.
 */
export function SignDataCard({ request }: { request: RequestView }) {
  const { t } = useTranslation();
  const card = useSignDataCard(request);
  const name = request.peer.name || request.peer.url;
  const delegates = card.delegation.delegates;
  const titleKey = delegates
    ? 'walletconnect.delegation.title'
    : card.signIn
      ? 'walletconnect.signData.signInFrom'
      : 'walletconnect.signData.dataFrom';
  const domains = [...new Set(card.items.map((i) => i.domain))].join(', ');
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t(titleKey, { name: showHidden(name) })}
    >
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4">
            <OutsideSentence template={t(titleKey, { name: OUTSIDE_SLOT })} text={name} />
          </Title>
          <Badge variant="light">{request.method}</Badge>
        </Group>
        <HiddenCharsFlag texts={[name]} />
        {request.peer.url && <OutsideText size="sm" c="dimmed" text={request.peer.url} />}
        <VerifiedOrigin verified={request.verified} />
        {!delegates && <Text size="sm">{t('walletconnect.signData.intro')}</Text>}
        {card.items.map((item) =>
          item.delegation ? (
            <DelegationItem
              key={item.index}
              item={item}
              name={card.nameOf(item.account)}
              programName={card.nameOf(programIdentity(item.delegation.program).address)}
              review={card.delegation}
            />
          ) : (
            <SignDataItemTable
              key={item.index}
              item={item}
              total={card.items.length}
              name={card.nameOf(item.account)}
            />
          ),
        )}
        {!delegates && (
          <Alert color="yellow" variant="light">
            <OutsideSentence
              template={t('walletconnect.signData.warning', { domain: OUTSIDE_SLOT })}
              text={domains}
            />
          </Alert>
        )}
        <Group>
          <Button
            onClick={card.approve}
            loading={card.signing}
            disabled={
              !card.walletOpen || card.busy || card.items.length === 0 || !card.delegation.ready
            }
          >
            {t(delegates ? 'walletconnect.delegation.sign' : 'walletconnect.signData.sign')}
          </Button>
          <Button
            color="red"
            variant="outline"
            onClick={card.reject}
            disabled={!card.walletOpen || card.busy}
          >
            {t('walletconnect.reject')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
