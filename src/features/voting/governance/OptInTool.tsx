import '@mantine/core/styles/Code.layer.css';
import { Code, Stack, Text, Title } from '@mantine/core';
import { isValidAddress } from 'algosdk';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_OPT_IN_AMOUNT } from '../../../core/voting/constants';
import { encodeGovernanceNote } from '../../../core/voting/notes';
import { parseMnemonicLines } from '../../../core/voting/bulk-lines';
import { BulkFooter } from './BulkFooter';
import type { LineLogHandle } from './LineLog';
import { checkLines } from './bulk-plan';
import { AmountField, PhraseArea, SendToField } from './fields';
import { FEE_MICRO, useCoin } from './use-coin';
import { describeOutcome, useBulkTool } from './use-bulk-tool';

// Opt in to governance (spec 001 sections 2, 5, 9), as A-Wallet does: every account sends a
// payment of 0 to the governance address with the note af/gov1:j{"com":<micro>}. The note
// commits the amount; the coins stay in the account (sending them would be a payment, not an
// opt-in), so each account pays only the fee.

export function OptInTool() {
  const { t } = useTranslation();
  const phrases = useRef<HTMLTextAreaElement>(null);
  const [amount, setAmount] = useState<number | string>(DEFAULT_OPT_IN_AMOUNT);
  const [sendTo, setSendTo] = useState('');
  const { symbol, micro, format } = useCoin(amount);
  const log = useRef<LineLogHandle>(null);
  const tool = useBulkTool(log);
  const note = micro === null ? '' : encodeGovernanceNote(micro);
  const sendToError = sendTo !== '' && !isValidAddress(sendTo);

  async function send() {
    if (micro === null || !isValidAddress(sendTo)) return;
    const { lines, errors } = checkLines(
      await parseMnemonicLines(phrases.current?.value ?? ''),
      (line) => line.address,
      (line) => t('voting.gov.duplicate', { line }),
    );
    if (lines.length === 0 && errors.length === 0) errors.push(t('voting.gov.noLines'));
    const senders = lines.map((line) => line.address);
    const noteBytes = new TextEncoder().encode(note);
    tool.check(
      errors,
      {
        payments: senders.map((from) => ({ from, to: sendTo, amount: 0n, note: noteBytes })),
        signer: {
          kind: 'phrases',
          phrases: lines.map((line) => (line.kind === 'mnemonic' ? line.phrase : '')),
        },
        describe: (i, outcome) => describeOutcome(t, outcome, sendTo, senders[i]),
      },
      t('voting.gov.confirm.optin', {
        count: senders.length,
        amount: format(micro),
        to: sendTo,
        fees: format(FEE_MICRO * BigInt(senders.length)),
      }),
    );
  }

  return (
    <Stack>
      <Title order={2}>{t('voting.gov.optin.title')}</Title>
      <Text>{t('voting.gov.optin.help')}</Text>
      <PhraseArea
        label={t('voting.gov.mnemonics')}
        description={t('voting.gov.mnemonicsHint')}
        inputRef={phrases}
      />
      <AmountField
        label={t('voting.gov.optin.amount')}
        value={amount}
        onChange={setAmount}
        symbol={symbol}
      />
      <SendToField
        value={sendTo}
        onChange={setSendTo}
        error={sendToError ? t('voting.gov.invalidAddress') : undefined}
        quickPicks
      />
      <Stack gap={2}>
        <Text fw={500}>{t('voting.gov.optin.note')}</Text>
        <Code data-testid="optin-note">{note}</Code>
      </Stack>
      <BulkFooter
        tool={tool}
        log={log}
        disabled={!isValidAddress(sendTo) || micro === null}
        onSend={() => void send()}
      />
    </Stack>
  );
}
