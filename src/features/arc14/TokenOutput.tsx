import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { SecretOutput } from '../../ui/secret-output/SecretOutput';
import type { Arc14 } from './use-arc14';

/** The signed token: written into the box through the ref, never rendered from state. */
export function TokenOutput({
  page,
  outputRef,
}: {
  page: Arc14;
  outputRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const shown = page.shown!;
  return (
    <SecretOutput
      id="arc14-token"
      title={t('arc14.token')}
      warning={t('arc14.tokenWarning', { realm: shown.realm, round: shown.lastValid })}
      copiedLabel={t('arc14.tokenCopied')}
      clearLabel={t('arc14.clear')}
      state={page}
      outputRef={outputRef}
    />
  );
}
