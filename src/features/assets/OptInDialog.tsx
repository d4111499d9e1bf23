import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../i18n/react';
import { OPT_IN_MIN_BALANCE_INCREASE } from '../../core/assets/asset-transactions';
import { formatAmount } from '../../core/format/amount';
import { NATIVE_DECIMALS } from '../../core/format/asset-units';
import { currentTokenSymbol } from '../../infra/transactions/token-symbol';
import { ReviewAndSend } from '../../ui/review/ReviewAndSend';
import { useNumberSeparators } from '../../ui/use-amount-format';
import type { OptInPageState } from './use-opt-in-page';

/** The opt-in (or opt-out) under review, with what holding the asset locks in the balance. */
export function OptInDialog({ page }: { page: OptInPageState }) {
  const { t } = useTranslation();
  const symbol = currentTokenSymbol();
  const separators = useNumberSeparators();
  const coins = (micro: bigint) => formatAmount(micro, NATIVE_DECIMALS, separators);
  const phone = useMediaQuery('(max-width: 48em)');
  const { reviewing: txn, optingOut } = page;
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
              onConfirmed={page.confirmed}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}
