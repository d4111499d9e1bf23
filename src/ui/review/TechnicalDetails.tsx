import '@mantine/core/styles/Table.layer.css';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';

/**
 * What a person checks only when something looks wrong (network, validity, ids, the signing
 * key's kind), closed by default. A native disclosure: keyboard and screen readers know it,
 * and find-in-page opens it.
 */
export function TechnicalDetails({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <details>
      <Text component="summary" size="sm" fw={600} py={4} style={{ cursor: 'pointer' }}>
        {t('review.technical')}
      </Text>
      <Table withTableBorder variant="vertical" layout="fixed" mt="xs">
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </details>
  );
}
