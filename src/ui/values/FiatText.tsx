import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { formatFiat, type FiatValue } from '../../core/prices/fiat-value';
import { HIDDEN_AMOUNT, useBalancesHidden, useFiatValue, type Holding } from './values';

/** "≈ 12.30 USD", or "≈ 12.30 USD (price over 10 minutes old)"; "" for no value. */
export function useFiatText(): (value: FiatValue | null) => string {
  const { t, i18n } = useTranslation();
  return (value) => {
    if (!value) return '';
    const text = t('values.approx', { value: formatFiat(value, i18n.language) });
    return value.stale ? t('values.old', { value: text }) : text;
  };
}

interface Props extends TextProps {
  /**
   * Whether "Hide balances" hides it: everywhere but the review, where what is signed must be
   * what was seen.
   */
  hideable?: boolean;
}

function FiatLine({ value, hideable = true, ...props }: Props & { value: FiatValue | null }) {
  const text = useFiatText()(value);
  const hidden = useBalancesHidden() && hideable;
  // A missing price shows nothing at all, never 0.
  if (!value) return null;
  return (
    <Text component="span" c="dimmed" data-testid="fiat-value" {...props}>
      {hidden ? HIDDEN_AMOUNT : text}
    </Text>
  );
}

/** What one holding is worth, or nothing while no price is known. */
export function FiatValueText({ holding, ...props }: Props & { holding: Holding | undefined }) {
  return <FiatLine value={useFiatValue(holding)} {...props} />;
}
