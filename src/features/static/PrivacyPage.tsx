import '@mantine/core/styles/Accordion.layer.css';
import { Accordion, Container, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { PrivacyHosts } from './PrivacyHosts';

const QUESTIONS = [1, 2, 3, 4, 5] as const;

export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="md">
      <Title order={1} mb="md">
        {t('privacy.title')}
      </Title>
      <Accordion variant="separated" multiple>
        {QUESTIONS.map((n) => (
          <Accordion.Item key={n} value={`q${n}`}>
            <Accordion.Control>{t(`privacy.q${n}`)}</Accordion.Control>
            <Accordion.Panel>{t(`privacy.a${n}`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <PrivacyHosts />
    </Container>
  );
}
