import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { BulkFooter } from './BulkFooter';
import { AmountField, PhraseArea, SendToField } from './fields';
import type { PhrasePayments } from './use-phrase-payments';

/**
 * The frame of opt-in and pay-from-many: the phrase lines, the amount, the receiver (with the
 * governance addresses as quick picks where asked), the tool's own fields, and the send footer.
 */
export function PhrasePaymentsForm({
  form,
  title,
  help,
  amountLabel,
  quickPicks = false,
  ready,
  onSend,
  children,
}: {
  form: PhrasePayments;
  title: string;
  help: string;
  amountLabel: string;
  quickPicks?: boolean;
  ready: boolean;
  onSend: () => Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={2}>{title}</Title>
      <Text>{help}</Text>
      <PhraseArea
        label={t('voting.gov.mnemonics')}
        description={t('voting.gov.mnemonicsHint')}
        inputRef={form.phrases}
      />
      <AmountField
        label={amountLabel}
        value={form.amount}
        onChange={form.setAmount}
        symbol={form.coin.symbol}
      />
      <SendToField
        value={form.sendTo}
        onChange={form.setSendTo}
        error={form.sendTo !== '' && !form.sendToValid ? t('voting.gov.invalidAddress') : undefined}
        quickPicks={quickPicks}
      />
      {children}
      <BulkFooter tool={form.tool} log={form.log} disabled={!ready} onSend={() => void onSend()} />
    </Stack>
  );
}
