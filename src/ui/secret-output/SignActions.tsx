import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../i18n/react';

/** Under a developer page's review: sign it, or cancel (not while signing). */
export function SignActions({
  label,
  pending,
  onSign,
  onCancel,
}: {
  label: string;
  pending: boolean;
  onSign: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button onClick={onSign} loading={pending}>
        {label}
      </Button>
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
    </Group>
  );
}
