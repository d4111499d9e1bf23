import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { usePasskeysSection } from './use-passkeys-section';

function day(ms: number, language: string): string {
  return new Date(ms).toLocaleDateString(language, { dateStyle: 'medium' });
}

/** The open wallet's passkeys: each with its name and dates, a remove button, and adding one. */
export function PasskeysSection() {
  const { t, i18n } = useTranslation();
  const section = usePasskeysSection();
  return (
    <section aria-labelledby="settings-passkeys">
      <Stack>
        <Title order={3} size="h4" id="settings-passkeys">
          {t('passkeys.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('passkeys.description')}
        </Text>
        {section.passkeys.length === 0 ? (
          <Text size="sm">{t('passkeys.none')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {section.passkeys.map((passkey) => (
              <Group key={passkey.credentialId} component="li" justify="space-between" wrap="wrap">
                <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {passkey.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('passkeys.created', { date: day(passkey.created, i18n.language) })}
                    {passkey.lastUsed !== null &&
                      ` · ${t('passkeys.lastUsed', { date: day(passkey.lastUsed, i18n.language) })}`}
                  </Text>
                </div>
                <Button
                  variant="default"
                  size="xs"
                  aria-label={t('passkeys.remove', { name: passkey.name })}
                  loading={section.removing === passkey.credentialId}
                  onClick={() => section.remove(passkey.credentialId)}
                >
                  {t('passkeys.removeShort')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <TextInput
          label={t('passkeys.name')}
          placeholder={t('passkeys.defaultName', { n: section.passkeys.length + 1 })}
          value={section.name}
          onChange={(e) => section.setName(e.currentTarget.value)}
          maxLength={64}
        />
        {section.error && (
          <Alert color="red" role="alert">
            {section.error}
          </Alert>
        )}
        <Button w="fit-content" loading={section.adding} onClick={section.add}>
          {t('passkeys.add')}
        </Button>
      </Stack>
    </section>
  );
}
