import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { NOTE_MAX_BYTES } from '../../../core/voting/constants';
import type { AccountsText } from '../../../core/voting/trusted-list';
import { describeError } from '../../../ui/errors';
import { RecordPublished } from '../record/RecordPublished';
import { RecordScreen } from '../record/RecordScreen';
import { TrustedTable } from './TrustedTable';
import { useTrustedList, type TrustedListModel } from './use-trusted-list';

// /vote/tl (spec 001 sections 2, 5): accounts to add and to remove, published as one avote-tl
// note through the shared review; below, the voting account's list as the chain has it.
export function TrustedListPage() {
  const { t } = useTranslation();
  const page = useTrustedList();
  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <Stack>
          <Title order={2}>{t('voting.trusted.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('voting.trusted.intro')}
          </Text>
          <RecordScreen
            steps={page}
            form={<TrustedForm page={page} />}
            published={
              page.confirmed && (
                <RecordPublished
                  title={t('voting.trusted.published')}
                  text={t('voting.trusted.publishedId', { txid: page.confirmed })}
                  againLabel={t('voting.trusted.again')}
                  onAgain={page.done}
                />
              )
            }
          />
        </Stack>
      </Paper>
      <TrustedTable page={page} />
    </Stack>
  );
}

function TrustedForm({ page }: { page: TrustedListModel }) {
  const { t } = useTranslation();
  const empty = page.note === '';
  return (
    <Stack
      component="form"
      aria-label={t('voting.trusted.form')}
      onSubmit={(e) => {
        e.preventDefault();
        page.submit();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AccountsField
          label={t('voting.trusted.add')}
          value={page.addText}
          onChange={page.setAddText}
          parsed={page.add}
        />
        <AccountsField
          label={t('voting.trusted.remove')}
          value={page.removeText}
          onChange={page.setRemoveText}
          parsed={page.remove}
        />
      </SimpleGrid>
      {page.tooLong && (
        <Alert color="red" role="alert">
          {t('voting.trusted.tooLong', { bytes: page.noteBytes, max: NOTE_MAX_BYTES })}
        </Alert>
      )}
      {page.prepare.isError && (
        <Alert color="red" role="alert" title={t('voting.trusted.prepareFailed')}>
          {describeError(page.prepare.error, t)}
        </Alert>
      )}
      <Group>
        <Button type="submit" disabled={empty || !page.account} loading={page.prepare.isPending}>
          {t('voting.trusted.submit')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {page.tooLong
            ? null
            : empty
              ? t('voting.trusted.nothing')
              : t('voting.trusted.summary', {
                  add: page.add.accounts.length,
                  remove: page.remove.accounts.length,
                })}
        </Text>
      </Group>
    </Stack>
  );
}

function AccountsField({
  label,
  value,
  onChange,
  parsed,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  parsed: AccountsText;
}) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={label}
      description={t('voting.trusted.hint')}
      rows={5}
      autoComplete="off"
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={
        parsed.rejected.length > 0 ? (
          <span style={{ overflowWrap: 'anywhere' }}>
            {t('voting.trusted.invalid', {
              accounts: shortList(parsed.rejected),
            })}
          </span>
        ) : undefined
      }
    />
  );
}

/** At most 10 rejected entries, each cut at 24 characters: a pasted text may be anything. */
function shortList(rejected: readonly string[]): string {
  const shown = rejected.slice(0, 10).map((s) => (s.length > 24 ? `${s.slice(0, 24)}…` : s));
  return rejected.length > 10 ? `${shown.join(', ')}, …` : shown.join(', ');
}
