import { Badge, Group, Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PasswordStrength } from '../core/password/strength';

export function PasswordStrengthMeter({ strength }: { strength: PasswordStrength }) {
  const { t } = useTranslation();
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
      <Badge color={strength.colour} variant="light" data-testid="password-strength">
        {label}
      </Badge>
    </Group>
  );
}
