import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { OPT_IN_MIN_BALANCE_INCREASE } from '../../core/assets/asset-transactions';
import { formatAmount } from '../../core/format/amount';
import { NATIVE_DECIMALS } from '../../core/format/asset-units';
import { currentTokenSymbol } from '../../infra/transactions/token-symbol';
import { describeError } from '../../ui/errors';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { notifySuccess } from '../../ui/notify';
import { ReviewAndSend } from '../../ui/review/ReviewAndSend';
import { useNumberSeparators } from '../../ui/use-amount-format';
import { AssetCard } from './AssetCard';
import { useOptIn } from './use-opt-in';

type OptIn = ReturnType<typeof useOptIn>;

// /account/optin/{account}: find an asset by id or name and start holding it.
export function OptInPage() {
  const { account } = useParams();
  return <OptIn key={account} />;
}

function OptIn() {
  const { t } = useTranslation();
  const page = useOptIn();
  if (!page.account) return <NotFoundPage />;
  return (
    <Container size="sm" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stack>
          <Title order={1}>{t('assets.optIn.title')}</Title>
          <Text c="dimmed">{page.account.name}</Text>
          <SearchForm page={page} />
          <SearchResults page={page} />
          {page.selected && <AssetCard asset={page.selected} />}
          {page.selected && <OptInActions page={page} />}
        </Stack>
      </Paper>
      <OptInDialog page={page} />
    </Container>
  );
}

function SearchForm({ page }: { page: OptIn }) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        page.submit();
      }}
    >
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('assets.optIn.search')}
          description={t('assets.optIn.searchHint')}
          value={page.term}
          onChange={(e) => page.setTerm(e.currentTarget.value)}
        />
        <Button type="submit" disabled={!page.term.trim()}>
          {t('assets.optIn.find')}
        </Button>
      </Group>
    </form>
  );
}

function SearchResults({ page }: { page: OptIn }) {
  const { t } = useTranslation();
  const { search } = page;
  if (search.isFetching)
    return <Loader size="sm" role="status" aria-label={t('assets.optIn.searching')} />;
  if (search.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{describeError(search.error, t)}</Text>
          <Button size="xs" variant="default" onClick={() => void search.refetch()}>
            {t('assets.optIn.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!search.data) return null;
  if (search.data.kind === 'not-found') {
    return (
      <Alert color="yellow" role="status">
        {t('assets.optIn.notFound')}
      </Alert>
    );
  }
  if (search.data.assets.length === 1 && page.selected?.index === search.data.assets[0]?.index) {
    return null;
  }
  return (
    <Stack gap={4} role="list" aria-label={t('assets.optIn.results')}>
      {search.data.assets.map((asset) => (
        <UnstyledButton
          key={asset.index.toString()}
          role="listitem"
          onClick={() => page.select(asset)}
          p="xs"
          style={{ borderRadius: 6, border: '1px solid var(--mantine-color-default-border)' }}
          aria-pressed={page.selected?.index === asset.index}
        >
          <Text size="sm" fw={500}>
            {asset.params.name || t('assets.card.unnamed')}
            {asset.params['unit-name'] ? ` (${asset.params['unit-name']})` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {t('assets.optIn.resultId', { id: asset.index.toString() })}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

function OptInActions({ page }: { page: OptIn }) {
  const { t } = useTranslation();
  const { holding, prepare } = page;
  if (page.info.isPending) return <Loader size="sm" />;
  if (holding) {
    return (
      <Stack gap="xs">
        <Alert color="blue" role="status">
          {t('assets.optIn.alreadyHolding')}
        </Alert>
        {holding.amount === 0n && page.canSign && !page.multisig ? (
          <Group>
            <Button
              variant="default"
              color="red"
              loading={prepare.isPending}
              onClick={() => prepare.mutate('opt-out')}
            >
              {t('assets.optIn.optOut')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('assets.optIn.optOutHint')}
            </Text>
          </Group>
        ) : (
          holding.amount > 0n && (
            <Text size="xs" c="dimmed">
              {t('assets.optIn.optOutNeedsZero')}
            </Text>
          )
        )}
      </Stack>
    );
  }
  if (page.multisig) {
    return (
      <Group>
        <Button loading={prepare.isPending} onClick={() => prepare.mutate('multisig')}>
          {t('assets.optIn.multisig')}
        </Button>
      </Group>
    );
  }
  if (!page.canSign) {
    return (
      <Alert color="yellow" role="status">
        {t('assets.optIn.cannotSign')}
      </Alert>
    );
  }
  return (
    <Group>
      <Button loading={prepare.isPending} onClick={() => prepare.mutate('opt-in')}>
        {t('assets.optIn.optIn')}
      </Button>
      {prepare.isError && (
        <Text c="red" size="sm" role="alert">
          {describeError(prepare.error, t)}
        </Text>
      )}
    </Group>
  );
}

function OptInDialog({ page }: { page: OptIn }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const symbol = currentTokenSymbol();
  const separators = useNumberSeparators();
  const coins = (micro: bigint) => formatAmount(micro, NATIVE_DECIMALS, separators);
  const phone = useMediaQuery('(max-width: 48em)');
  const txn = page.reviewing;
  const optingOut = Boolean(txn?.assetTransfer?.closeRemainderTo);
  const name = page.selected?.params.name || page.selected?.index.toString() || '';
  return (
    <Modal
      opened={txn !== null}
      onClose={page.closeReview}
      title={optingOut ? t('assets.optIn.optOutTitle') : t('assets.optIn.confirmTitle')}
      size="lg"
      fullScreen={phone}
    >
      {txn && (
        <Stack>
          {!optingOut && (
            <Text size="sm">
              {t('assets.optIn.minBalance', {
                amount: coins(OPT_IN_MIN_BALANCE_INCREASE),
                symbol,
              })}
            </Text>
          )}
          {!optingOut && page.shortfall > 0n ? (
            <Alert color="red" role="alert">
              {t('assets.optIn.shortfall', { amount: coins(page.shortfall), symbol })}
            </Alert>
          ) : (
            <ReviewAndSend
              key={txn.txID()}
              txns={[txn]}
              accounts={page.accounts}
              subject="transaction"
              onBack={page.closeReview}
              onConfirmed={() => {
                notifySuccess(
                  optingOut
                    ? t('assets.optIn.optedOut', { name })
                    : t('assets.optIn.optedIn', { name }),
                );
                // The spec's pause before the overview, so the toast is read.
                window.setTimeout(() => void navigate(`/account/${page.address}`), 2_000);
              }}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}
