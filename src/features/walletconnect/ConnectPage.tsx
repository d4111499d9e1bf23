import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { PairForm } from './PairForm';
import { ProposalCard } from './ProposalCard';
import { RefusedRequests } from './RefusedRequests';
import { SIGN_DATA_METHOD } from '../../core/walletconnect/sign-data-screen';
import { PausedSessions } from '../../ui/walletconnect/PausedSessions';
import { RequestCard } from './RequestCard';
import { SignDataCard } from './SignDataCard';
import { SessionsTable } from './SessionsTable';
import { useConnectPage } from './use-connect-page';

/** The WalletConnect screen (spec section 2): /connect and /account/connect/{account}. */
export function ConnectPage() {
  const { t } = useTranslation();
  const page = useConnectPage();
  const { wc, chain } = page;
  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={1}>{t('walletconnect.title')}</Title>
        {wc.status !== 'ready' ? (
          <Paper withBorder p="lg" radius="md">
            <Stack align="flex-start">
              <Text>{t('walletconnect.intro')}</Text>
              {wc.error && (
                <Alert color="red" role="alert">
                  {wc.error}
                </Alert>
              )}
              <Button onClick={page.init} loading={wc.status === 'starting'}>
                {t('walletconnect.init')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            {chain.isError && (
              <Alert color="red" role="alert">
                {t('pay.status.offline')}
              </Alert>
            )}
            <RefusedRequests />
            <PausedSessions sessions={page.paused} />
            {wc.requests.length > 0 && chain.data ? (
              wc.requests.map((request) =>
                request.method === SIGN_DATA_METHOD ? (
                  <SignDataCard
                    key={`${request.version}:${request.topic}:${request.id}`}
                    request={request}
                  />
                ) : (
                  <RequestCard
                    key={`${request.version}:${request.topic}:${request.id}`}
                    request={request}
                    chain={chain.data}
                    allowRekeys={page.options.allowRekeys}
                  />
                ),
              )
            ) : wc.proposals.length > 0 ? (
              wc.proposals.map((proposal) => (
                <ProposalCard
                  key={`${proposal.version}:${proposal.id}`}
                  page={page}
                  proposal={proposal}
                />
              ))
            ) : (
              <PairForm page={page} />
            )}
            <SessionsTable page={page} />
          </>
        )}
      </Stack>
    </Container>
  );
}
