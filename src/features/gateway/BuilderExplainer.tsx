import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/List.layer.css';
import { List, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STEPS = ['build', 'open', 'pay', 'detect', 'callback'] as const;
const SECURITY = ['verify', 'https', 'visible', 'note'] as const;

/** How the gateway works, in 5 steps, and the 4 things a merchant must keep in mind. */
export function BuilderExplainer() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="gateway-steps">
        <Stack gap="sm">
          <Title order={2} size="h3" id="gateway-steps">
            {t('gateway.builder.stepsTitle')}
          </Title>
          <List type="ordered" spacing="xs">
            {STEPS.map((step) => (
              <List.Item key={step}>{t(`gateway.builder.steps.${step}`)}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="gateway-security">
        <Stack gap="sm">
          <Title order={2} size="h3" id="gateway-security">
            {t('gateway.builder.securityTitle')}
          </Title>
          <List spacing="xs">
            {SECURITY.map((point) => (
              <List.Item key={point}>{t(`gateway.builder.security.${point}`)}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
