import { Box, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { Suggestion } from './use-receiver';

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`;

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The listbox of a receiver combobox: focus stays in the box (arrow keys move `active`, which
 * the box names through aria-activedescendant), a click or Enter chooses. Under the box rather
 * than floating, so it never covers the amount on a phone.
 */
export function SuggestionList({
  id,
  offered,
  active,
  onChoose,
}: {
  id: string;
  offered: readonly Suggestion[];
  active: number;
  onChoose: (address: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} role="listbox" id={id} aria-label={t('pay.names.suggestions')}>
      {offered.map((s, i) => (
        <Box
          key={s.address}
          id={optionId(id, i)}
          role="option"
          aria-selected={i === active}
          // The box keeps focus: a mouse press must not blur it before the click chooses.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(s.address)}
          p={6}
          style={{
            cursor: 'pointer',
            borderRadius: 'var(--mantine-radius-sm)',
            background: i === active ? 'var(--mantine-color-default-hover)' : undefined,
            outline: i === active ? '2px solid var(--mantine-primary-color-filled)' : undefined,
          }}
        >
          <Text size="sm" fw={600} span>
            {s.name} · {s.kind === 'contact' ? t('pay.names.contact') : t('pay.names.ownAccount')}
          </Text>{' '}
          <Text size="xs" ff="monospace" span>
            {short(s.address)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
