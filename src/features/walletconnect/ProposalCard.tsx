import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { V1_CHAIN_ID } from '../../core/walletconnect/v1-uri';
import type { ProposalView } from '../../infra/walletconnect/wallet-connect';
import type { ConnectPageModel } from './use-connect-page';
import { V1Badge } from './V1Badge';
import { VerifiedOrigin } from './VerifiedOrigin';
import { showHidden } from '../../core/format/outside-text';
import {
  HiddenCharsFlag,
  OUTSIDE_SLOT,
  OUTSIDE_SLOTS,
  OutsideSentence,
  OutsideText,
} from '../../ui/OutsideText';

/** A dapp asking to connect: who it is, what it asks for, the account to approve with. */
export function ProposalCard({
  page,
  proposal,
}: {
  page: ConnectPageModel;
  proposal: ProposalView;
}) {
  const { t } = useTranslation();
  const chain = page.chain.data;
  const scam = proposal.verified?.isScam;
  // The methods and chains are the dapp's strings too: markers in the sentence, the warning under.
  const methods = proposal.methods.join(', ') || '—';
  const chains = proposal.chains.join(', ') || '—';
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-label={t('walletconnect.proposalFrom', { name: showHidden(proposal.peer.name) })}
    >
      <Stack>
        <Group gap="xs">
          <Title order={2} size="h3">
            <OutsideSentence
              template={t('walletconnect.proposalFrom', { name: OUTSIDE_SLOT })}
              text={proposal.peer.name}
            />
          </Title>
          {proposal.version === 1 && <V1Badge />}
        </Group>
        <HiddenCharsFlag texts={[proposal.peer.name]} />
        <OutsideText size="sm" text={proposal.peer.url} />
        <VerifiedOrigin verified={proposal.verified} proposal />
        {proposal.peer.description && (
          <OutsideText size="sm" multiline text={proposal.peer.description} />
        )}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {proposal.version === 1 ? (
            t('walletconnect.v1AsksFor', { chain: V1_CHAIN_ID })
          ) : (
            <OutsideSentence
              template={t('walletconnect.asksFor', {
                methods: OUTSIDE_SLOTS[0],
                chains: OUTSIDE_SLOTS[1],
              })}
              text={[methods, chains]}
            />
          )}
        </Text>
        <HiddenCharsFlag texts={[methods, chains]} />
        {proposal.version === 1 && !proposal.chains.includes(String(V1_CHAIN_ID)) && (
          <Alert color="yellow">
            <OutsideSentence
              template={t('walletconnect.v1OtherChain', { chain: OUTSIDE_SLOT })}
              text={proposal.chains.join(', ')}
            />
          </Alert>
        )}
        {proposal.version === 2 &&
          chain &&
          proposal.chains.length > 0 &&
          !proposal.chains.includes(chain.chainId) && (
            <Alert color="yellow">{t('walletconnect.otherChain', { chain: chain.chainId })}</Alert>
          )}
        {!scam && (
          <Select
            label={t('walletconnect.approveWith')}
            data={page.signers.map((a) => ({ value: a.addr, label: `${a.name} (${a.addr})` }))}
            value={page.approveWith}
            onChange={page.choose}
            allowDeselect={false}
          />
        )}
        <Group>
          {!scam && (
            <Button
              onClick={() => page.approve(proposal)}
              disabled={!page.approveWith || !chain || page.busy}
            >
              {t('walletconnect.approve')}
            </Button>
          )}
          <Button
            color="red"
            variant="outline"
            onClick={() => page.reject(proposal)}
            disabled={page.busy}
          >
            {t('walletconnect.rejectProposal')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
