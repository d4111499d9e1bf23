import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { AssetCreatePage } from './use-asset-create-page';

const ROLES = ['manager', 'reserve', 'freeze', 'clawback'] as const;

/** Behind the Advanced switch: the role addresses, default frozen, and (ASA) hash and note. */
export function AssetCreateAdvanced({ page }: { page: AssetCreatePage }) {
  const { t } = useTranslation();
  const { values, update, problems } = page;
  return (
    <Stack>
      {ROLES.map((role) => (
        <TextInput
          key={role}
          label={t(`assets.role.${role}`)}
          description={
            role === 'manager' ? t('assets.create.managerHint') : t('assets.create.roleHint')
          }
          value={values[role]}
          onChange={(e) => update({ [role]: e.currentTarget.value.trim() })}
          error={problems[role] && t(`assets.create.problem.${problems[role]}`)}
          spellCheck={false}
        />
      ))}
      <Checkbox
        label={t('assets.create.defaultFrozen')}
        checked={values.defaultFrozen}
        onChange={(e) => update({ defaultFrozen: e.currentTarget.checked })}
      />
      {page.kind === 'asa' && (
        <TextInput
          label={t('assets.create.metadataHash')}
          description={t('assets.create.metadataHashHint')}
          value={values.metadataHash}
          onChange={(e) => update({ metadataHash: e.currentTarget.value })}
          error={problems.metadataHash && t(`assets.create.problem.${problems.metadataHash}`)}
          spellCheck={false}
        />
      )}
      {page.kind === 'asa' && (
        <Textarea
          label={t('assets.create.note')}
          value={values.note}
          onChange={(e) => update({ note: e.currentTarget.value })}
          autosize
          minRows={2}
        />
      )}
    </Stack>
  );
}
