import { useTranslation } from '../../i18n/react';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { DevToolPage } from '../../ui/secret-output/DevToolPage';
import { Arc14Review } from './Arc14Review';
import { RealmForm } from './RealmForm';
import { TokenOutput } from './TokenOutput';
import { useArc14 } from './use-arc14';

/**
 * /arc14/{account} (spec 001 section 2, developer mode only): an ARC-14 authentication
 * transaction for a realm, shown in the shared review, signed, and given as "SigTx <base64>".
 */
export function Arc14Page() {
  const { t } = useTranslation();
  // The output box's ref stays apart: the token is written into it, never rendered.
  const { outputRef, ...page } = useArc14();
  if (!page.account) return <NotFoundPage />;
  return (
    <DevToolPage
      title={t('arc14.title')}
      dev={page.dev}
      devOnly={t('arc14.devOnly')}
      openSettings={t('arc14.openSettings')}
      intro={t('arc14.intro')}
      form={<RealmForm page={page} />}
      errorText={page.errorText}
    >
      {page.prepare.data && <Arc14Review page={page} />}
      {page.shown && <TokenOutput page={page} outputRef={outputRef} />}
    </DevToolPage>
  );
}
