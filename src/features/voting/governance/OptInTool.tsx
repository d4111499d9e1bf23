import '@mantine/core/styles/Code.layer.css';
import { Code, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { DEFAULT_OPT_IN_AMOUNT } from '../../../core/voting/constants';
import { encodeGovernanceNote } from '../../../core/voting/notes';
import { PhrasePaymentsForm } from './PhrasePaymentsForm';
import { usePhrasePayments } from './use-phrase-payments';

// Opt in to governance (spec 001 sections 2, 5, 9), as A-Wallet does: every account sends a
// payment of 0 to the governance address with the note af/gov1:j{"com":<micro>}. The note
// commits the amount; the coins stay in the account (sending them would be a payment, not an
// opt-in), so each account pays only the fee.

export function OptInTool() {
  const { t } = useTranslation();
  const form = usePhrasePayments(DEFAULT_OPT_IN_AMOUNT);
  const { micro, format, feeFor } = form.coin;
  const note = micro === null ? '' : encodeGovernanceNote(micro);

  async function send() {
    if (micro === null || !form.sendToValid) return;
    const bytes = new TextEncoder().encode(note);
    await form.check({ amount: 0n, note: bytes }, (count) =>
      t('voting.gov.confirm.optin', {
        count,
        amount: format(micro),
        to: form.sendTo,
        fees: format(feeFor(0n, bytes) * BigInt(count)),
      }),
    );
  }

  return (
    <PhrasePaymentsForm
      form={form}
      title={t('voting.gov.optin.title')}
      help={t('voting.gov.optin.help')}
      amountLabel={t('voting.gov.optin.amount')}
      quickPicks
      ready={form.sendToValid && micro !== null}
      onSend={send}
    >
      <Stack gap={2}>
        <Text fw={500}>{t('voting.gov.optin.note')}</Text>
        <Code data-testid="optin-note">{note}</Code>
      </Stack>
    </PhrasePaymentsForm>
  );
}
