import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { SUGGESTED_CATEGORIES } from './delegation-draft';
import type { DelegationModel } from './use-delegation';

/** Add a category (typed, or one of the usual ones) and add a delegate to a category. */
export function DelegationAdd({ page }: { page: DelegationModel }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} style={{ alignItems: 'start' }}>
      <AddCategory page={page} />
      {page.draft.length > 0 && <AddDelegate page={page} />}
    </SimpleGrid>
  );
}

function AddCategory({ page }: { page: DelegationModel }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const suggested = SUGGESTED_CATEGORIES.filter((c) => !page.draft.some((d) => d.category === c));
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack
        gap="xs"
        component="form"
        aria-labelledby="delegation-add-category"
        onSubmit={(e) => {
          e.preventDefault();
          if (page.addCategory(name)) setName('');
        }}
      >
        <Title order={3} size="h5" id="delegation-add-category">
          {t('voting.delegate.addCategoryTitle')}
        </Title>
        <TextInput
          label={t('voting.delegate.categoryName')}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            page.clearCategoryProblem();
          }}
          error={
            page.categoryProblem
              ? t(`voting.delegate.categoryProblem.${page.categoryProblem}`)
              : undefined
          }
        />
        <Group gap="xs">
          <Button type="submit" variant="default">
            {t('voting.delegate.addCategory')}
          </Button>
          {suggested.map((category) => (
            <Button key={category} variant="default" onClick={() => page.addCategory(category)}>
              {t('voting.delegate.addNamed', { category })}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

function AddDelegate({ page }: { page: DelegationModel }) {
  const { t } = useTranslation();
  const categories = page.draft.map((c) => c.category);
  const [chosen, setChosen] = useState<string | null>(null);
  const category = chosen !== null && categories.includes(chosen) ? chosen : categories[0]!;
  const [address, setAddress] = useState('');
  const own = page.ownDelegates;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack
        gap="xs"
        component="form"
        aria-labelledby="delegation-add-delegate"
        onSubmit={(e) => {
          e.preventDefault();
          if (page.addDelegate(category, address)) setAddress('');
        }}
      >
        <Title order={3} size="h5" id="delegation-add-delegate">
          {t('voting.delegate.addDelegateTitle')}
        </Title>
        <NativeSelect
          label={t('voting.delegate.toCategory')}
          value={category}
          onChange={(e) => setChosen(e.currentTarget.value)}
          data={categories}
        />
        <TextInput
          label={t('voting.delegate.address')}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          autoComplete="off"
          spellCheck={false}
          value={address}
          onChange={(e) => {
            setAddress(e.currentTarget.value);
            page.clearDelegateProblem();
          }}
          error={
            page.delegateProblem ? t(`voting.delegate.problem.${page.delegateProblem}`) : undefined
          }
        />
        {own.length > 0 && (
          <NativeSelect
            label={t('voting.delegate.ownAccount')}
            value=""
            onChange={(e) => {
              setAddress(e.currentTarget.value);
              page.clearDelegateProblem();
            }}
            data={[
              { value: '', label: t('voting.delegate.ownAccountPick') },
              ...own.map((a) => ({ value: a.addr, label: `${a.name} (${a.addr.slice(0, 6)}…)` })),
            ]}
          />
        )}
        <Button type="submit" variant="default" w="fit-content">
          {t('voting.delegate.addDelegate')}
        </Button>
      </Stack>
    </Paper>
  );
}
