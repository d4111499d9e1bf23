import { useTranslation } from '../i18n/react';
import type { PasswordStrength } from '../core/password/strength';
import { group, GROUP } from './light/controls';

// Mantine's Progress and dot Badge in plain markup (light/controls.tsx): the meter is on the
// create form of the login page, which loads no Mantine JavaScript.
export function PasswordStrengthMeter({ strength }: { strength: PasswordStrength }) {
  const { t } = useTranslation();
  // Nothing typed yet is no password to grade: "weak" before the first key would only scold.
  if (strength.level < 0) return null;
  const label = t('strength.label', { grade: t(`strength.${strength.grade}`) });
  const colour = `var(--mantine-color-${strength.colour}-filled)`;
  return (
    <div
      className={GROUP}
      style={group('var(--mantine-spacing-xs)', 'flex-start', 'nowrap')}
      aria-live="polite"
    >
      <div
        className="m_db6d6462 mantine-Progress-root"
        data-size="sm"
        aria-hidden="true"
        style={{ '--progress-size': 'var(--progress-size-sm)', flex: 1 } as React.CSSProperties}
      >
        <div
          className="m_2242eb65 mantine-Progress-section"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={strength.percent}
          aria-valuetext={`${strength.percent}%`}
          style={
            {
              '--progress-section-size': `${strength.percent}%`,
              '--progress-section-color': colour,
            } as React.CSSProperties
          }
        />
      </div>
      {/* The dot carries the colour; the words stay in the text colour (light badges fail AA). */}
      <div
        className="m_fbd81e3d m_347db0ec mantine-Badge-root"
        data-variant="dot"
        data-testid="password-strength"
        style={{ '--badge-dot-color': colour, textTransform: 'none' } as React.CSSProperties}
      >
        <span className="m_5add502a mantine-Badge-label">{label}</span>
      </div>
    </div>
  );
}
