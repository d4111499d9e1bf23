import '@mantine/core/styles/Fieldset.layer.css';
import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { useFieldError } from './AskFields';
import type { AskModel } from './use-ask-question';

/** The answer options: a code and a text per row, rows added and removed freely. */
export function AskOptions({ page }: { page: AskModel }) {
  const { t } = useTranslation();
  const error = useFieldError(page)('options');
  return (
    <Fieldset legend={t('voting.ask.options')} aria-describedby="ask-options-hint">
      <Stack gap="sm">
        <Text id="ask-options-hint" size="sm" c="dimmed">
          {t('voting.ask.optionsHint')}
        </Text>
        {page.rows.map((row, index) => {
          const n = index + 1;
          return (
            <Group key={row.id} gap="xs" align="flex-end" wrap="nowrap">
              {/* Code and text side by side; on a phone the text goes below the code. */}
              <Group gap="xs" align="flex-end" style={{ flex: 1, minWidth: 0 }}>
                <TextInput
                  style={{ flex: '0 0 8rem' }}
                  label={t('voting.ask.optionCode', { n })}
                  value={row.code}
                  onChange={(e) => page.updateRow(row.id, { code: e.currentTarget.value })}
                />
                <TextInput
                  style={{ flex: '1 1 12rem', minWidth: 0 }}
                  label={t('voting.ask.optionText', { n })}
                  value={row.text}
                  onChange={(e) => page.updateRow(row.id, { text: e.currentTarget.value })}
                />
              </Group>
              <ActionIcon
                variant="default"
                size="input-sm"
                aria-label={t('voting.ask.removeOption', { n })}
                onClick={() => page.removeRow(row.id)}
              >
                <span aria-hidden>×</span>
              </ActionIcon>
            </Group>
          );
        })}
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
        {page.touched.has('options') && page.form.fewerThanTwoOptions && !error && (
          <Text size="sm" c="dimmed">
            {t('voting.ask.fewerThanTwo')}
          </Text>
        )}
        <Button variant="default" w="fit-content" onClick={page.addRow}>
          {t('voting.ask.addOption')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
