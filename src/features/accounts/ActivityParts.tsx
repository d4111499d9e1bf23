import { Button, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { shortAddress } from '../../core/history/activity';
import { OUTSIDE_SLOT, OutsideInline, OutsideSentence } from '../../ui/OutsideText';
import { useSaveContact } from '../../ui/names/address-names';
import { HIDDEN_AMOUNT, useBalancesHidden } from '../../ui/values/values';
import type { ActivityRow } from './use-account-activity';

/** What happened: an event's words, or the other side of a plain transaction. */
export function RowTitle({ row }: { row: ActivityRow }) {
  if (row.party) return <PartyText row={row} />;
  if (row.summary)
    return <OutsideSentence template={row.summary.template} text={row.summary.texts} />;
  return <>{row.type ?? '—'}</>;
}

/** The amounts, one a line (a swap's paid and received); •••• each while balances are hidden. */
export function AmountsText({ row }: { row: ActivityRow }) {
  const hidden = useBalancesHidden();
  return row.amounts.map((amount) => (
    <Text key={amount} span inherit display="block" style={{ whiteSpace: 'nowrap' }}>
      {hidden ? HIDDEN_AMOUNT : amount}
    </Text>
  ));
}

/** Who was on the other side: a name with its short address beside it, or the short address. */
function PartyText({ row }: { row: ActivityRow }) {
  if (!row.party) return null;
  const { template, who, short, address } = row.party;
  // "To {{who}}": the name (or, unnamed, the short address in monospace like every address)
  // in the translator's place; names are text nodes, never HTML.
  const [before = '', after = ''] = template.split(OUTSIDE_SLOT);
  return (
    <Text span inherit title={address ?? undefined}>
      {before}
      {address && !short ? (
        // One piece: "7WMLL3…" over "6UBUFM" on a phone reads as two addresses.
        <Text span inherit ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {who}
        </Text>
      ) : (
        <OutsideInline text={who} />
      )}
      {after}
      {short && (
        <Text
          span
          size="xs"
          c="dimmed"
          ff="monospace"
          fw={400}
          ml={6}
          style={{ whiteSpace: 'nowrap' }}
        >
          {short}
        </Text>
      )}
    </Text>
  );
}

const PERSON_PLUS = 'M15 19a6 6 0 0 0-12 0M9 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8M19 8v6M16 11h6';

/** "Save as contact" for the sender of money in; the app opens the form. */
export function SaveContactButton({ address }: { address: string }) {
  const { t } = useTranslation();
  const saveContact = useSaveContact();
  if (!saveContact) return null;
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      aria-label={t('transaction.saveContactOf', { address: shortAddress(address) })}
      leftSection={
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path d={PERSON_PLUS} stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        </svg>
      }
      onClick={() => saveContact(address)}
    >
      {t('transaction.saveContact')}
    </Button>
  );
}

export function TimeText({ row }: { row: ActivityRow }) {
  if (!row.time) return <>—</>;
  return (
    <Text span inherit title={row.time.full}>
      {row.time.text}
    </Text>
  );
}

/** Everything the indexer lists is on the chain; the round says where. */
export function StatusText({ row, withRound }: { row: ActivityRow; withRound?: boolean }) {
  const { t } = useTranslation();
  const round = row.round ? t('overview.activity.round', { round: row.round }) : undefined;
  return (
    <>
      <Text span inherit title={round}>
        {t('overview.activity.confirmed')}
      </Text>
      {withRound && round && (
        <Text size="xs" c="dimmed">
          {round}
        </Text>
      )}
    </>
  );
}
