import { Button } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import {
  formatCountdown,
  remainingMs,
  sessionPhase,
  warningColour,
} from '../../core/session/session-clock';
import { logout, sessionStore, touch } from '../../infra/session/session';
import { clearLastError } from '../../ui/notify';
import { useActivityTracking } from './use-activity';

// The dialog (and the modal code under it) is not needed on the login page: fetched once the
// wallet is open, well before the last minute.
const loadDialog = () => import('./StaySignedInDialog');
const StaySignedInDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.StaySignedInDialog })),
);

const WARNING_STYLES = {
  white: { background: '#ffffff', color: '#c92a2a' },
  red: { background: '#e03131', color: '#ffffff' },
  // Dark text: white on this orange is 3:1, below WCAG AA.
  orange: { background: '#f76707', color: '#1a1b1e' },
} as const;

/**
 * Footer countdown; a click extends the session. Rendered while the wallet is open, it also
 * counts the user's activity and, in the last minute, asks whether to stay signed in.
 */
export function SessionTimer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lastActivity = useStore(sessionStore, (s) => s.lastActivity);
  const [now, setNow] = useState(() => Date.now());
  useActivityTracking();

  useEffect(() => {
    void loadDialog();
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const left = remainingMs(lastActivity, now);
  const time = formatCountdown(left);
  const warning = sessionPhase(lastActivity, now) !== 'active';
  const style = warning ? WARNING_STYLES[warningColour(now)] : undefined;

  function logoutNow() {
    clearLastError();
    logout('user');
    void navigate('/', { replace: true });
  }

  return (
    <>
      <Button
        size="compact-sm"
        variant={warning ? 'filled' : 'light'}
        onClick={touch}
        style={style}
        data-warning={warning || undefined}
        aria-label={t('footer.extendSession', { time })}
        title={t('footer.extendSession', { time })}
      >
        <span aria-hidden="true">{t('footer.locksIn', { time })}</span>
      </Button>
      {warning && (
        <Suspense fallback={null}>
          <StaySignedInDialog time={time} onStay={touch} onLogout={logoutNow} />
        </Suspense>
      )}
    </>
  );
}
