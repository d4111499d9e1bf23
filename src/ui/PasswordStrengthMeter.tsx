import { Badge, Group, Progress } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import type { PasswordStrength } from '../core/password/strength';

export function PasswordStrengthMeter({ strength }: { strength: PasswordStrength }) {
  const { t } = useTranslation();
  // Nothing typed yet is no password to grade: "weak" before the first key would only scold.
  if (strength.level < 0) return null;
  const label = t('strength.label', { grade: t(`strength.${strength.grade}`) });
  return (
    <Group gap="xs" wrap="nowrap" aria-live="polite">
      <Progress
        value={strength.percent}
        color={strength.colour}
        size="sm"
        style={{ flex: 1 }}
        aria-hidden="true"
      />
      {/* The dot carries the colour; the words stay in the text colour (light badges fail AA). */}
      <Badge color={strength.colour} variant="dot" tt="none" data-testid="password-strength">
        {label}
      </Badge>
    </Group>
  );
}
