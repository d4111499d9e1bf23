import { Table, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { usePaidBefore } from '../names/address-names';
import classes from './review.module.css';

/**
 * "First payment to this address": plain information, not a danger (most first payments are
 * fine). Shown only when the indexer answered that the sender never paid the receiver; nothing
 * while that is unknown, so the review never claims it without knowing.
 */
export function FirstPaymentRow({ sender, receiver }: { sender: string; receiver: string }) {
  const { t } = useTranslation();
  const paidBefore = usePaidBefore(sender, receiver);
  if (paidBefore !== false) return null;
  return (
    <Table.Tr className={classes.wideRow}>
      <Table.Td colSpan={2}>
        <Text size="sm">{t('review.firstPayment')}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
