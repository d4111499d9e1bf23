import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { Group, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { DEFAULT_DISTRIBUTE_AMOUNT } from '../../../core/voting/constants';
import { parseDistributeLines, parseMnemonicLines } from '../../../core/voting/bulk-lines';
import { useVote } from '../use-vote-context';
import { BulkFooter } from './BulkFooter';
import type { LineLogHandle } from './LineLog';
import { checkLines, type BulkSigner } from './bulk-plan';
import { AmountField, PhraseArea } from './fields';
import { useCoin } from './use-coin';
import { describeOutcome, useBulkTool } from './use-bulk-tool';

// Distribute (spec 001 section 2): one account pays the amount to every line, an address or a
// recovery phrase (whose account is paid). The paying account is a wallet account, signed
// through the pipeline (key accounts in one vault opening, a Ledger or a phone one prompt per
// payment), or a typed phrase.

export function DistributeTool() {
  const { t } = useTranslation();
  const { accounts, voters } = useVote();
  const [source, setSource] = useState<'wallet' | 'phrase'>('wallet');
  const [from, setFrom] = useState<string | null>(null);
  const fromPhrase = useRef<HTMLTextAreaElement>(null);
  const recipients = useRef<HTMLTextAreaElement>(null);
  const [amount, setAmount] = useState<number | string>(DEFAULT_DISTRIBUTE_AMOUNT);
  const { symbol, micro, format, feeFor } = useCoin(amount);
  const log = useRef<LineLogHandle>(null);
  const tool = useBulkTool(log);
  const account = voters.find((a) => a.addr === from) ?? voters[0];

  async function payer(errors: string[]): Promise<{ address: string; signer: BulkSigner } | null> {
    if (source === 'wallet') {
      return account ? { address: account.addr, signer: { kind: 'wallet', accounts } } : null;
    }
    const parsed = await parseMnemonicLines(fromPhrase.current?.value ?? '');
    const line = parsed[0];
    if (parsed.length !== 1 || !line) {
      errors.push(t('voting.gov.distribute.onePhrase'));
      return null;
    }
    if (line.kind !== 'mnemonic') {
      errors.push(line.kind === 'error' ? line.message : t('voting.gov.distribute.onePhrase'));
      return null;
    }
    return { address: line.address, signer: { kind: 'phrase', phrase: line.phrase } };
  }

  async function send() {
    if (micro === null) return;
    const errors: string[] = [];
    const paying = await payer(errors);
    const checked = checkLines(
      await parseDistributeLines(recipients.current?.value ?? ''),
      (line) => line.address,
      (line) => t('voting.gov.duplicate', { line }),
    );
    errors.push(...checked.errors);
    if (checked.lines.length === 0 && checked.errors.length === 0) {
      errors.push(t('voting.gov.noLines'));
    }
    const receivers = checked.lines.map((line) => line.address);
    const count = BigInt(receivers.length);
    tool.check(
      errors,
      paying && {
        payments: receivers.map((to) => ({ from: paying.address, to, amount: micro })),
        signer: paying.signer,
        describe: (i, outcome) => describeOutcome(t, outcome, receivers[i]!),
      },
      t('voting.gov.confirm.distribute', {
        count: receivers.length,
        amount: format(micro),
        from: paying?.address ?? '',
        total: format(micro * count),
        fees: format(feeFor(micro) * count),
      }),
    );
  }

  return (
    <Stack>
      <Title order={2}>{t('voting.gov.distribute.title')}</Title>
      <Text>{t('voting.gov.distribute.help')}</Text>
      <Radio.Group
        label={t('voting.gov.distribute.source')}
        value={source}
        onChange={(value) => setSource(value === 'phrase' ? 'phrase' : 'wallet')}
      >
        <Group mt="xs">
          <Radio value="wallet" label={t('voting.gov.distribute.sourceWallet')} />
          <Radio value="phrase" label={t('voting.gov.distribute.sourcePhrase')} />
        </Group>
      </Radio.Group>
      {source === 'wallet' ? (
        <Select
          label={t('voting.gov.distribute.account')}
          data={voters.map((a) => ({ value: a.addr, label: `${a.name} (${a.addr})` }))}
          value={account?.addr ?? null}
          onChange={setFrom}
          allowDeselect={false}
          error={voters.length === 0 ? t('voting.noAccount') : undefined}
        />
      ) : (
        <PhraseArea label={t('voting.gov.distribute.phrase')} inputRef={fromPhrase} minRows={2} />
      )}
      <AmountField
        label={t('voting.gov.distribute.amount')}
        value={amount}
        onChange={setAmount}
        symbol={symbol}
      />
      <PhraseArea label={t('voting.gov.distribute.recipients')} inputRef={recipients} />
      <BulkFooter
        tool={tool}
        log={log}
        disabled={micro === null || (source === 'wallet' && !account)}
        onSend={() => void send()}
      />
    </Stack>
  );
}
