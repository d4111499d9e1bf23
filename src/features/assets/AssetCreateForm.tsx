import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import {
  minimumDisplayAmount,
  MAX_ASSET_DECIMALS,
  readAssetDecimals,
} from '../../core/assets/asset-create';
import { describeError } from '../../ui/errors';
import { NumberField } from '../../ui/NumberField';
import { useNumberSeparators } from '../../ui/use-amount-format';
import { AssetCreateAdvanced } from './AssetCreateAdvanced';
import { NftHelper } from './NftHelper';
import type { AssetCreatePage } from './use-asset-create-page';

export function AssetCreateForm({ page }: { page: AssetCreatePage }) {
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
        {page.advanced && <AssetCreateAdvanced page={page} />}
        {page.buildError && (
          <Text c="red" size="sm" role="alert">
            {describeError(page.buildError, t)}
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
