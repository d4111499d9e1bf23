import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react';
import { MNEMONIC_WORD_COUNT } from '../../core/accounts/mnemonic-challenge';
import { PhraseWords } from '../../ui/PhraseWords';
import type { AccountSecret } from './account-secret';

/** A freshly generated phrase as 25 numbered slots (the words never enter React state). */
export function MnemonicWords({
  secret,
  address,
  visible,
}: {
  secret: AccountSecret;
  /** Changes whenever the holder gets another key. */
  address: string;
  visible: boolean;
}) {
  const { t } = useTranslation();
  const read = useCallback(() => secret.mnemonic(), [secret]);
  return (
    <PhraseWords
      read={read}
      count={MNEMONIC_WORD_COUNT}
      visible={visible}
      label={t('newAccount.basic.mnemonic')}
      hiddenLabel={t('newAccount.basic.mnemonicHidden')}
      testId="mnemonic-words"
      cols={{ base: 2, xs: 3, sm: 5 }}
      version={address}
    />
  );
}
