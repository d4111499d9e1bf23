import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';

// /asset (second spec document, section 2): the asset home, leading to creation.
export function AssetHomePage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="md">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={1}>{t('assets.home.title')}</Title>
          <Text>{t('assets.home.intro')}</Text>
          <Group>
            <Button component={Link} to="/asset/create">
              {t('assets.home.createAsa')}
            </Button>
            <Button component={Link} to="/asset/create?kind=nft" variant="light">
              {t('assets.home.createNft')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
