import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { ReceiverField } from '../../ui/receiver/ReceiverField';
import type { MultisigAccountFormState } from './use-multisig-account-form';

/**
 * One member by address or .algo name: the field shows where a name leads (and guards against
 * look-alikes) before its address joins the list of other addresses.
 */
export function MultisigAddMember({ form }: { form: MultisigAccountFormState }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <ReceiverField
        label={t('newAccount.multisig.addMember')}
        showLabel
        placeholder={t('pay.names.placeholderName')}
        value={form.memberText}
        onChange={form.setMemberText}
        onEnter={form.addMember}
        receiver={form.member}
        disabled={form.busy}
      />
      <Group>
        <Button
          variant="default"
          onClick={form.addMember}
          disabled={!form.memberReady || form.busy}
        >
          {t('newAccount.multisig.addMemberButton')}
        </Button>
      </Group>
    </Stack>
  );
}
