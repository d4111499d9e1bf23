import { useTranslation } from '../../i18n/react';
import { stack, STACK, text, TEXT } from '../../ui/light/controls';

/** The key derivation under way: a bar with no steps and the seconds so far. */
export function DerivingStatus({ elapsedMs }: { elapsedMs: number }) {
  const { t } = useTranslation();
  return (
    <div className={STACK} style={stack('calc(0.25rem * var(--mantine-scale))')} role="status">
      <DerivingBar label={t('newWallet.deriving', { seconds: '' })} />
      <p className={TEXT} data-size="sm" style={text('sm')}>
        {t('newWallet.deriving', { seconds: (elapsedMs / 1000).toFixed(1) })}
      </p>
    </div>
  );
}

/** Mantine's striped, animated Progress at 100 %: the key derivation has no steps to show. */
function DerivingBar({ label }: { label: string }) {
  return (
    <div
      className="m_db6d6462 mantine-Progress-root"
      data-size="md"
      style={{ '--progress-size': 'var(--progress-size-md)' } as React.CSSProperties}
    >
      <div
        className="m_2242eb65 mantine-Progress-section"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={100}
        aria-valuetext="100%"
        aria-label={label}
        data-striped="true"
        data-animated="true"
        style={
          {
            '--progress-section-size': '100%',
            '--progress-section-color': 'var(--mantine-primary-color-filled)',
          } as React.CSSProperties
        }
      />
    </div>
  );
}
