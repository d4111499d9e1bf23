import { Badge, Button, Group, MaskInput, Text } from '@mantine/core';
import { useMemo, type MouseEvent } from 'react';
import { useTranslation, type TFunction } from '../../i18n/react';
import { Link, useNavigate, type NavigateFunction } from 'react-router';
import { accountTypeColour } from './account-type';
import type { AccountRow } from './use-accounts-list';
import { nativeUnits } from '../../core/format/asset-units';
import { useAmountFormat } from '../../ui/use-amount-format';
import { HIDDEN_AMOUNT, useBalancesHidden } from '../../ui/values/values';
import type { useCoinFormat } from './use-coin-format';
import { useTokenSymbol } from './use-token-symbol';

/**
 * What every row reads from the page: the strings, the coin format and navigation, taken once by
 * the list (useRowKit) and handed to each row, so a row has no hooks of its own to subscribe.
 */
export interface RowKit {
  t: TFunction;
  coin: ReturnType<typeof useCoinFormat>;
  navigate: NavigateFunction;
  /** "Hide balances" is on: amounts show as ••••. */
  hidden: boolean;
}

/** The rows' kit; a new one (language, network's coin) redraws every row. */
export function useRowKit(): RowKit {
  const { t } = useTranslation();
  const format = useAmountFormat();
  const symbol = useTokenSymbol();
  const navigate = useNavigate();
  const hidden = useBalancesHidden();
  return useMemo(() => {
    const units = nativeUnits(symbol);
    return { t, coin: (micro, options) => format(micro, units, options), navigate, hidden };
  }, [t, format, symbol, navigate, hidden]);
}

/** 2FA codes typed in the list, by address; kept outside React state, so typing does not
 * rebuild the list under the cursor. */
export interface TwoFactorCodes {
  get(address: string): string | undefined;
  set(address: string, code: string): void;
}

export function createTwoFactorCodes(): TwoFactorCodes {
  const codes = new Map<string, string>();
  return { get: (a) => codes.get(a), set: (a, code) => void codes.set(a, code) };
}

export function AmountText({ row, kit: { t, coin, hidden } }: { row: AccountRow; kit: RowKit }) {
  if (row.amount === null)
    return (
      <Text c="dimmed" size="sm">
        {row.failed ? t('accounts.balanceUnavailable') : '…'}
      </Text>
    );
  return (
    <Text ff="monospace" size="sm" ta="right">
      {hidden ? HIDDEN_AMOUNT : coin(row.amount, { fixed: true })}
    </Text>
  );
}

export function TypeBadge({ row, kit: { t } }: { row: AccountRow; kit: RowKit }) {
  return (
    <Badge variant="filled" color={accountTypeColour(row.account.type)}>
      {t(`accounts.types.${row.account.type}`)}
    </Badge>
  );
}

export function TwoFactorInput({
  row,
  codes,
  kit: { t },
}: {
  row: AccountRow;
  codes: TwoFactorCodes;
  kit: RowKit;
}) {
  if (row.account.type !== '2fa') return null;
  return (
    <MaskInput
      mask="999-999"
      size="xs"
      w={96}
      inputMode="numeric"
      autoComplete="one-time-code"
      aria-label={t('accounts.twoFactorCodeFor', { name: row.account.name })}
      onChangeRaw={(raw) => {
        codes.set(row.account.addr, raw);
      }}
    />
  );
}

/** Pay and Connect (spec section 2), for accounts the wallet can sign for. */
export function RowActions({
  row,
  codes,
  kit: { t, navigate },
  size = 'compact-sm',
}: {
  row: AccountRow;
  codes: TwoFactorCodes;
  kit: RowKit;
  size?: string;
}) {
  if (!row.canPay) return null;
  const { account } = row;
  const actions = [
    {
      to: `/accounts/pay/${account.addr}`,
      label: t('accounts.pay'),
      name: t('accounts.payFrom', { name: account.name }),
      twoFactor: account.type === '2fa',
    },
    {
      to: `/account/connect/${account.addr}`,
      label: t('accounts.connect'),
      name: t('accounts.connectWith', { name: account.name }),
      twoFactor: false,
    },
  ];
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map((action) => (
        <Button
          key={action.to}
          component={Link}
          to={action.to}
          onClick={(event: MouseEvent) => {
            if (!action.twoFactor) return;
            // The 2FA code goes along in navigation state, never in the URL.
            event.preventDefault();
            void navigate(action.to, {
              state: { twoFactorCode: codes.get(account.addr) },
            });
          }}
          size={size}
          variant="default"
          aria-label={action.name}
        >
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
