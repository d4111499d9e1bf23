import { Group, TextInput } from '@mantine/core';
import type { RefObject } from 'react';

/**
 * Two words of a phrase or share typed back (uncontrolled: no word enters React state), each
 * with its error when wrong. Shared by the Shamir split and the wallet's phrase backup.
 */
export function ConfirmWordsFields({
  positions,
  wrong,
  refs,
  label,
  error,
  idPrefix,
}: {
  positions: readonly number[];
  wrong: readonly number[];
  refs: readonly RefObject<HTMLInputElement | null>[];
  label: (position: number) => string;
  error: (position: number) => string;
  /** Keys the inputs, so new positions start empty. */
  idPrefix: string;
}) {
  return (
    <Group grow align="flex-start">
      {positions.map((position, i) => (
        <TextInput
          key={`${idPrefix}-${position}`}
          ref={refs[i]}
          label={label(position)}
          error={wrong.includes(position) && error(position)}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
        />
      ))}
    </Group>
  );
}
