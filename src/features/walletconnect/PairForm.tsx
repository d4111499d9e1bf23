import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { QrScanner } from '../../ui/QrScanner';
import { useScannerLabels } from '../../ui/use-scanner-labels';
import type { ConnectPageModel } from './use-connect-page';

/** Pairing with a dapp: its wc: URI typed, pasted from the clipboard or scanned. */
export function PairForm({ page }: { page: ConnectPageModel }) {
  const { t } = useTranslation();
  const scannerLabels = useScannerLabels();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack
        component="form"
        onSubmit={(e: FormEvent<HTMLDivElement>) => {
          e.preventDefault();
          page.connect(page.uri);
        }}
      >
        <TextInput
          label={t('walletconnect.uri')}
          placeholder="wc:…@2?…"
          value={page.uri}
          onChange={(e) => page.setUri(e.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Group>
          <Button type="submit" loading={page.busy} disabled={!page.uri.trim()}>
            {t('walletconnect.connect')}
          </Button>
          <Button variant="default" onClick={() => void page.fromClipboard()}>
            {t('walletconnect.clipboard')}
          </Button>
        </Group>
        <QrScanner labels={scannerLabels} onResult={page.connect} />
      </Stack>
    </Paper>
  );
}
