import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react';
import { PhraseWords } from '../../ui/PhraseWords';
import type { PhraseHolder } from './use-recovery-phrase';

/** A stored account's phrase, masked until revealed (the words never enter React state). */
export function RecoveryPhraseWords({
  holder,
  count,
  revealed,
}: {
  holder: PhraseHolder;
  count: number;
  revealed: boolean;
}) {
  const { t } = useTranslation();
  const read = useCallback(() => holder.text(), [holder]);
  return (
    <PhraseWords
      read={read}
      count={count}
      visible={revealed}
      label={t('overview.recoveryPhrase.words', { count })}
      hiddenLabel={t('overview.recoveryPhrase.hidden')}
      testId="recovery-phrase-words"
      cols={{ base: 2, xs: 3 }}
    />
  );
}
