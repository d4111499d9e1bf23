import '@mantine/core/styles/Accordion.layer.css';
import { Accordion, Container, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';

const QUESTIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export function FaqPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="md">
      <Title order={1} mb="md">
        {t('faq.title')}
      </Title>
      <Accordion defaultValue="q1" variant="separated">
        {QUESTIONS.map((n) => (
          <Accordion.Item key={n} value={`q${n}`}>
            <Accordion.Control>{t(`faq.q${n}`)}</Accordion.Control>
            <Accordion.Panel>{t(`faq.a${n}`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Container>
  );
}
