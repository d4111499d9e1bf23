import '@mantine/core/styles/ThemeIcon.layer.css';
import { Anchor, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Transaction } from 'algosdk';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { SendState } from '../../core/transactions/send-state';
import { outcomeOf, useResultSummary, type Outcome } from './use-result-summary';

const COLORS: Record<Outcome, string> = {
  sending: 'blue',
  confirmed: 'teal',
  failed: 'red',
  unknown: 'orange',
};

function Mark({ outcome }: { outcome: Outcome }) {
  if (outcome === 'sending') return <Loader size={40} aria-hidden />;
  return (
    <ThemeIcon size={48} radius="xl" color={COLORS[outcome]} aria-hidden>
      <Text fw={700} fz={26} c="white" lh={1}>
        {outcome === 'confirmed' ? '✓' : outcome === 'failed' ? '✕' : '?'}
      </Text>
    </ThemeIcon>
  );
}

function txidOf(state: SendState): string | undefined {
  return 'txid' in state ? state.txid : undefined;
}

/**
 * The screen after Send: the outcome in big, what was sent and to whom, the transaction, the
 * status texts in `children` and the way back. Scrolled into view whenever the outcome changes,
 * so the person sees it without scrolling, on a phone as on a wide screen.
 */
export function SendResult({
  state,
  txns,
  accounts,
  heading,
  done,
  traded,
  children,
}: {
  state: SendState;
  txns?: readonly Transaction[];
  accounts: readonly PublicAccount[];
  /** The confirmed heading in the page's words ("Payment confirmed"). */
  heading: string;
  done?: ReactNode;
  /** A trade's result in its own words (what was paid and received), once confirmed. */
  traded?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const outcome = outcomeOf(state);
  const summary = useResultSummary(txns, accounts);
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, [outcome]);
  if (!outcome) return null;
  const txid = txidOf(state);
  return (
    <Paper ref={ref} withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" align="center" ta="center">
        <Mark outcome={outcome} />
        <Title order={2} size="h3" id={headingId}>
          {outcome === 'confirmed' ? heading : t(`review.result.${outcome}`)}
        </Title>
        {state.kind === 'confirmed' && traded}
        {!traded && summary.amount && (
          <Text fz={26} fw={700} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {summary.amount}
          </Text>
        )}
        {summary.receiver && <Text>{t('review.result.to', { receiver: summary.receiver })}</Text>}
        <Stack gap="xs" w="100%" ta="start" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Stack>
        {state.kind === 'confirmed' && txid && (
          <Stack gap={2} maw="100%">
            <Text size="xs" c="dimmed">
              {t('review.txid')}
            </Text>
            <Anchor
              component={Link}
              to={`/transaction/${txid}`}
              size="sm"
              ff="monospace"
              style={{ overflowWrap: 'anywhere' }}
            >
              {txid}
            </Anchor>
          </Stack>
        )}
        {state.kind === 'confirmed' && done}
      </Stack>
    </Paper>
  );
}
