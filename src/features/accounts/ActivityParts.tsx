import { Button, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { shortAddress, type ActivityDirection } from '../../core/history/activity';
import { useSaveContact } from '../../ui/names/address-names';
import type { ActivityRow } from './use-account-activity';

const LOOK: Record<ActivityDirection, { colour: string; path: string }> = {
  // Arrow into the corner, out of it, round trip, and a dot for "nothing moved".
  in: { colour: 'teal', path: 'M17 7 7 17M7 9v8h8' },
  out: { colour: 'orange', path: 'M7 17 17 7M9 7h8v8' },
  self: { colour: 'blue', path: 'M5 9h11l-3-3M19 15H8l3 3' },
  none: { colour: 'gray', path: 'M12 12h.01' },
};
const WORDS = { in: 'received', out: 'sent', self: 'self' } as const;

/** A round badge with an arrow: which way the value went, named for screen readers. */
export function DirectionIcon({ direction }: { direction: ActivityDirection }) {
  const { t } = useTranslation();
  const look = LOOK[direction];
  const label = direction === 'none' ? undefined : t(`transaction.direction.${WORDS[direction]}`);
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{
        display: 'inline-flex',
        flexShrink: 0,
        width: 36,
        height: 36,
        borderRadius: '50%',
        alignItems: 'center',
        justifyContent: 'center',
        background: `var(--mantine-color-${look.colour}-light)`,
        color: `var(--mantine-color-${look.colour}-light-color)`,
      }}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path
          d={look.path}
          stroke="currentColor"
          strokeWidth={direction === 'none' ? 6 : 2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

/** Who was on the other side: a name with its short address beside it, or the short address. */
export function PartyText({ row }: { row: ActivityRow }) {
  if (!row.party) return <>{row.summary ?? '—'}</>;
  const { text, short, address } = row.party;
  // Names are text nodes (never HTML); an unnamed address reads in monospace like every address.
  return (
    <Text span inherit title={address ?? undefined}>
      <Text span inherit ff={address && !short ? 'monospace' : undefined}>
        {text}
      </Text>
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
