import {
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  minimumDisplayAmount,
  MAX_ASSET_DECIMALS,
  readAssetDecimals,
} from '../../core/assets/asset-create';
import { describeError } from '../../ui/errors';
import { NumberField } from '../../ui/NumberField';
import { useNumberSeparators } from '../../ui/use-amount-format';
import { NftHelper } from './NftHelper';
import type { useAssetCreate } from './use-asset-create';

type Page = ReturnType<typeof useAssetCreate>;

export function AssetCreateForm({ page }: { page: Page }) {
  const { t } = useTranslation();
  const separators = useNumberSeparators();
  const { values, update, problems, numberProblems } = page;
  const problem = (field: keyof typeof problems) => {
    // Total and decimals: what they hold now, checked as typed; the rest as of the last Review.
    const code =
      field === 'total' || field === 'decimals' ? numberProblems[field] : problems[field];
    return code ? t(`assets.create.problem.${code}`) : undefined;
  };
  const decimals = readAssetDecimals(values.decimals);
  const nft = page.kind === 'nft';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        page.submit();
      }}
    >
      <Stack>
        <Select
          label={t('assets.create.creator')}
          data={page.creators.map((a) => ({
            value: a.addr,
            label: `${a.name} (${a.addr.slice(0, 8)}…)`,
          }))}
          value={values.creator}
          onChange={(value) => update({ creator: value ?? '' })}
          error={problem('creator')}
          allowDeselect={false}
          required
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('assets.create.unitName')}
            value={values.unitName}
            onChange={(e) => update({ unitName: e.currentTarget.value })}
            error={problem('unitName')}
          />
          <TextInput
            label={t('assets.create.assetName')}
            value={values.assetName}
            onChange={(e) => update({ assetName: e.currentTarget.value })}
            error={problem('assetName')}
          />
        </Group>
        {!nft && (
          <Group grow align="flex-start">
            <TextInput
              label={t('assets.create.total')}
              inputMode="numeric"
              value={values.total}
              onChange={(e) => update({ total: e.currentTarget.value })}
              error={problem('total')}
              description={t('assets.create.totalHint')}
            />
            <NumberField
              label={t('assets.create.decimals')}
              min={0}
              max={MAX_ASSET_DECIMALS}
              value={values.decimals}
              onChange={(value) => update({ decimals: value })}
              error={problem('decimals')}
              description={
                decimals === null
                  ? undefined
                  : t('assets.create.minimumAmount', {
                      amount: minimumDisplayAmount(decimals, separators),
                    })
              }
            />
          </Group>
        )}
        {nft ? (
          <NftHelper page={page} />
        ) : (
          <TextInput
            label={t('assets.create.url')}
            value={values.url}
            onChange={(e) => update({ url: e.currentTarget.value })}
            error={problem('url')}
          />
        )}
        <Switch
          label={t('assets.create.advanced')}
          checked={page.advanced}
          onChange={(e) => page.setAdvanced(e.currentTarget.checked)}
        />
        {page.advanced && <AdvancedFields page={page} />}
        {page.prepare.isError && !page.prepare.error.message.startsWith('The asset form') && (
          <Text c="red" size="sm" role="alert">
            {describeError(page.prepare.error, t)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={page.prepare.isPending} disabled={!page.numbersOk}>
            {t('assets.create.review')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AdvancedFields({ page }: { page: Page }) {
  const { t } = useTranslation();
  const { values, update, problems } = page;
  const roles = ['manager', 'reserve', 'freeze', 'clawback'] as const;
  return (
    <Stack>
      {roles.map((role) => (
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
