import { Input, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhraseHolder } from './use-recovery-phrase';

const MASK = '••••••';

/**
 * The phrase as numbered slots. React renders only the numbers; the words are written into the
 * slots from the holder while revealed and replaced by a mask otherwise (and on unmount), so
 * they never pass through props or state.
 */
export function RecoveryPhraseWords({
  holder,
  count,
  revealed,
}: {
  holder: PhraseHolder;
  count: number;
  revealed: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const slots = [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-word]') ?? [])];
    const words = revealed ? holder.text().split(' ') : [];
    slots.forEach((slot, i) => (slot.textContent = words[i] ?? MASK));
    return () => slots.forEach((slot) => (slot.textContent = MASK));
  }, [holder, revealed]);

  return (
    <div ref={rootRef}>
      <Input.Label labelElement="div" id={labelId}>
        {t('overview.recoveryPhrase.words', { count })}
      </Input.Label>
      {!revealed && <VisuallyHidden>{t('overview.recoveryPhrase.hidden')}</VisuallyHidden>}
      <SimpleGrid
        component="ol"
        aria-labelledby={labelId}
        aria-hidden={!revealed}
        data-testid="recovery-phrase-words"
        cols={{ base: 2, xs: 3 }}
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
