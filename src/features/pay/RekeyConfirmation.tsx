import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { REKEY_CONFIRM_CHARS } from '../../core/accounts/rekey-target';

/**
 * A rekey to a key this wallet does not hold: says plainly that control leaves the wallet and
 * has the user type the target's first characters before Send is enabled.
 */
export function RekeyConfirmation({
  target,
  typed,
  onTypedChange,
}: {
  target: string;
  typed: string;
  onTypedChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('pay.rekeyAwayTitle')} role="alert">
      <Stack gap="xs">
        <Text size="sm">{t('pay.rekeyAway', { address: target })}</Text>
        <TextInput
          label={t('pay.rekeyAwayConfirm', { count: REKEY_CONFIRM_CHARS, address: target })}
          value={typed}
          onChange={(e) => onTypedChange(e.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
      </Stack>
    </Alert>
  );
}
