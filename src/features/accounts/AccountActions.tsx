import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { IndexerAccount } from '../../core/chain/indexer-types';
import { ParticipationControls } from './participation/ParticipationControls';
import { TestCoinsButton } from './TestCoins';
import type { useTestCoins } from './use-test-coins';

interface Props {
  account: PublicAccount;
  accounts: readonly PublicAccount[];
  network: string;
  data: IndexerAccount | undefined;
  canSign: boolean;
  otherNetwork: boolean;
  dev: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  onDelete: () => void;
  coins: ReturnType<typeof useTestCoins>;
}

/** The account page's buttons (spec section 4), after its balance. */
export function AccountActions(props: Props) {
  const { t } = useTranslation();
  const { account, data, otherNetwork } = props;
  const active = props.canSign && !otherNetwork;
  return (
    <Group gap="xs">
      {active && (
        <>
          <Button component={Link} to={`/accounts/pay/${account.addr}`} size="xs">
            {t('overview.pay')}
          </Button>
          <Button
            component={Link}
            to={`/accounts/rekey/${account.addr}`}
            size="xs"
            variant="default"
          >
            {t('overview.rekey')}
          </Button>
          <Button
            component={Link}
            to={`/account/connect/${account.addr}`}
            size="xs"
            variant="default"
          >
            {t('overview.connect')}
          </Button>
          <Button
            component={Link}
            to={`/account/optin/${account.addr}`}
            size="xs"
            variant="default"
          >
            {t('assets.optIn.open')}
          </Button>
          <Button component={Link} to={`/swap/${account.addr}`} size="xs" variant="default">
            {t('swap.open')}
          </Button>
          <Button component={Link} to="/asset" size="xs" variant="default">
            {t('assets.home.open')}
          </Button>
        </>
      )}
      <Button component={Link} to={`/receive-payment/${account.addr}`} size="xs" variant="default">
        {t('overview.receive')}
      </Button>
      {!otherNetwork && (
        <Button
          component={Link}
          to={`/payment-gateway/${account.addr}`}
          size="xs"
          variant="default"
        >
          {t('gateway.builder.open')}
        </Button>
      )}
      {!otherNetwork && (
        <ParticipationControls
          account={account}
          wallet={props.accounts}
          network={props.network}
          status={data?.status}
          authAddress={data ? (data['auth-addr'] ?? account.addr) : undefined}
        />
      )}
      {!otherNetwork && <TestCoinsButton coins={props.coins} />}
      {props.dev && (
        <Button component={Link} to={`/arc14/${account.addr}`} size="xs" variant="default">
          {t('arc14.open')}
        </Button>
      )}
      <Button variant="default" size="xs" loading={props.refreshing} onClick={props.onRefresh}>
        {t('overview.refresh')}
      </Button>
      <Button color="red" variant="outline" size="xs" onClick={props.onDelete}>
        {t('overview.delete')}
      </Button>
    </Group>
  );
}
