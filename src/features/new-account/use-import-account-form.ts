import { mnemonicToSecretKey } from 'algosdk';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { mnemonicWords, MNEMONIC_WORD_COUNT } from '../../core/accounts/mnemonic-challenge';
import { encodeSecretKey } from '../../core/accounts/stored-account';
import { useAccountName } from './AccountNameField';
import { addAccount, currentNetwork } from './save-account';
import { useSaveAccount } from './use-save-account';

type PhraseProblem = 'required' | 'wordCount' | 'invalid';

/** What is wrong with a typed phrase, if anything; a key made to check it is wiped at once. */
function phraseProblem(words: string[]): PhraseProblem | null {
  if (words.length === 0) return 'required';
  if (words.length !== MNEMONIC_WORD_COUNT) return 'wordCount';
  try {
    mnemonicToSecretKey(words.join(' ')).sk.fill(0);
    return null;
  } catch {
    // An unknown word or a wrong checksum word; the same advice fits both.
    return 'invalid';
  }
}

/**
 * State and the save action of page state "importaccount". The phrase stays in its
 * (uncontrolled) input: read there inside the mutation, never a mutation variable, and the
 * input is cleared after saving and on leaving.
 */
export function useImportAccountForm(phraseRef: RefObject<HTMLInputElement | null>) {
  const { t } = useTranslation();
  const name = useAccountName();
  const [problem, setProblem] = useState<{ kind: PhraseProblem; count: number } | null>(null);
  const [scanned, setScanned] = useState(false);

  useEffect(() => {
    const field = phraseRef.current;
    return () => {
      if (field) field.value = '';
    };
  }, [phraseRef]);

  // The key is made from the input here and wiped once stored (or refused).
  const { save, busy } = useSaveAccount(async ({ name: accountName }: { name: string }) => {
    const account = mnemonicToSecretKey(mnemonicWords(phraseRef.current?.value ?? '').join(' '));
    try {
      await addAccount({
        addr: account.addr.toString(),
        name: accountName,
        type: 'basic',
        network: currentNetwork(),
        sk: encodeSecretKey(account.sk),
      });
    } finally {
      account.sk.fill(0);
    }
    if (phraseRef.current) phraseRef.current.value = '';
  });

  return {
    name,
    problemText:
      problem &&
      {
        required: t('newAccount.import.phraseRequired'),
        wordCount: t('newAccount.import.wordCount', {
          expected: MNEMONIC_WORD_COUNT,
          count: problem.count,
        }),
        invalid: t('newAccount.import.invalid'),
      }[problem.kind],
    scanned,
    busy,
    phraseChanged() {
      setProblem(null);
      setScanned(false);
    },
    onScan(text: string) {
      if (phraseRef.current) phraseRef.current.value = text.trim();
      setProblem(null);
      setScanned(true);
    },
    submit() {
      const words = mnemonicWords(phraseRef.current?.value ?? '');
      const accountName = name.validate();
      const kind = phraseProblem(words);
      if (kind) return setProblem({ kind, count: words.length });
      if (accountName) save({ name: accountName });
    },
  };
}
