import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundPage } from '../../ui/NotFoundPage';
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
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('arc14.title')}</Title>
        {page.dev ? (
          <>
            <Text>{t('arc14.intro')}</Text>
            <RealmForm page={page} />
            {page.errorText && (
              <Alert color="red" role="alert">
                {page.errorText}
              </Alert>
            )}
            {page.prepare.data && <Arc14Review page={page} />}
            {page.shown && <TokenOutput page={page} outputRef={outputRef} />}
          </>
        ) : (
          <Alert color="yellow">
            {t('arc14.devOnly')}{' '}
            <Anchor component={Link} to="/settings" c="bright" underline="always">
              {t('arc14.openSettings')}
            </Anchor>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
