import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { NOTE_MAX_BYTES } from '../../../core/voting/constants';
import { PhrasePaymentsForm } from './PhrasePaymentsForm';
import { usePhrasePayments } from './use-phrase-payments';

// Pay from many (spec 001 section 2): every account of the list pays the amount, with the
// note, to one account. The amount starts at 1 (the spec names no default for this tool; a
// small one is the safer start for a payment repeated per line).

const DEFAULT_PAY_AMOUNT = 1;

export function PayTool() {
  const { t } = useTranslation();
  const form = usePhrasePayments(DEFAULT_PAY_AMOUNT);
  const [note, setNote] = useState('');
  const { micro, format, feeFor } = form.coin;
  const noteBytes = new TextEncoder().encode(note);
  const noteTooLong = noteBytes.length > NOTE_MAX_BYTES;
  const ready = micro !== null && form.sendToValid && !noteTooLong;

  async function send() {
    if (!ready) return;
    const payment = { amount: micro, note: noteBytes.length > 0 ? noteBytes : undefined };
    await form.check(payment, (count) =>
      t('voting.gov.confirm.pay', {
        count,
        amount: format(micro),
        to: form.sendTo,
        total: format(micro * BigInt(count)),
        fees: format(feeFor(micro, payment.note) * BigInt(count)),
      }),
    );
  }

  return (
    <PhrasePaymentsForm
      form={form}
      title={t('voting.gov.pay.title')}
      help={t('voting.gov.pay.help')}
      amountLabel={t('voting.gov.pay.amount')}
      ready={ready}
      onSend={send}
    >
      <TextInput
        label={t('voting.gov.note')}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        error={noteTooLong ? t('voting.gov.noteTooLong', { max: NOTE_MAX_BYTES }) : undefined}
      />
    </PhrasePaymentsForm>
  );
}
