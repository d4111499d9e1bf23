import {
  Alert,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { describeError } from '../../ui/errors';
import type { OptInPageState } from './use-opt-in-page';
import { OutsideInline } from '../../ui/OutsideText';

type Props = { page: OptInPageState };

export function SearchForm({ page }: Props) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        page.submit();
      }}
    >
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('assets.optIn.search')}
          description={t('assets.optIn.searchHint')}
          value={page.term}
          onChange={(e) => page.setTerm(e.currentTarget.value)}
        />
        <Button type="submit" disabled={!page.term.trim()}>
          {t('assets.optIn.find')}
        </Button>
      </Group>
    </form>
  );
}

/** The answers to a search by name to pick from; a single answer is picked already. */
export function SearchResults({ page }: Props) {
  const { t } = useTranslation();
  const { search } = page;
  if (search.isFetching)
    return <Loader size="sm" role="status" aria-label={t('assets.optIn.searching')} />;
  if (search.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{describeError(search.error, t)}</Text>
          <Button size="xs" variant="default" onClick={() => void search.refetch()}>
            {t('assets.optIn.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!search.data) return null;
  if (search.data.kind === 'not-found') {
    return (
      <Alert color="yellow" role="status">
        {t('assets.optIn.notFound')}
      </Alert>
    );
  }
  if (search.data.assets.length === 1 && page.selected?.index === search.data.assets[0]?.index) {
    return null;
  }
  return (
    <Stack gap={4} role="list" aria-label={t('assets.optIn.results')}>
      {search.data.assets.map((asset) => (
        <UnstyledButton
          key={asset.index.toString()}
          role="listitem"
          onClick={() => page.select(asset)}
          p="xs"
          style={{ borderRadius: 6, border: '1px solid var(--mantine-color-default-border)' }}
          aria-pressed={page.selected?.index === asset.index}
        >
          <Text size="sm" fw={500}>
            {asset.params.name ? (
              <OutsideInline text={asset.params.name} />
            ) : (
              t('assets.card.unnamed')
            )}
            {asset.params['unit-name'] && (
              <>
                {' ('}
                <OutsideInline text={asset.params['unit-name']} />)
              </>
            )}
          </Text>
          <Text size="xs" c="dimmed">
            {t('assets.optIn.resultId', { id: asset.index.toString() })}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
