import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { Alert, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { ASSET_ROLES } from '../../core/assets/asset-transactions';
import { ActionFormFrame } from './ActionFormFrame';
import type { AssetActionState } from './use-asset-action-page';
import { useModifyForm } from './use-asset-action-forms';

/** The role addresses; a cleared role is gone for ever, so clearing asks for a tick first. */
export function ModifyForm({ page }: { page: AssetActionState }) {
  const { t } = useTranslation();
  const form = useModifyForm(page);
  const { asset } = form;
  return (
    <ActionFormFrame page={page} onSubmit={form.submit} blocked={form.blocked}>
      {ASSET_ROLES.map((role) => (
        <TextInput
          key={role}
          label={t(`assets.role.${role}`)}
          value={form.values[role]}
          disabled={!asset[role]}
          description={!asset[role] ? t('assets.action.modify.clearedForEver') : undefined}
          onChange={(e) => form.setValue(role, e.currentTarget.value.trim())}
          error={form.invalid.includes(role) && t('assets.create.problem.invalid-address')}
          spellCheck={false}
        />
      ))}
      {form.clearing.length > 0 && (
        <Alert color="red" role="alert" title={t('assets.action.modify.clearTitle')}>
          <Stack gap="xs">
            <Text size="sm">
              {t('assets.action.modify.clearText', {
                roles: form.clearing.map((role) => t(`assets.role.${role}`)).join(', '),
              })}
            </Text>
            <Checkbox
              label={t('assets.action.modify.understand')}
              checked={form.understood}
              onChange={(e) => form.setUnderstood(e.currentTarget.checked)}
            />
          </Stack>
        </Alert>
      )}
      {form.unchanged && (
        <Text size="sm" c="dimmed">
          {t('assets.action.modify.nothing')}
        </Text>
      )}
    </ActionFormFrame>
  );
}
