import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityDirection } from '../../core/history/activity';
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

export function PartyText({ row }: { row: ActivityRow }) {
  if (!row.party) return <>—</>;
  return (
    <Text
      span
      inherit
      ff={row.party.own || !row.party.address ? undefined : 'monospace'}
      title={row.party.address ?? undefined}
    >
      {row.party.text}
    </Text>
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
