import { Stack, Text, TextInput, Title } from '@mantine/core';
import { isValidAddress } from 'algosdk';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX_BYTES } from '../../../core/voting/constants';
import { parseMnemonicLines } from '../../../core/voting/bulk-lines';
import { BulkFooter } from './BulkFooter';
import type { LineLogHandle } from './LineLog';
import { checkLines } from './bulk-plan';
import { AmountField, PhraseArea, SendToField } from './fields';
import { FEE_MICRO, useCoin } from './use-coin';
import { describeOutcome, useBulkTool } from './use-bulk-tool';

// Pay from many (spec 001 section 2): every account of the list pays the amount, with the
// note, to one account. The amount starts at 1 (the spec names no default for this tool; a
// small one is the safer start for a payment repeated per line).

const DEFAULT_PAY_AMOUNT = 1;

export function PayTool() {
  const { t } = useTranslation();
  const phrases = useRef<HTMLTextAreaElement>(null);
  const [amount, setAmount] = useState<number | string>(DEFAULT_PAY_AMOUNT);
  const [sendTo, setSendTo] = useState('');
  const [note, setNote] = useState('');
  const { symbol, micro, format } = useCoin(amount);
  const log = useRef<LineLogHandle>(null);
  const tool = useBulkTool(log);
  const noteBytes = new TextEncoder().encode(note);
  const noteTooLong = noteBytes.length > NOTE_MAX_BYTES;
  const ready = micro !== null && isValidAddress(sendTo) && !noteTooLong;

  async function send() {
    if (!ready) return;
    const { lines, errors } = checkLines(
      await parseMnemonicLines(phrases.current?.value ?? ''),
      (line) => line.address,
      (line) => t('voting.gov.duplicate', { line }),
    );
    if (lines.length === 0 && errors.length === 0) errors.push(t('voting.gov.noLines'));
    const senders = lines.map((line) => line.address);
    const count = BigInt(senders.length);
    tool.check(
      errors,
      {
        payments: senders.map((from) => ({
          from,
          to: sendTo,
          amount: micro,
          note: noteBytes.length > 0 ? noteBytes : undefined,
        })),
        signer: {
          kind: 'phrases',
          phrases: lines.map((line) => (line.kind === 'mnemonic' ? line.phrase : '')),
        },
        describe: (i, outcome) => describeOutcome(t, outcome, sendTo, senders[i]),
      },
      t('voting.gov.confirm.pay', {
        count: senders.length,
        amount: format(micro),
        to: sendTo,
        total: format(micro * count),
        fees: format(FEE_MICRO * count),
      }),
    );
  }

  return (
    <Stack>
      <Title order={2}>{t('voting.gov.pay.title')}</Title>
      <Text>{t('voting.gov.pay.help')}</Text>
      <PhraseArea
        label={t('voting.gov.mnemonics')}
        description={t('voting.gov.mnemonicsHint')}
        inputRef={phrases}
      />
      <AmountField
        label={t('voting.gov.pay.amount')}
        value={amount}
        onChange={setAmount}
        symbol={symbol}
      />
      <SendToField
        value={sendTo}
        onChange={setSendTo}
        error={
          sendTo !== '' && !isValidAddress(sendTo) ? t('voting.gov.invalidAddress') : undefined
        }
      />
      <TextInput
        label={t('voting.gov.note')}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        error={noteTooLong ? t('voting.gov.noteTooLong', { max: NOTE_MAX_BYTES }) : undefined}
      />
      <BulkFooter tool={tool} log={log} disabled={!ready} onSend={() => void send()} />
    </Stack>
  );
}
