import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Container, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { BuilderExplainer } from './BuilderExplainer';
import { BuilderForm } from './BuilderForm';
import { BuilderOutputs } from './BuilderOutputs';
import { BuilderParameters } from './BuilderParameters';
import { useGatewayBuilder } from './use-gateway-builder';

/** /payment-gateway/{account} and /payment-gateway/: the gateway explainer and link builder. */
export function BuilderPage() {
  const { account } = useParams();
  return <BuilderContent key={account ?? ''} account={account} />;
}

function BuilderContent({ account }: { account: string | undefined }) {
  const { t } = useTranslation();
  const builder = useGatewayBuilder(account);
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('gateway.builder.title')}</Title>
          <Text c="dimmed">{t('gateway.builder.intro')}</Text>
        </Stack>
        <BuilderExplainer />
        <Switch
          size="md"
          label={t('gateway.builder.buildMode')}
          description={t('gateway.builder.buildModeHint')}
          checked={builder.buildMode}
          onChange={(e) => builder.setBuildMode(e.currentTarget.checked)}
        />
        {builder.buildMode ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <BuilderForm builder={builder} />
            <BuilderOutputs builder={builder} />
          </SimpleGrid>
        ) : (
          <BuilderParameters example={builder.fields.payTo} />
        )}
      </Stack>
    </Container>
  );
}
