import { useTranslation } from '../../i18n/react';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { DevToolPage } from '../../ui/secret-output/DevToolPage';
import { SignatureOutput } from './SignatureOutput';
import { SignInForm } from './SignInForm';
import { SignInReview } from './SignInReview';
import { useArc60Page } from './use-arc60-page';

/**
 * /arc60/{account} (issue 28, developer mode only): a Sign-In with Algorand request (ARC-60)
 * built as a dapp builds it, reviewed field by field, signed by the account's current auth key
 * and verified on this page as the dapp would verify it.
 */
export function Arc60Page() {
  const { t } = useTranslation();
  // The output box's ref stays apart: the signature is written into it, never rendered.
  const { outputRef, ...page } = useArc60Page();
  if (!page.account) return <NotFoundPage />;
  return (
    <DevToolPage
      title={t('arc60.title')}
      dev={page.dev}
      devOnly={t('arc60.devOnly')}
      openSettings={t('arc60.openSettings')}
      intro={t('arc60.intro')}
      form={<SignInForm page={page} />}
      errorText={page.errorText}
    >
      {page.prepare.data && <SignInReview page={page} />}
      {page.shown && <SignatureOutput page={page} outputRef={outputRef} />}
    </DevToolPage>
  );
}
