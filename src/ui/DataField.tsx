import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One label/value pair of a definition list; renders nothing without a value. */
export function DataField({ label, children }: { label: string; children: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ wordBreak: 'break-all' }}>
        {children}
      </Text>
    </div>
  );
}
