import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { z } from 'zod';
import type { RequestEntry } from '../../core/walletconnect/sign-request';
import { touch } from '../../infra/session/session';
import {
  markSigned,
  requestKey,
  walletConnectStore,
  type RequestView,
} from '../../infra/walletconnect/wallet-connect';
import { describeError } from '../../ui/errors';
import { TransactionReview } from '../../ui/review/TransactionReview';
import { useReviewReady } from '../../ui/review/use-group-review';
import { notifyError } from '../../ui/notify';
import { signEntries } from './sign-entries';
import { useRequestEntries } from './use-request-entries';
import { useChainFacts, useWalletConnectOptions, type ChainFacts } from './use-wallet-connect';
import { HiddenCharsFlag, OUTSIDE_SLOT, OutsideSentence } from '../../ui/OutsideText';

// /payWC/ (PayFromWalletConnect): one payment of a dapp's request, opened straight in review.
// Signing stores it in the request's signed store; "Return to wallet-connect" goes back to the
// request, where the signed transactions are sent to the dapp.

const routeStateSchema = z.object({ request: z.string().max(64), txid: z.string().max(64) });

function Review({
  request,
  txid,
  chain,
}: {
  request: RequestView;
  txid: string;
  chain: ChainFacts;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { allowRekeys } = useWalletConnectOptions();
  const { accounts, entries, signed, validation } = useRequestEntries(request, chain, allowRekeys);
  const entry = entries.find((e) => e.txid === txid && e.toSign);
  const reviewed = useReviewReady(
    entry ? [entry.txn] : [],
    accounts.map((a) => a.addr),
  );
  const sign = useMutation({
    mutationFn: async (toSign: RequestEntry) => {
      touch();
      const result = (await signEntries([toSign], accounts)).get(toSign.txid);
      if (result?.kind === 'signed') {
        markSigned(request, toSign.txid, result.bytes);
        void navigate('/connect');
      } else if (result) {
        notifyError(
          t('walletconnect.partial', { count: result.signatures, threshold: result.threshold }),
        );
      }
    },
    onError: (error) => notifyError(describeError(error, t)),
  });
  if (!validation.ok || !entry) {
    return (
      <Alert color="red" role="alert">
        {t('walletconnect.payWcMissing')}
      </Alert>
    );
  }
  const isSigned = signed.has(entry.txid);

  return (
    <Stack>
      <Text>
        <OutsideSentence
          template={t('walletconnect.requestFrom', { name: OUTSIDE_SLOT })}
          text={request.peer.name || request.peer.url}
        />
      </Text>
      <HiddenCharsFlag texts={[request.peer.name || request.peer.url]} />
      <TransactionReview txns={[entry.txn]} accounts={accounts} />
      {entry.warnings.map((w) => (
        <Alert key={w.code} color="red" role="alert">
          {t(`walletconnect.warning.${w.code}`, { address: w.address })}
        </Alert>
      ))}
      <Group>
        {!isSigned && (
          <Button onClick={() => sign.mutate(entry)} loading={sign.isPending} disabled={!reviewed}>
            {t('walletconnect.signAndReturn')}
          </Button>
        )}
        <Button component={Link} to="/connect" variant={isSigned ? 'filled' : 'default'}>
          {t('walletconnect.returnToWalletConnect')}
        </Button>
      </Group>
    </Stack>
  );
}

export function PayFromWalletConnectPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const chain = useChainFacts();
  const state = routeStateSchema.safeParse(location.state);
  const request = useStore(walletConnectStore, (s) =>
    state.success ? s.requests.find((r) => requestKey(r) === state.data.request) : undefined,
  );
  return (
    <Container size="sm" py="md">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={1}>{t('walletconnect.payWcTitle')}</Title>
          {!state.success || !request ? (
            <>
              <Alert color="yellow">{t('walletconnect.payWcMissing')}</Alert>
              <Group>
                <Button component={Link} to="/connect" variant="default">
                  {t('walletconnect.returnToWalletConnect')}
                </Button>
              </Group>
            </>
          ) : chain.data ? (
            <Review request={request} txid={state.data.txid} chain={chain.data} />
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
