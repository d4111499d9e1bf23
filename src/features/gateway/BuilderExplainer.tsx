import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/List.layer.css';
import { List, SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { TitledPanel } from '../../ui/TitledPanel';

const STEPS = ['build', 'open', 'pay', 'detect', 'callback'] as const;
const SECURITY = ['verify', 'https', 'visible', 'note'] as const;

/** How the gateway works, in 5 steps, and the 4 things a merchant must keep in mind. */
export function BuilderExplainer() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <TitledPanel id="gateway-steps" title={t('gateway.builder.stepsTitle')} gap="sm">
        <List type="ordered" spacing="xs">
          {STEPS.map((step) => (
            <List.Item key={step}>{t(`gateway.builder.steps.${step}`)}</List.Item>
          ))}
        </List>
      </TitledPanel>
      <TitledPanel id="gateway-security" title={t('gateway.builder.securityTitle')} gap="sm">
        <List spacing="xs">
          {SECURITY.map((point) => (
            <List.Item key={point}>{t(`gateway.builder.security.${point}`)}</List.Item>
          ))}
        </List>
      </TitledPanel>
    </SimpleGrid>
  );
}
