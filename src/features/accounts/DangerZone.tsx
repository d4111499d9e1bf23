import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { DeleteAccountModal } from './DeleteAccountModal';
import { UndoRekeyRow } from './UndoRekeyRow';

/**
 * Rekey and Delete, apart at the bottom of the page behind a link (issue 37: not the largest
 * card on the home) and each behind its own confirmation: both can cost the account, so neither
 * sits among the everyday actions. An account that can undo a rekey starts unfolded.
 */
export function DangerZone({
  account,
  canRekey,
  undoFrom,
}: {
  account: PublicAccount;
  canRekey: boolean;
  /** The auth address to take control back from, when "Undo rekey" is offered. */
  undoFrom?: string;
}) {
  const { t } = useTranslation();
  const [deleting, deletion] = useDisclosure(false);
  const [rekeying, rekey] = useDisclosure(false);
  // Unfolded by default once the account turns out to be undoable: its auth address comes with
  // the node's answer, after the first render. The person's own choice then wins.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const shown = chosen ?? Boolean(undoFrom);
  const row = (text: string, button: ReactNode) => (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" style={{ flex: '1 1 16rem' }}>
        {text}
      </Text>
      {button}
    </Group>
  );
  const toggle = (
    <Group justify="flex-end">
      <Button
        variant="subtle"
        color="gray"
        c="var(--mantine-color-error)"
        size="compact-sm"
        aria-expanded={shown}
        aria-controls={shown ? 'overview-danger-zone' : undefined}
        onClick={() => setChosen(!shown)}
      >
        {shown ? t('overview.dangerHide') : t('overview.dangerShow')}
      </Button>
    </Group>
  );
  if (!shown) return toggle;
  return (
    <>
      {toggle}
      <Paper
        id="overview-danger-zone"
        withBorder
        p="lg"
        radius="md"
        component="section"
        aria-labelledby="overview-danger"
        style={{ borderColor: 'var(--mantine-color-red-outline)' }}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="overview-danger" c="var(--mantine-color-red-text)">
            {t('overview.dangerZone')}
          </Title>
          {undoFrom && <UndoRekeyRow address={account.addr} authAddress={undoFrom} />}
          {canRekey &&
            row(
              t('overview.rekeyIntro'),
              <Button color="red" variant="outline" onClick={rekey.open}>
                {t('overview.rekey')}
              </Button>,
            )}
          {row(
            t('overview.deleteIntro'),
            <Button color="red" variant="outline" onClick={deletion.open}>
              {t('overview.delete')}
            </Button>,
          )}
        </Stack>
        <Modal
          opened={rekeying}
          onClose={rekey.close}
          title={t('overview.rekeyTitle')}
          centered
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <Stack>
            <Text size="sm">{t('overview.rekeyWarning')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={rekey.close}>
                {t('common.cancel')}
              </Button>
              <Button component={Link} to={`/accounts/rekey/${account.addr}`} color="red">
                {t('overview.rekeyContinue')}
              </Button>
            </Group>
          </Stack>
        </Modal>
        <DeleteAccountModal account={account} opened={deleting} onClose={deletion.close} />
      </Paper>
    </>
  );
}
