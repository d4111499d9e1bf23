import { Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { MAX_DURATION, MIN_DURATION } from '../../../core/voting/constants';
import { DataField } from '../../../ui/DataField';
import { issuesOf, type AskField } from './ask-form';
import type { AskModel } from './use-ask-question';

/** The issue text shown next to a field once it has been touched, or undefined. */
export function useFieldError(page: AskModel) {
  const { t } = useTranslation();
  return (field: AskField) => {
    if (!page.touched.has(field)) return undefined;
    const issues = issuesOf(page.form.issues, field);
    if (issues.length === 0) return undefined;
    return issues.map((issue) => t(`voting.ask.issue.${issue}`)).join(' ');
  };
}

/** Title, text, url, duration with its schedule, and category. */
export function AskFields({ page }: { page: AskModel }) {
  const { t } = useTranslation();
  const error = useFieldError(page);
  return (
    <Stack>
      <TextInput
        label={t('voting.ask.titleLabel')}
        required
        value={page.values.title}
        onChange={(e) => page.update('title', e.currentTarget.value)}
        onBlur={() => page.touch('title')}
        error={error('title')}
      />
      <Textarea
        label={t('voting.ask.text')}
        required
        rows={3}
        value={page.values.text}
        onChange={(e) => page.update('text', e.currentTarget.value)}
        onBlur={() => page.touch('text')}
        error={error('text')}
      />
      <TextInput
        label={t('voting.ask.url')}
        description={t('voting.ask.urlHint')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={page.values.url}
        onChange={(e) => page.update('url', e.currentTarget.value)}
        onBlur={() => page.touch('url')}
        error={error('url')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('voting.ask.duration')}
          description={t('voting.ask.durationHint', { min: MIN_DURATION, max: MAX_DURATION })}
          required
          inputMode="numeric"
          value={page.values.duration}
          onChange={(e) => page.update('duration', e.currentTarget.value)}
          onBlur={() => page.touch('duration')}
          error={error('duration')}
        />
        <TextInput
          label={t('voting.ask.category')}
          required
          value={page.values.category}
          onChange={(e) => page.update('category', e.currentTarget.value)}
          onBlur={() => page.touch('category')}
          error={error('category')}
        />
      </SimpleGrid>
      <Schedule page={page} />
    </Stack>
  );
}

function Schedule({ page }: { page: AskModel }) {
  const { t, i18n } = useTranslation();
  if (page.round.isError && page.round.data === undefined) {
    return (
      <Text size="sm" c="var(--mantine-color-error)" role="alert">
        {t('voting.ask.roundFailed')}
      </Text>
    );
  }
  const schedule = page.schedule;
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Group component="dl" gap="xl" m={0} aria-live="polite">
      <DataField label={t('voting.ask.currentRound')}>
        {page.round.data === undefined ? '…' : number(Number(page.round.data))}
      </DataField>
      <DataField label={t('voting.ask.lastBlock')}>
        {schedule ? number(schedule.lastBlock) : '—'}
      </DataField>
      <DataField label={t('voting.ask.endTime')}>
        {schedule
          ? new Date(schedule.endTimeMs).toLocaleString(i18n.language, {
              dateStyle: 'medium',
              timeStyle: 'short',
            })
          : '—'}
      </DataField>
    </Group>
  );
}
