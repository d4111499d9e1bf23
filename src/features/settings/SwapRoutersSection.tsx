import {
  Button,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import { effectiveEnvironment } from '../../core/config/settings';
import { routerFieldsSchema, type RouterFields } from '../../core/swap/router-config';
import { settingsStore } from '../../infra/settings/settings-store';
import {
  deploymentRouterFields,
  ownRouterFields,
  saveOwnRouterFields,
} from '../../infra/swap/swap-config';
import { notifySuccess } from '../../ui/notify';

const FIELDS = ['deflexUrl', 'deflexApiKey', 'folksUrl', 'folksApiKey'] as const;

/** The swap routers of the current environment for this browser; empty uses config.json's. */
export function SwapRoutersSection() {
  const { t } = useTranslation();
  const env = useStore(settingsStore, (s) => effectiveEnvironment(s.settings, s.config));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="settings-swap">
      <Stack>
        <Title order={2} size="h3" id="settings-swap">
          {t('settings.swapRouters')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.swapRoutersHint', { env: t(`env.${env}`) })}
        </Text>
        <SwapRoutersForm key={env} env={env} />
      </Stack>
    </Paper>
  );
}

function SwapRoutersForm({ env }: { env: Parameters<typeof ownRouterFields>[0] }) {
  const { t } = useTranslation();
  const deployment = deploymentRouterFields(env);
  const [values, setValues] = useState<Record<(typeof FIELDS)[number], string>>(() => {
    const own = ownRouterFields(env);
    return Object.fromEntries(FIELDS.map((f) => [f, own[f] ?? ''])) as Record<
      (typeof FIELDS)[number],
      string
    >;
  });
  const [invalid, setInvalid] = useState<readonly string[]>([]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const entered: RouterFields = {};
    for (const field of FIELDS) if (values[field].trim()) entered[field] = values[field];
    const parsed = routerFieldsSchema.safeParse(entered);
    if (!parsed.success) {
      setInvalid(parsed.error.issues.map((issue) => String(issue.path[0])));
      return;
    }
    saveOwnRouterFields(env, parsed.data);
    notifySuccess(t('settings.swapRoutersSaved'));
  }

  const field = (name: (typeof FIELDS)[number], label: string, secret = false) => {
    const Input = secret ? PasswordInput : TextInput;
    return (
      <Input
        label={label}
        placeholder={deployment[name] && !secret ? deployment[name] : undefined}
        description={deployment[name] ? t('settings.swapRouterFromConfig') : undefined}
        value={values[name]}
        autoComplete="off"
        error={invalid.includes(name) ? t('settings.swapRouterUrlInvalid') : undefined}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setValues((current) => ({ ...current, [name]: value }));
          setInvalid([]);
        }}
      />
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('deflexUrl', t('settings.deflexUrl'))}
          {field('deflexApiKey', t('settings.deflexApiKey'), true)}
          {field('folksUrl', t('settings.folksUrl'))}
          {field('folksApiKey', t('settings.folksApiKey'), true)}
        </SimpleGrid>
        <Button type="submit" variant="default" w="fit-content">
          {t('settings.saveSwapRouters')}
        </Button>
      </Stack>
    </form>
  );
}
