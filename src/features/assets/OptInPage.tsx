import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { AssetCard } from './AssetCard';
import { OptInActions } from './OptInActions';
import { OptInDialog } from './OptInDialog';
import { SearchForm, SearchResults } from './OptInSearch';
import { useOptInPage } from './use-opt-in-page';

// /account/optin/{account}: find an asset by id or name and start holding it.
export function OptInPage() {
  const { account } = useParams();
  return <OptIn key={account} />;
}

function OptIn() {
  const { t } = useTranslation();
  const page = useOptInPage();
  if (!page.account) return <NotFoundPage />;
  return (
    <Container size="sm" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stack>
          <Title order={1}>{t('assets.optIn.title')}</Title>
          <Text c="dimmed">{page.account.name}</Text>
          <SearchForm page={page} />
          <SearchResults page={page} />
          {page.selected && <AssetCard asset={page.selected} />}
          {page.selected && <OptInActions page={page} />}
        </Stack>
      </Paper>
      <OptInDialog page={page} />
    </Container>
  );
}
