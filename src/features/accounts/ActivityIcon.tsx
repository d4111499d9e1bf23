import { useTranslation } from '../../i18n/react';
import type { ActivityIcon } from './event-words';

const LOOK: Record<ActivityIcon, { colour: string; path: string }> = {
  // Arrow into the corner, out of it, round trip, and a dot for "nothing moved".
  in: { colour: 'teal', path: 'M17 7 7 17M7 9v8h8' },
  out: { colour: 'orange', path: 'M7 17 17 7M9 7h8v8' },
  self: { colour: 'blue', path: 'M5 9h11l-3-3M19 15H8l3 3' },
  none: { colour: 'gray', path: 'M12 12h.01' },
  // Events: two opposed arrows, plus, minus, a pulse (flat when offline), a box, a key, code.
  swap: { colour: 'violet', path: 'M4 9h14l-4-4M20 15H6l4 4' },
  add: { colour: 'teal', path: 'M12 5v14M5 12h14' },
  remove: { colour: 'gray', path: 'M5 12h14' },
  online: { colour: 'green', path: 'M3 12h4l3-7 4 14 3-7h4' },
  offline: { colour: 'gray', path: 'M3 12h18' },
  create: { colour: 'yellow', path: 'M4 7l8-4 8 4v10l-8 4-8-4zM4 7l8 4 8-4M12 11v10' },
  key: { colour: 'red', path: 'M14 10a4 4 0 1 0-3 3.87V21h3v-2h2v-2h-2v-3.13A4 4 0 0 0 14 10' },
  app: { colour: 'indigo', path: 'M9 8l-4 4 4 4M15 8l4 4-4 4' },
};
const WORDS: Partial<Record<ActivityIcon, string>> = {
  in: 'received',
  out: 'sent',
  self: 'self',
};

/**
 * A round badge: which way the value went (named for screen readers), or what kind of event
 * it was (decoration: the row's words say it).
 */
export function DirectionIcon({ icon }: { icon: ActivityIcon }) {
  const { t } = useTranslation();
  const look = LOOK[icon];
  const word = WORDS[icon];
  const label = word
    ? t(`transaction.direction.${word as 'sent' | 'received' | 'self'}`)
    : undefined;
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
          strokeWidth={icon === 'none' ? 6 : 2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
