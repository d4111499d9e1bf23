import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { balanceText, type BalanceSize } from '../../core/format/balance';
import { NATIVE_DECIMALS } from '../../core/format/asset-units';
import { useNumberSeparators } from '../../ui/use-amount-format';
import { FiatValueText } from '../../ui/values/FiatText';
import { HIDDEN_AMOUNT, useBalancesHidden } from '../../ui/values/values';
import { useTokenSymbol } from './use-token-symbol';

const TYPE: Record<BalanceSize, { base: number; sm: number }> = {
  large: { base: 32, sm: 40 },
  medium: { base: 26, sm: 36 },
  small: { base: 20, sm: 30 },
};

/**
 * The home's balance on one line at any width (issue 37): never broken inside the number or
 * the unit; a long one gets smaller type and two decimals, its every digit on the line below.
 */
export function AccountBalance({ amount, missing }: { amount?: bigint; missing: string }) {
  const { t } = useTranslation();
  const separators = useNumberSeparators();
  const symbol = useTokenSymbol();
  const hidden = useBalancesHidden();
  const known = amount === undefined ? null : balanceText(amount, NATIVE_DECIMALS, separators);
  // Hidden: the number goes, and so do its size, its title and its every-digit line.
  const text =
    known && hidden
      ? { ...known, shown: HIDDEN_AMOUNT, shortened: false, size: 'large' as const }
      : known;
  const exact = text && `${text.exact}\u00a0${symbol}`;
  return (
    <div>
      <Text size="sm" c="dimmed">
        {t('overview.balance')}
      </Text>
      <Text
        fz={TYPE[text?.size ?? 'large']}
        fw={700}
        lh={1.2}
        aria-live="polite"
        title={text?.shortened ? (exact ?? undefined) : undefined}
        style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'normal' }}
      >
        {text ? (
          <>
            <span style={{ whiteSpace: 'nowrap' }}>{text.shown}</span>{' '}
            <span style={{ whiteSpace: 'nowrap' }}>{symbol}</span>
          </>
        ) : (
          missing
        )}
      </Text>
      {text?.shortened && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('overview.exactBalance', { amount: exact })}
        </Text>
      )}
      {amount !== undefined && (
        <FiatValueText
          size="sm"
          display="block"
          holding={{ assetId: 0n, amount, decimals: NATIVE_DECIMALS }}
        />
      )}
    </div>
  );
}
