import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A yellow warning whose title keeps the body text colour: Mantine's yellow title on the light
 * yellow background fails WCAG AA contrast.
 */
export function WarningAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Alert color="yellow" title={title} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      {children}
    </Alert>
  );
}
