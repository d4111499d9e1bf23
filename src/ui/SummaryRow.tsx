import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled row of a review table (what is about to be signed). */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      {/* Long labels (hu, sk) hyphenate; addresses in the value break anywhere, words do not. */}
      <Table.Th scope="row" w="30%" style={{ hyphens: 'auto', overflowWrap: 'anywhere' }}>
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}
