import '@mantine/core/styles/Table.layer.css';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { Transaction } from 'algosdk';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { bytesToBase64 } from '../../core/encoding/base64';
import { utf8DecodeStrict } from '../../core/encoding/utf8';
import { formatAmountWithUnit, type NumberSeparators } from '../../core/format/amount';
import { NATIVE_DECIMALS } from '../../core/format/asset-units';
import { networkDisplayName } from '../../core/networks/display-names';
import { LONG_NOTE_CHARS } from '../../core/payments/note-rules';
import {
  BASE_COIN,
  describeTransaction,
  type Danger,
  type DescribedTransaction,
} from '../../core/transactions/review';
import type { AssetUnits, GroupReview } from '../../infra/transactions/review-group';
import { currentTokenSymbol } from '../../infra/transactions/token-symbol';
import { SummaryRow } from '../SummaryRow';
import { useNumberSeparators } from '../use-amount-format';
import { AssetRows, RoleAddress } from './AssetRows';
import { useGroupReview } from './use-group-review';

// The one transaction review (design.md section 5): every transaction in words, computed from
// the exact transactions that will be signed, with its dangerous fields in the main rows, and
// then what the group does to the user's own accounts, as simulated by the node.

export interface TransactionReviewProps {
  txns: readonly Transaction[];
  accounts: readonly PublicAccount[];
  /** Indexes this wallet will sign; others are marked (a dapp's group). All when absent. */
  toSign?: readonly number[];
  authAddresses?: ReadonlyMap<string, string | undefined>;
  /** Signed but never sent (an ARC-14 token): nothing to simulate. */
  signOnly?: boolean;
}

function noteText(note: Uint8Array): { text: string; binary: boolean } {
  try {
    return { text: utf8DecodeStrict(note), binary: false };
  } catch {
    return { text: bytesToBase64(note), binary: true };
  }
}

/**
 * An amount as the review shows it, in the language's separators with every decimal kept
 * ("1.000000 Algo"); an asset's carries its id ("12.34 EUR (#31)"), and while its decimals are
 * unknown it is shown in base units.
 */
export function amountText(
  amount: bigint,
  assetId: bigint | undefined,
  assets: ReadonlyMap<bigint, AssetUnits> | undefined,
  symbol: string,
  separators: NumberSeparators,
): string {
  if (assetId === undefined || assetId === BASE_COIN)
    return formatAmountWithUnit(amount, NATIVE_DECIMALS, symbol, separators, { fixed: true });
  const id = `(#${assetId.toString()})`;
  const units = assets?.get(assetId);
  if (!units) return `${amount.toString()} ${id}`;
  const name = units.unitName || units.name || `#${assetId.toString()}`;
  const text = formatAmountWithUnit(amount, units.decimals, name, separators, { fixed: true });
  return `${text} ${id}`;
}

/**
 * An amount in units; an asset's whose units are not known yet says so instead of showing base
 * units (Send waits meanwhile), and one that could not be read says that, raw amount included.
 */
function useAmountDisplay(
  assets: ReadonlyMap<bigint, AssetUnits> | undefined,
  symbol: string,
  loading: boolean,
) {
  const { t } = useTranslation();
  const separators = useNumberSeparators();
  return (amount: bigint, assetId: bigint | undefined): string => {
    const known = assetId === undefined || assetId === BASE_COIN || assets?.has(assetId);
    if (known) return amountText(amount, assetId, assets, symbol, separators);
    if (loading || !assets) return t('review.unitsLoading', { id: assetId.toString() });
    return t('review.unitsUnknown', { amount: amount.toString(), id: assetId.toString() });
  };
}

/** An address in full, with the own account's name under it. */
function AddressCell({
  address,
  accounts,
  t,
}: {
  address: string;
  accounts: readonly PublicAccount[];
  t: TFunction;
}) {
  return <RoleAddress address={address} accounts={accounts} t={t} />;
}

