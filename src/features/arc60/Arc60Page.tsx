import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundPage } from '../../ui/NotFoundPage';
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
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('arc60.title')}</Title>
        {page.dev ? (
          <>
            <Text>{t('arc60.intro')}</Text>
            <SignInForm page={page} />
            {page.errorText && (
              <Alert color="red" role="alert">
                {page.errorText}
              </Alert>
            )}
            {page.prepare.data && <SignInReview page={page} />}
            {page.shown && <SignatureOutput page={page} outputRef={outputRef} />}
          </>
        ) : (
          <Alert color="yellow">
            {t('arc60.devOnly')}{' '}
            <Anchor component={Link} to="/settings" c="bright" underline="always">
              {t('arc60.openSettings')}
            </Anchor>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
