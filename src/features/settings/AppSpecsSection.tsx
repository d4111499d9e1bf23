import {
  Button,
  FileInput,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { notifySuccess } from '../../ui/notify';
import { OutsideSentence, OUTSIDE_SLOT } from '../../ui/OutsideText';
import { useAppSpecsSection } from './use-app-specs-section';

/** App specs a person adds so the review names an app's methods (issue 39). */
export function AppSpecsSection() {
  const { t } = useTranslation();
  const s = useAppSpecsSection();

  function submit(event: FormEvent) {
    event.preventDefault();
    const id = s.add();
    if (id !== undefined) notifySuccess(t('settings.appSpecs.saved', { appId: id.toString() }));
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="settings-app-specs">
      <Stack>
        <Title order={2} size="h3" id="settings-app-specs">
          {t('settings.appSpecs.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.appSpecs.hint')}
        </Text>
        {s.list.length === 0 ? (
          <Text size="sm">{t('settings.appSpecs.empty')}</Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {s.list.map(({ appId, spec }) => (
              <Group key={appId.toString()} component="li" justify="space-between" wrap="nowrap">
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <OutsideSentence
                    template={t('settings.appSpecs.item', {
                      appId: appId.toString(),
                      name: OUTSIDE_SLOT,
                    })}
                    text={spec.name}
                  />
                </Text>
                <Button size="xs" variant="default" onClick={() => s.remove(appId)}>
                  {t('settings.appSpecs.remove')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t('settings.appSpecs.appId')}
              value={s.appId}
              inputMode="numeric"
              autoComplete="off"
              onChange={(e) => s.setAppId(e.currentTarget.value)}
              error={s.problem === 'app-id' ? t('settings.appSpecs.problem.app-id') : undefined}
            />
            <Textarea
              label={t('settings.appSpecs.spec')}
              value={s.text}
              autosize
              minRows={3}
              maxRows={10}
              spellCheck={false}
              onChange={(e) => s.setText(e.currentTarget.value)}
              error={
                s.problem && s.problem !== 'app-id'
                  ? t(`settings.appSpecs.problem.${s.problem}`)
                  : undefined
              }
            />
            <FileInput
              label={t('settings.appSpecs.file')}
              accept="application/json,.json"
              clearable
              onChange={(file) => void s.readFile(file)}
            />
            <Group>
              <Button type="submit">{t('settings.appSpecs.add')}</Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
