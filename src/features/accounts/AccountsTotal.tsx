import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { NATIVE_DECIMALS } from '../../core/format/asset-units';
import { currentChain } from '../../infra/chain/indexer-client';
import { FiatValueText } from '../../ui/values/FiatText';
import { HIDDEN_AMOUNT } from '../../ui/values/values';
import type { RowKit } from './AccountRowParts';
import type { RowOf } from './use-accounts-list';

/** The coin the accounts of `network` hold, each address once; null while any is unknown. */
export function coinTotal(
  accounts: readonly PublicAccount[],
  network: string,
  rowOf: RowOf,
): bigint | null {
  const counted = new Map<string, bigint | null>();
  for (const account of accounts)
    if (!account.network || account.network === network)
      counted.set(account.addr, rowOf(account).amount);
  const amounts = [...counted.values()];
  if (amounts.length === 0 || amounts.some((a) => a === null)) return null;
  return amounts.reduce<bigint>((sum, a) => sum + (a ?? 0n), 0n);
}

/**
 * "Total: 1,234.5 Algo ≈ 308.63 USD" above the accounts list (issue 41): the network's coin
 * of the listed accounts of this network, each address once (an address may be listed twice,
 * as a watch account and with its key). Shown once every balance is known, never a part as all.
 */
export function AccountsTotal({
  accounts,
  rowOf,
  kit,
}: {
  accounts: readonly PublicAccount[];
  rowOf: RowOf;
  kit: RowKit;
}) {
  const { t } = useTranslation();
  const total = coinTotal(accounts, currentChain().network, rowOf);
  if (total === null) return null;
  return (
    <Group gap="xs" data-testid="accounts-total">
      <Text fw={700}>
        {t('accounts.total', { amount: kit.hidden ? HIDDEN_AMOUNT : kit.coin(total) })}
      </Text>
      <FiatValueText holding={{ assetId: 0n, amount: total, decimals: NATIVE_DECIMALS }} />
    </Group>
  );
}
