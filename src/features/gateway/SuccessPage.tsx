import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';

/** /success (public): where a payment ends when the merchant set no success URL of its own. */
export function SuccessPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center">
        <Title order={1}>{t('gateway.success.title')}</Title>
        <Text>{t('gateway.success.text')}</Text>
        <Button component={Link} to="/" variant="default">
          {t('common.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
