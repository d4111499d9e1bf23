import '@mantine/core/styles/Tabs.layer.css';
import { Paper, Tabs } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { useSearchParams } from 'react-router';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { AccountActivity } from './AccountActivity';
import { AccountAssets } from './AccountAssets';
import { Arc200Assets } from './Arc200Assets';
import { Collectibles } from './Collectibles';
import type { AccountPage } from './use-account-page';

const TABS = ['assets', 'collectibles', 'activity'] as const;
type Tab = (typeof TABS)[number];

/**
 * Assets, collectibles and activity under the header. The tab is in the address (?tab=), so
 * coming back from a transaction returns to the activity.
 */
export function AccountTabs({ page, account }: { page: AccountPage; account: PublicAccount }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.find((x) => x === asked) ?? 'assets';
  const { data, info } = page;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value && value !== 'assets' ? { tab: value } : {}, { replace: true })
        }
      >
        {/* One row in every language (issue 37: Hungarian wrapped): short labels, tighter on
            phones, and a row that scrolls rather than wraps should a language still not fit. */}
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {TABS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              px={{ base: 'xs', sm: 'md' }}
              style={{ flexShrink: 0 }}
            >
              {t(`overview.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="assets">
          <AccountAssets
            address={account.addr}
            coinAmount={data?.amount}
            holdings={data?.assets ?? (data ? [] : undefined)}
            error={info.isError ? info.error : null}
            retrying={info.isFetching}
            onRetry={page.retry}
          />
          {data && <Arc200Assets network={page.network} address={account.addr} />}
        </Tabs.Panel>
        <Tabs.Panel value="collectibles">
          {data && <Collectibles address={account.addr} />}
        </Tabs.Panel>
        <Tabs.Panel value="activity">
          <AccountActivity network={page.network} address={account.addr} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
