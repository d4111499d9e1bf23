import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import {
  formatCountdown,
  remainingMs,
  sessionPhase,
  warningColour,
} from '../../core/session/session-clock';
import { sessionStore, touch } from '../../infra/session/session';

const WARNING_STYLES = {
  white: { background: '#ffffff', color: '#c92a2a' },
  red: { background: '#e03131', color: '#ffffff' },
  orange: { background: '#f76707', color: '#ffffff' },
} as const;

/** Footer countdown; a click extends the session. */
export function SessionTimer() {
  const { t } = useTranslation();
  const lastActivity = useStore(sessionStore, (s) => s.lastActivity);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const left = remainingMs(lastActivity, now);
  const time = formatCountdown(left);
  const warning = sessionPhase(lastActivity, now) !== 'active';
  const style = warning ? WARNING_STYLES[warningColour(now)] : undefined;

  return (
    <Button
      size="compact-sm"
      variant={warning ? 'filled' : 'light'}
      onClick={touch}
      style={style}
      data-warning={warning || undefined}
      aria-label={t('footer.extendSession', { time })}
      title={t('footer.extendSession', { time })}
    >
      <span aria-hidden="true">{time}</span>
    </Button>
  );
}
