import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { Transaction } from 'algosdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MultisigParams } from '../../core/accounts/stored-account';
import { decodeProposal, proposalToText } from '../../core/multisig/proposal';
import { getSuggestedParams } from '../../infra/chain/algod-client';
import { multisigErrorText } from './multisig/multisig-error-text';

export interface OpenProposalProps {
  sender: string;
  params: MultisigParams;
  onOpened: (txn: Transaction, proposal: string) => void;
}

/** "Sign proposal": a proposal (text or link) a co-signer sent, checked and opened in review. */
export function OpenProposal({ sender, params, onOpened }: OpenProposalProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function open(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { genesisHash } = await getSuggestedParams();
      const proposal = decodeProposal(text, { sender, params, genesisHash });
      onOpened(proposal.txn, proposalToText(proposal));
    } catch (e) {
      setError(multisigErrorText(e, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void open(e)} noValidate>
      <Stack>
        <Textarea
          label={t('pay.proposalInput')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
          autosize
          minRows={3}
          spellCheck={false}
        />
        <Group>
          <Button type="submit" loading={busy} disabled={!text.trim()}>
            {t('pay.openProposal')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
