import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A "new account" form, named for screen readers. The page checks the fields and shows the
 * spec's messages itself, so the browser's validation is off and submitting never reloads.
 */
export function ModeForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-label={label}
    >
      <Stack gap="md">{children}</Stack>
    </form>
  );
}

/**
 * For inputs that take words of a recovery phrase: the browser neither remembers, completes,
 * corrects nor capitalises them (nor sends them to a spelling service).
 */
export const phraseInputProps = {
  autoComplete: 'off',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;
