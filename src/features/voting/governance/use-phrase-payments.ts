import { isValidAddress } from 'algosdk';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { parseMnemonicLines } from '../../../core/voting/bulk-lines';
import type { LineLogHandle } from './LineLog';
import { checkLines, type Payment } from './bulk-plan';
import { useCoin } from './use-coin';
import { describeOutcome, useBulkTool } from './use-bulk-tool';

/**
 * What opt-in and pay-from-many share: recovery phrases one a line, each line's account paying
 * one receiver, and the amount. The phrases are read through `phrases` (an uncontrolled area)
 * only when the user sends.
 */
export function usePhrasePayments(defaultAmount: number) {
  const { t } = useTranslation();
  const phrases = useRef<HTMLTextAreaElement>(null);
  const [amount, setAmount] = useState<number | string>(defaultAmount);
  const [sendTo, setSendTo] = useState('');
  const coin = useCoin(amount);
  const log = useRef<LineLogHandle>(null);
  const tool = useBulkTool(log);

  /**
   * Checks the lines (their errors are listed and nothing is sent) or asks to confirm that every
   * line's account pays `payment` to the receiver; `confirm` words that for `count` accounts.
   */
  async function check(payment: Omit<Payment, 'from' | 'to'>, confirm: (count: number) => string) {
    const to = sendTo;
    const { lines, errors } = checkLines(
      await parseMnemonicLines(phrases.current?.value ?? ''),
      (line) => line.address,
      (line) => t('voting.gov.duplicate', { line }),
    );
    if (lines.length === 0 && errors.length === 0) errors.push(t('voting.gov.noLines'));
    const senders = lines.map((line) => line.address);
    tool.check(
      errors,
      {
        payments: senders.map((from) => ({ ...payment, from, to })),
        signer: {
          kind: 'phrases',
          phrases: lines.map((line) => (line.kind === 'mnemonic' ? line.phrase : '')),
        },
        describe: (i, outcome) => describeOutcome(t, outcome, to, senders[i]),
      },
      confirm(senders.length),
    );
  }

  return {
    phrases,
    amount,
    setAmount,
    sendTo,
    setSendTo,
    sendToValid: isValidAddress(sendTo),
    coin,
    log,
    tool,
    check,
  };
}

export type PhrasePayments = ReturnType<typeof usePhrasePayments>;
