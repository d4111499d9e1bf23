import { Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { MAX_LEDGER_SLOT } from '../../core/ledger/ledger-slot';
import { FormSection } from '../../ui/StepPage';
import { NumberField } from '../../ui/NumberField';
import type { LedgerAccountPageState } from './use-ledger-account-page';

/** Step one: the slot to read and "Connect", with a note while the device is asked. */
export function DeviceSection({ page }: { page: LedgerAccountPageState }) {
  const { t } = useTranslation();
  const { busy } = page;
  return (
    <FormSection id="ledger-device" title={t('ledger.deviceSection')} onSubmit={page.connect}>
      <NumberField
        label={t('ledger.slot')}
        description={t('ledger.slotHint')}
        value={page.slot}
        onChange={page.changeSlot}
        min={0}
        max={MAX_LEDGER_SLOT}
        error={page.validSlot === null ? t('ledger.slotInvalid') : undefined}
        required
      />
      <Group>
        <Button
          type="submit"
          loading={busy === 'connect'}
          disabled={busy !== null || page.validSlot === null}
        >
          {t('ledger.connect')}
        </Button>
      </Group>
      {busy !== null && busy !== 'save' && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('ledger.waiting')}</Text>
        </Group>
      )}
    </FormSection>
  );
}