function dangerValue(danger: Danger, t: TFunction): string {
  switch (danger.code) {
    case 'keyreg':
      return t(
        danger.online ? 'review.dangerText.keyregOnline' : 'review.dangerText.keyregOffline',
      );
    case 'app-call':
      return t('review.dangerText.appCall', { appId: danger.appId.toString() });
    case 'foreign-genesis':
      return t('review.dangerText.foreign', {
        genesisId: networkDisplayName(danger.genesisId, (env) => t(`env.${env}`)),
      });
    default:
      return danger.address;
  }
}

function TransactionCard({
  described,
  count,
  signed,
  accounts,
  symbol,
  assets,
  loading,
}: {
  described: DescribedTransaction;
  count: number;
  signed: boolean;
  accounts: readonly PublicAccount[];
  symbol: string;
  assets: ReadonlyMap<bigint, AssetUnits> | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const display = useAmountDisplay(assets, symbol, loading);
  const note = described.note.length > 0 ? noteText(described.note) : null;
  const title = t('review.transactionTitle', {
    index: described.index + 1,
    count,
    kind: t(`review.kind.${described.kind}`),
  });
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            {title}
          </Title>
          {!signed && <Badge color="gray">{t('review.notToSign')}</Badge>}
        </Group>
        <Table withTableBorder variant="vertical" layout="fixed">
          <Table.Tbody>
            <SummaryRow label={t('review.from')}>
              <AddressCell address={described.sender} accounts={accounts} t={t} />
            </SummaryRow>
            {described.receiver && (
              <SummaryRow label={t('review.to')}>
                <AddressCell address={described.receiver} accounts={accounts} t={t} />
              </SummaryRow>
            )}
            {described.amount !== undefined && (
              <SummaryRow label={t('review.amount')}>
                <Text fw={700}>{display(described.amount, described.assetId)}</Text>
              </SummaryRow>
            )}
            <AssetRows
              described={described}
              accounts={accounts}
              assets={assets}
              amountOf={(amount) => display(amount, described.assetId)}
            />
            {described.dangers.map((danger) => (
              <SummaryRow key={danger.code} label={t(`review.danger.${danger.code}`)}>
                <Text
                  size="sm"
                  c="red.9"
                  fw={700}
                  ff={'address' in danger ? 'monospace' : undefined}
                >
                  {dangerValue(danger, t)}
                </Text>
                {'address' in danger && accounts.some((a) => a.addr === danger.address) && (
                  <Text size="sm" c="dimmed">
                    {accounts.find((a) => a.addr === danger.address)?.name} · {t('review.own')}
                  </Text>
                )}
              </SummaryRow>
            ))}
            <SummaryRow label={t('review.fee')}>{display(described.fee, undefined)}</SummaryRow>
            {note && (
              <SummaryRow label={note.binary ? t('review.noteBase64') : t('review.note')}>
                {note.text.length >= LONG_NOTE_CHARS ? (
                  <Textarea
                    aria-label={t('review.note')}
                    value={note.text}
                    readOnly
                    autosize
                    minRows={2}
                    maxRows={8}
                  />
                ) : (
                  note.text
                )}
              </SummaryRow>
            )}
            <SummaryRow label={t('review.txid')}>
              <Text size="xs" ff="monospace" c="dimmed">
                {described.txid}
              </Text>
            </SummaryRow>
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

function Effects({
  review,
  accounts,
  symbol,
}: {
  review: GroupReview;
  accounts: readonly PublicAccount[];
  symbol: string;
}) {
  const { t } = useTranslation();
  const display = useAmountDisplay(review.assets, symbol, false);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('review.effectsTitle')}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('review.effectsTitle')}
        </Title>
        {review.effects.length === 0 && <Text size="sm">{t('review.noEffects')}</Text>}
        {review.effects.map((effect) => (
          <Stack key={effect.address} gap={2}>
            <Text size="sm" fw={600}>
              {accounts.find((a) => a.addr === effect.address)?.name ?? effect.address}
            </Text>
            <Text size="xs" ff="monospace" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {effect.address}
            </Text>
            {effect.changes.map((change) => {
              const amount = display(
                change.delta < 0n ? -change.delta : change.delta,
                change.assetId,
              );
              return (
                <Group key={change.assetId.toString()} gap="md">
                  <Text size="sm" fw={700} c={change.delta < 0n ? 'red.9' : 'teal.9'}>
                    {change.delta < 0n
                      ? t('review.youSend', { amount })
                      : t('review.youReceive', { amount })}
                  </Text>
                  {change.after !== undefined && (
                    <Text size="sm">
                      {t('review.balanceAfter', { amount: display(change.after, change.assetId) })}
                    </Text>
                  )}
                </Group>
              );
            })}
          </Stack>
        ))}
        <Text size="sm">
          {t('review.totalFee', { amount: display(review.totalFee, undefined) })}
        </Text>
      </Stack>
    </Paper>
  );
}

