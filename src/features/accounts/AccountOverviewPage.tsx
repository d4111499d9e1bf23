import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { networkDisplayName } from '../../core/networks/display-names';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { AccountDetails } from './AccountDetails';
import { AccountHeader } from './AccountHeader';
import { AccountTabs } from './AccountTabs';
import { DangerZone } from './DangerZone';
import { FirstSteps } from './FirstSteps';
import { InboxWaiting } from './InboxWaiting';
import { LoadError } from './LoadError';
import { ParticipationPanel } from './ParticipationPanel';
import { PromoteWatchModal } from './PromoteWatchModal';
import { RecoveryPhraseModal } from './RecoveryPhraseModal';
import { ShamirSplitModal } from './shamir/ShamirSplitModal';
import { updateStoredAccount } from './use-account-sync';
import { useAccountPage, type AccountPage } from './use-account-page';

/**
 * /account/{account} (spec section 4), laid out as a home people know from Pera or MetaMask:
 * balance and three actions on top, the rest under More, chain details folded, tabs below and
 * the irreversible actions apart at the bottom.
 */
export function AccountOverviewPage() {
  const { t } = useTranslation();
  const page = useAccountPage();
  const { account, info } = page;
  if (!account) return <NotFoundPage />;

  return (
    <Container size="lg" py="md">
      <Stack>
        {page.otherNetwork && <OtherNetwork page={page} account={account} />}
        <AccountHeader page={page} account={account} />
        <ParticipationPanel page={page} account={account} />
        {!page.otherNetwork && <InboxWaiting network={page.network} address={account.addr} />}
        {info.isError && (
          <LoadError
            title={t('overview.balanceFailed')}
            error={info.error}
            retrying={info.isFetching}
            onRetry={page.retry}
          />
        )}
        {page.empty && <FirstSteps address={account.addr} coins={page.coins} />}
        {!page.otherNetwork && <AccountTabs page={page} account={account} />}
        <AccountDetails account={account} data={page.data} dev={page.dev} />
        <DangerZone account={account} canRekey={page.active} undoFrom={page.undoRekeyFrom} />
      </Stack>
      {page.promotable && (
        <PromoteWatchModal
          account={account}
          opened={page.promoteOpen}
          onClose={page.promote.close}
        />
      )}
      <RecoveryPhraseModal
        account={account}
        opened={page.recoveryOpen}
        onClose={page.recovery.close}
      />
      <ShamirSplitModal account={account} opened={page.shamirOpen} onClose={page.shamir.close} />
    </Container>
  );
}

function OtherNetwork({ page, account }: { page: AccountPage; account: PublicAccount }) {
  const { t } = useTranslation();
  const name = (genesisId: string) => networkDisplayName(genesisId, (env) => t(`env.${env}`));
  return (
    <Alert color="yellow" title={t('overview.otherNetworkTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t('overview.otherNetwork', {
            network: name(account.network ?? ''),
            current: name(page.network),
          })}
        </Text>
        <Button
          size="xs"
          variant="default"
          onClick={() => void updateStoredAccount(account, { network: page.network })}
        >
          {t('overview.assignNetwork')}
        </Button>
      </Stack>
    </Alert>
  );
}
