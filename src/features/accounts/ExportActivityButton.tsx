import { Button } from '@mantine/core';
import { useStore } from 'zustand';
import { useTranslation } from '../../i18n/react';
import { shortAddress } from '../../core/history/activity';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore } from '../../infra/session/session';
import { useActivityExport } from './use-activity-export';

/** "Export CSV" in one account's activity. */
export function ExportAccountActivity({ address }: { address: string }) {
  const { t } = useTranslation();
  const exporter = useActivityExport();
  return (
    <Button
      variant="default"
      size="xs"
      loading={exporter.busy}
      onClick={() => exporter.exportCsv([address], shortAddress(address).replace(/\W+/g, '-'))}
      style={{ alignSelf: 'flex-end' }}
    >
      {t('overview.export.one')}
    </Button>
  );
}

/** Every account of this network (hidden ones too: a tax file wants them all) in one file. */
export function ExportAllActivity() {
  const { t } = useTranslation();
  const exporter = useActivityExport();
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const network = currentChain().network;
  const addresses = accounts.filter((a) => !a.network || a.network === network).map((a) => a.addr);
  return (
    <Button
      variant="default"
      loading={exporter.busy}
      disabled={addresses.length === 0}
      onClick={() => exporter.exportCsv(addresses, 'all')}
    >
      {t('overview.export.all')}
    </Button>
  );
}