function SimulationNotice({ review }: { review: GroupReview }) {
  const { t } = useTranslation();
  const { simulation } = review;
  if (simulation.kind === 'simulated' && simulation.failure) {
    return (
      <Alert color="red" role="alert" title={t('review.wouldFailTitle')}>
        {simulation.failure.index !== undefined
          ? t('review.wouldFailAt', {
              index: simulation.failure.index + 1,
              message: simulation.failure.message,
            })
          : simulation.failure.message}
      </Alert>
    );
  }
  if (simulation.kind === 'simulated') return null;
  return (
    <Alert color="yellow">
      {simulation.kind === 'unavailable' ? t('review.notSimulated') : t('review.simulationFailed')}
      {review.estimated && ` ${t('review.estimated')}`}
    </Alert>
  );
}

/** Amounts that cannot be shown in units: nothing is offered for signing until they can. */
function ReviewIncomplete({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('review.incompleteTitle')}>
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        <Button variant="default" w="fit-content" loading={retrying} onClick={onRetry}>
          {t('review.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Every transaction of the group, then its simulated effect on the user's accounts. */
export function TransactionReview({
  txns,
  accounts,
  toSign,
  authAddresses,
  signOnly = false,
}: TransactionReviewProps) {
  const { t } = useTranslation();
  const symbol = currentTokenSymbol();
  const own = accounts.map((a) => a.addr);
  const review = useGroupReview(txns, own, authAddresses, !signOnly);
  // Shown at once from the bytes; the simulation fills in asset units and effects.
  const described = review.data?.transactions ?? txns.map((txn, i) => describeTransaction(txn, i));
  return (
    <Stack>
      {described.map((d) => (
        <TransactionCard
          key={d.txid}
          described={d}
          count={described.length}
          signed={!toSign || toSign.includes(d.index)}
          accounts={accounts}
          symbol={symbol}
          assets={review.data?.assets}
          loading={review.isFetching}
        />
      ))}
      {signOnly && (
        <Alert color="blue" role="note">
          {t('review.signOnly')}
        </Alert>
      )}
      {review.isFetching && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('review.simulating')}</Text>
        </Group>
      )}
      {review.isError && (
        <ReviewIncomplete
          message={t('review.reviewFailed')}
          onRetry={() => void review.refetch()}
          retrying={review.isFetching}
        />
      )}
      {review.data && review.data.missingAssets.length > 0 && (
        <ReviewIncomplete
          message={t('review.assetsMissing', {
            ids: review.data.missingAssets.map((id) => `#${id.toString()}`).join(', '),
          })}
          onRetry={() => void review.refetch()}
          retrying={review.isFetching}
        />
      )}
      {review.data && <SimulationNotice review={review.data} />}
      {review.data && <Effects review={review.data} accounts={accounts} symbol={symbol} />}
    </Stack>
  );
}
