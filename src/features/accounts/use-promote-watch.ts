import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mnemonicToSecretKey } from 'algosdk';
import { useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { mnemonicWords, MNEMONIC_WORD_COUNT } from '../../core/accounts/mnemonic-challenge';
import { PromotionError } from '../../core/accounts/promote-watch';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { currentChain } from '../../infra/chain/indexer-client';
import { promoteWatchAccount } from '../../infra/session/session';
import { notifySuccess } from '../../ui/notify';
import { accountInfoQuery } from './account-queries';

type Problem = 'required' | 'wordCount' | 'invalid' | 'wrong';

class PhraseProblem extends Error {
  constructor(readonly kind: Problem) {
    super(kind);
  }
}

/** Words of a well-formed phrase, or a PhraseProblem; a key made to check it is wiped at once. */
function checkedPhrase(text: string): string {
  const words = mnemonicWords(text);
  if (words.length === 0) throw new PhraseProblem('required');
  if (words.length !== MNEMONIC_WORD_COUNT) throw new PhraseProblem('wordCount');
  const phrase = words.join(' ');
  try {
    mnemonicToSecretKey(phrase).sk.fill(0);
  } catch {
    throw new PhraseProblem('invalid');
  }
  return phrase;
}

/**
 * "Add recovery phrase" of a watch account. The phrase stays in its uncontrolled input: read
 * there inside the mutation (never a variable), cleared after saving and on closing. The auth
 * address is asked of the node at that moment, so a rekey made meanwhile is honoured.
 */
export function usePromoteWatch(
  account: PublicAccount,
  phraseRef: RefObject<HTMLInputElement | null>,
  onDone: () => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<Problem | null>(null);
  const clear = () => {
    if (phraseRef.current) phraseRef.current.value = '';
  };
  const mutation = useMutation({
    mutationFn: async () => {
      const phrase = checkedPhrase(phraseRef.current?.value ?? '');
      const network = currentChain().network;
      const info = await queryClient.fetchQuery({
        ...accountInfoQuery(network, account.addr),
        staleTime: 0,
      });
      return promoteWatchAccount(account.addr, phrase, {
        authAddress: info['auth-addr'],
        signerName: t('overview.promote.signerName', { name: account.name }),
      });
    },
    onMutate: () => setProblem(null),
    onSuccess: (kind) => {
      clear();
      notifySuccess(
        t(kind === 'own' ? 'overview.promote.doneOwn' : 'overview.promote.doneAuth', {
          name: account.name,
        }),
      );
      onDone();
    },
    onError: (error) => {
      if (error instanceof PhraseProblem) setProblem(error.kind);
      else if (error instanceof PromotionError && error.code === 'wrong-phrase')
        setProblem('wrong');
    },
  });
  const otherError = mutation.isError && !problem;
  return {
    problemText: problem
      ? {
          required: t('newAccount.import.phraseRequired'),
          wordCount: t('overview.promote.wordCount', { expected: MNEMONIC_WORD_COUNT }),
          invalid: t('newAccount.import.invalid'),
          wrong: t('overview.promote.wrong'),
        }[problem]
      : otherError
        ? t('overview.promote.failed')
        : null,
    busy: mutation.isPending,
    submit: () => mutation.mutate(),
    changed: () => setProblem(null),
    close: () => {
      clear();
      setProblem(null);
      mutation.reset();
      onDone();
    },
  };
}
