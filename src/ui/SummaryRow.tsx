import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled row of a review table (what is about to be signed). */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="30%">
        {label}
      </Table.Th>
      <Table.Td style={{ wordBreak: 'break-all' }}>{children}</Table.Td>
    </Table.Tr>
  );
}
