import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { LanguageThemeSection } from './LanguageThemeSection';
import { NetworkSection } from './NetworkSection';
import { PreferencesSection } from './PreferencesSection';
import { ChangePasswordSection } from './ChangePasswordSection';
import { SwapRoutersSection } from './SwapRoutersSection';
import { WalletConnectSection } from './WalletConnectSection';
import { WalletSection } from './WalletSection';

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('settings.title')}</Title>
        <LanguageThemeSection />
        <NetworkSection />
        <PreferencesSection />
        <WalletConnectSection />
        <SwapRoutersSection />
        <ChangePasswordSection />
        <WalletSection />
      </Stack>
    </Container>
  );
}
