import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './SummaryRow.module.css';

/** One labelled row of a review table (what is about to be signed). */
export function SummaryRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Table.Tr className={classes.row}>
      <Table.Th scope="row" className={classes.label}>
        {label}
      </Table.Th>
      <Table.Td className={classes.value}>{children}</Table.Td>
    </Table.Tr>
  );
}
