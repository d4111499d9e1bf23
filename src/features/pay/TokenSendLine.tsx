import { Alert } from '@mantine/core';
import { encodeAddress, type Transaction } from 'algosdk';
import { formatAmountWithUnit } from '../../core/format/amount';
import { useTranslation } from '../../i18n/react';
import { useAddressName } from '../../ui/names/address-names';
import { OutsideText } from '../../ui/OutsideText';
import { shortAddress } from '../../ui/review/review-rows';
import { useNumberSeparators } from '../../ui/use-amount-format';
import type { PayAsset } from './use-pay-assets';

/** "You send 12.5 TKN of the ARC-200 token Test Token to Bob": the token call in words. */
export function TokenSendLine({
  txn,
  token,
  amount,
}: {
  txn: Transaction;
  token: PayAsset;
  amount: bigint;
}) {
  const { t } = useTranslation();
  const separators = useNumberSeparators();
  const receiverKey = txn.applicationCall?.appArgs[1];
  const to = receiverKey?.length === 32 ? encodeAddress(receiverKey) : '';
  const named = useAddressName(to || undefined);
  const text = t('arc200.sendSummary', {
    amount: formatAmountWithUnit(amount, token.decimals, token.unitName, separators),
    token: token.name,
    name: named?.name ?? shortAddress(to),
  });
  return (
    <Alert color="blue" variant="light">
      <OutsideText size="sm" text={text} />
    </Alert>
  );
}
