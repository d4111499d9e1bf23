import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import { Link, useNavigate } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        <Group>
          <Button variant="default" onClick={() => void navigate(-1)}>
            {t('common.goBack')}
          </Button>
          <Button component={Link} to="/">
            {t('common.goHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
