import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { MAX_DELEGATION_WEIGHT } from '../../../core/voting/constants';
import { NumberField } from '../../../ui/NumberField';
import { isValidWeight, shares, type CategoryDraft } from './delegation-draft';
import type { DelegationModel } from './use-delegation';

/** Each category with its delegates, their weights (editable) and shares of the category. */
export function DelegationCategories({ page }: { page: DelegationModel }) {
  const { t } = useTranslation();
  if (page.draft.length === 0) {
    return <Text c="dimmed">{t('voting.delegate.noCategories')}</Text>;
  }
  return (
    <Stack gap="sm">
      {page.draft.map((category) => (
        <CategoryCard key={category.category} page={page} category={category} />
      ))}
    </Stack>
  );
}

function CategoryCard({ page, category }: { page: DelegationModel; category: CategoryDraft }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const share = shares(category);
  const headingId = `delegation-${encodeURIComponent(category.category)}`;
  const nameOf = (address: string) => page.accounts.find((a) => a.addr === address)?.name;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {t('voting.delegate.category', { category: category.category })}
          </Title>
          <Button
            variant="default"
            size="compact-sm"
            style={{ flexShrink: 0 }}
            onClick={() => page.removeCategory(category.category)}
            aria-label={t('voting.delegate.removeCategory', { category: category.category })}
          >
            {t('voting.delegate.remove')}
          </Button>
        </Group>
        {category.delegates.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('voting.delegate.noDelegates')}
          </Text>
        )}
        {category.delegates.map((delegate) => {
          const name = nameOf(delegate.address);
          const invalid = !isValidWeight(delegate.weight);
          return (
            <Group
              key={delegate.address}
              gap="xs"
              align="flex-end"
              justify="space-between"
              data-testid="delegate-row"
            >
              <Stack gap={0} style={{ flex: '1 1 16rem', minWidth: 0 }}>
                {name && (
                  <Text size="sm" fw={600}>
                    {name}
                  </Text>
                )}
                <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {delegate.address}
                </Text>
              </Stack>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <NumberField
                  w={110}
                  label={t('voting.delegate.weight')}
                  aria-label={t('voting.delegate.weightOf', {
                    account: name ?? delegate.address,
                    category: category.category,
                  })}
                  min={0}
                  max={MAX_DELEGATION_WEIGHT}
                  value={delegate.weight}
                  onChange={(value) => page.setWeight(category.category, delegate.address, value)}
                  error={invalid ? t('voting.delegate.weightRange') : undefined}
                />
                <Text size="sm" w={72} ta="right" pb={8} data-testid="delegate-share">
                  {percent.format((share.get(delegate.address) ?? 0) / 100)}
                </Text>
                <Button
                  variant="default"
                  size="sm"
                  onClick={() => page.removeDelegate(category.category, delegate.address)}
                  aria-label={t('voting.delegate.removeDelegate', {
                    account: name ?? delegate.address,
                    category: category.category,
                  })}
                >
                  ×
                </Button>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
