import { Input, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';

const MASK = '••••••';

export interface PhraseWordsProps {
  /** Reads the phrase from its holder; called only while visible. */
  read: () => string;
  count: number;
  visible: boolean;
  label: string;
  /** Said to screen readers while the words are masked. */
  hiddenLabel: string;
  testId: string;
  cols: Record<string, number>;
  /** Changes whenever the holder gets another phrase. */
  version?: string;
}

/**
 * A recovery phrase as numbered slots, easy to copy onto paper in order. React renders only the
 * numbers; the words are written into the slots straight from the holder while visible and
 * replaced by a mask otherwise (and on unmount), so they never pass through props or state.
 */
export function PhraseWords({
  read,
  count,
  visible,
  label,
  hiddenLabel,
  testId,
  cols,
  version,
}: PhraseWordsProps) {
  const labelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const slots = [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-word]') ?? [])];
    const words = visible ? read().split(' ') : [];
    slots.forEach((slot, i) => (slot.textContent = words[i] ?? MASK));
    return () => slots.forEach((slot) => (slot.textContent = MASK));
  }, [read, visible, version]);

  return (
    <div ref={rootRef}>
      <Input.Label labelElement="div" id={labelId}>
        {label}
      </Input.Label>
      {!visible && <VisuallyHidden>{hiddenLabel}</VisuallyHidden>}
      <SimpleGrid
        component="ol"
        aria-labelledby={labelId}
        aria-hidden={!visible}
        data-testid={testId}
        cols={cols}
        spacing="xs"
        verticalSpacing={6}
        p="sm"
        m={0}
        style={{
          listStyle: 'none',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <Text span size="sm" c="dimmed" w="2.2em" display="inline-block">
              {i + 1}.
            </Text>
            <Text span ff="monospace" data-word />
          </li>
        ))}
      </SimpleGrid>
    </div>
  );
}
