import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One label/value pair of a definition list; renders nothing without a value. */
export function DataField({ label, children }: { label: string; children: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    // min-width 0: inside a grid or flex row a long address may shrink and wrap, so whatever
    // sits next to it (a copy button) stays on screen.
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', wordBreak: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}
