import { Input, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSecret } from './account-secret';
import { MNEMONIC_WORD_COUNT } from '../../core/accounts/mnemonic-challenge';

const MASK = '••••••';
const SLOTS = Array.from({ length: MNEMONIC_WORD_COUNT }, (_, i) => i + 1);

/**
 * The recovery phrase as 25 numbered slots, easy to copy onto paper in order. React renders
 * only the numbers; the words are written into the slots straight from the holder while the
 * phrase is shown and replaced by a mask when it is hidden, so they never pass through props
 * or state.
 */
export function MnemonicWords({
  secret,
  address,
  visible,
}: {
  secret: AccountSecret;
  /** Changes whenever the holder gets another key. */
  address: string;
  visible: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const slots = [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-word]') ?? [])];
    const words = visible ? secret.mnemonic().split(' ') : [];
    slots.forEach((slot, i) => (slot.textContent = words[i] ?? MASK));
    return () => slots.forEach((slot) => (slot.textContent = MASK));
  }, [secret, address, visible]);

  return (
    <div ref={rootRef}>
      <Input.Label labelElement="div" id={labelId}>
        {t('newAccount.basic.mnemonic')}
      </Input.Label>
      {!visible && <VisuallyHidden>{t('newAccount.basic.mnemonicHidden')}</VisuallyHidden>}
      <SimpleGrid
        component="ol"
        aria-labelledby={labelId}
        aria-hidden={!visible}
        data-testid="mnemonic-words"
        cols={{ base: 2, xs: 3, sm: 5 }}
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
        {SLOTS.map((n) => (
          <li key={n}>
            <Text span size="sm" c="dimmed" w="2.2em" display="inline-block">
              {n}.
            </Text>
            <Text span ff="monospace" data-word />
          </li>
        ))}
      </SimpleGrid>
    </div>
  );
}
