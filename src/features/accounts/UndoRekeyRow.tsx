import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';

/**
 * "Undo rekey" for an account rekeyed to a key this wallet holds: not red, since it gives
 * control back to the account's own key. It opens the rekey screen with the account itself as
 * the target, so the one review and signing path (the current auth key signs) is used.
 */
export function UndoRekeyRow({ address, authAddress }: { address: string; authAddress: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" style={{ flex: '1 1 16rem', overflowWrap: 'anywhere' }}>
        {t('overview.undoRekeyIntro', { address: authAddress })}
      </Text>
      <Button variant="default" component={Link} to={`/accounts/rekey/${address}?undo`}>
        {t('overview.undoRekey')}
      </Button>
    </Group>
  );
}
