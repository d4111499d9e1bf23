import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { FormSection, NameInput } from '../../ui/StepPage';
import { AddressLine } from './AddressLine';
import type { LedgerAccountPageState } from './use-ledger-account-page';

/** Step two: the slot's address and primary address, verifying on the device, name and save. */
export function AccountSection({
  page,
  slot,
  addr,
  addr0,
}: {
  page: LedgerAccountPageState;
  slot: number;
  addr: string;
  addr0: string;
}) {
  const { t } = useTranslation();
  const { busy, verified } = page;
  return (
    <FormSection
      id="ledger-account"
      title={t('ledger.accountSection', { slot })}
      onSubmit={page.save}
    >
      <AddressLine label={t('ledger.address')} address={addr} />
      <AddressLine label={t('ledger.primaryAddress')} address={addr0} />
      <Group gap="sm">
        <Button
          variant="default"
          onClick={page.verify}
          loading={busy === 'verify'}
          disabled={busy !== null}
        >
          {t('ledger.verify')}
        </Button>
        <Text size="sm" c={verified ? 'teal.9' : undefined} role="status">
          {verified ? t('ledger.verified') : t('ledger.verifyHint')}
        </Text>
      </Group>
      <NameInput label={t('ledger.name')} value={page.name} onChange={page.setName} />
      <Group>
        <Button type="submit" loading={busy === 'save'} disabled={busy !== null}>
          {t('ledger.save')}
        </Button>
      </Group>
    </FormSection>
  );
}
