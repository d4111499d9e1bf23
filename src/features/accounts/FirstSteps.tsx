import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { useTestCoins } from './use-test-coins';
import { useTokenSymbol } from './use-token-symbol';

/**
 * An empty account's first step (issue 37): receive coins, or on a test network (sandbox,
 * devnet) get them from the dispenser in one tap.
 */
export function FirstSteps({
  address,
  coins,
}: {
  address: string;
  coins: ReturnType<typeof useTestCoins>;
}) {
  const { t } = useTranslation();
  const coin = useTokenSymbol();
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="first-steps"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="first-steps">
          {t('overview.firstSteps.title')}
        </Title>
        <Text size="sm">{t('overview.firstSteps.text', { coin })}</Text>
        <Group gap="xs">
          <Button component={Link} to={`/receive-payment/${address}`}>
            {t('overview.firstSteps.receive', { coin })}
          </Button>
          {coins.available && (
            <Button
              variant="default"
              loading={coins.mutation.isPending}
              onClick={() => coins.mutation.mutate()}
            >
              {t('overview.testCoins')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
