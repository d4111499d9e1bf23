import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { Transaction } from 'algosdk';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
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
  const opening = useMutation({
    mutationFn: async (input: string) => {
      const { genesisHash } = await getSuggestedParams();
      return decodeProposal(input, { sender, params, genesisHash });
    },
    onSuccess: (proposal) => onOpened(proposal.txn, proposalToText(proposal)),
  });

  function open(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    opening.mutate(text);
  }

  return (
    <form onSubmit={open} noValidate>
      <Stack>
        <Textarea
          label={t('pay.proposalInput')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={opening.error ? multisigErrorText(opening.error, t) : null}
          autosize
          minRows={3}
          spellCheck={false}
        />
        <Group>
          <Button type="submit" loading={opening.isPending} disabled={!text.trim()}>
            {t('pay.openProposal')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
