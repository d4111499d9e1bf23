import '@mantine/core/styles/SimpleGrid.layer.css';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { SignedByProgram } from '../../core/logic-sig/program';
import { DataField as Field } from '../../ui/DataField';
import { AddressField } from './TransactionSections';
import type { AddressExtras } from './use-transaction-page';

/**
 * A transaction signed by a logic signature: which program (its address, named when the person
 * knows it, and its hash) and whether the sender delegated itself to it or is its own account.
 */
export function SignedByProgramSection({
  program,
  extras,
}: {
  program: SignedByProgram;
  extras: AddressExtras;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="tx-signed-by-program">
      <Title order={2} size="h3" id="tx-signed-by-program" mb="xs">
        {t('transaction.signedByProgram')}
      </Title>
      <Text size="sm" mb="sm">
        {t(program.delegated ? 'transaction.programDelegated' : 'transaction.programEscrow')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} component="dl" m={0}>
        <AddressField
          label={t('transaction.programAddress')}
          address={program.address}
          extras={extras}
        />
        <Field label={t('transaction.programHash')}>
          <Text span ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {program.hash}
          </Text>
        </Field>
      </SimpleGrid>
    </Paper>
  );
}
