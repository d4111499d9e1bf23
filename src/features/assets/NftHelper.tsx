import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { arc3AssetUrl } from '../../core/assets/nft-create';
import { Choice } from './Choice';
import type { AssetCreatePage, NftConvention } from './use-asset-create-page';
import { useArc3Fields, useArc69Fields } from './use-nft-helper';

type Page = AssetCreatePage;

/** Fills the asset fields the way ARC-3 or ARC-69 readers expect (total 1, decimals 0 set). */
export function NftHelper({ page }: { page: Page }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Choice<NftConvention>
        label={t('assets.nft.convention')}
        value={page.convention}
        onChange={page.chooseConvention}
        options={[
          { value: 'arc3', label: t('assets.nft.arc3') },
          { value: 'arc69', label: t('assets.nft.arc69') },
        ]}
      />
      {page.convention === 'arc3' ? <Arc3Fields page={page} /> : <Arc69Fields page={page} />}
    </Stack>
  );
}

function Arc3Fields({ page }: { page: Page }) {
  const { t } = useTranslation();
  const { document, setDocument, hash } = useArc3Fields(page);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('assets.nft.metadataUrl')}
        description={t('assets.nft.metadataUrlHint')}
        value={page.values.url}
        onChange={(e) => page.update({ url: e.currentTarget.value })}
        onBlur={() => page.values.url.trim() && page.update({ url: arc3AssetUrl(page.values.url) })}
        error={page.problems.url && t(`assets.create.problem.${page.problems.url}`)}
        spellCheck={false}
      />
      <Textarea
        label={t('assets.nft.metadataDocument')}
        description={t('assets.nft.metadataDocumentHint')}
        value={document}
        onChange={(e) => setDocument(e.currentTarget.value)}
        autosize
        minRows={3}
        spellCheck={false}
      />
      <Group>
        <Button variant="default" onClick={() => hash.mutate()} disabled={!document.trim()}>
          {t('assets.nft.computeHash')}
        </Button>
        {page.values.metadataHash && (
          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {page.values.metadataHash}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

function Arc69Fields({ page }: { page: Page }) {
  const { t } = useTranslation();
  const { fields, built, change } = useArc69Fields(page);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('assets.nft.mediaUrl')}
        value={page.values.url}
        onChange={(e) => page.update({ url: e.currentTarget.value })}
        error={page.problems.url && t(`assets.create.problem.${page.problems.url}`)}
        spellCheck={false}
      />
      <Textarea
        label={t('assets.nft.description')}
        value={fields.description}
        onChange={(e) => change({ description: e.currentTarget.value })}
        autosize
        minRows={2}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('assets.nft.mimeType')}
          placeholder="image/png"
          value={fields.mimeType}
          onChange={(e) => change({ mimeType: e.currentTarget.value })}
        />
        <TextInput
          label={t('assets.nft.externalUrl')}
          value={fields.externalUrl}
          onChange={(e) => change({ externalUrl: e.currentTarget.value })}
        />
      </Group>
      <Textarea
        label={t('assets.nft.properties')}
        placeholder='{"eyes": "green"}'
        value={fields.properties}
        onChange={(e) => change({ properties: e.currentTarget.value })}
        error={!built.ok && t(`assets.nft.problem.${built.error}`)}
        autosize
        minRows={2}
        spellCheck={false}
      />
      {built.ok && (
        <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {t('assets.nft.notePreview', { note: built.note })}
        </Text>
      )}
    </Stack>
  );
}
