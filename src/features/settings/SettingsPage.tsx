import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { AppSpecsSection } from './AppSpecsSection';
import { ContactsSection } from './ContactsSection';
import { LanguageThemeSection } from './LanguageThemeSection';
import { NetworkSection } from './NetworkSection';
import { PreferencesSection } from './PreferencesSection';
import { SecuritySection } from './SecuritySection';
import { SettingsGroup } from './SettingsGroup';
import { SwapRoutersSection } from './SwapRoutersSection';
import { WalletConnectSection } from './WalletConnectSection';
import { WalletSection } from './WalletSection';

/**
 * Settings in the order people need them (issue 37): language and appearance, security,
 * contacts; networks and developer settings folded; removing the wallet last.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('settings.title')}</Title>
        <LanguageThemeSection />
        <SecuritySection />
        <ContactsSection />
        <SettingsGroup
          id="settings-networks"
          title={t('settings.networks')}
          hint={t('settings.networksHint')}
        >
          <NetworkSection />
        </SettingsGroup>
        <SettingsGroup
          id="settings-developer"
          title={t('settings.developerSettings')}
          hint={t('settings.developerSettingsHint')}
        >
          <PreferencesSection />
          <WalletConnectSection />
          <SwapRoutersSection />
          <AppSpecsSection />
        </SettingsGroup>
        <WalletSection />
      </Stack>
    </Container>
  );
}
