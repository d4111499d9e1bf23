import '@mantine/core/styles/Code.layer.css';
import {
  Alert,
  Anchor,
  Button,
  Code,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { TransactionReview } from '../../ui/review/TransactionReview';
import { REALM_KEYS, useArc14 } from './use-arc14';

type Arc14 = Omit<ReturnType<typeof useArc14>, 'outputRef'>;

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

function RealmForm({ page }: { page: Arc14 }) {
  const { t } = useTranslation();
  const account = page.account!;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="arc14-sign">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          page.review();
        }}
        noValidate
      >
        <Stack>
          <Title order={2} size="h3" id="arc14-sign">
            {account.name}
          </Title>
          <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {account.addr}
          </Text>
          {!page.canSign && <Alert color="yellow">{t('arc14.cannotSign')}</Alert>}
          <TextInput
            label={t('arc14.realm')}
            description={t('arc14.realmHint')}
            placeholder="example.com#ARC14"
            value={page.realm}
            onChange={(e) => page.setRealm(e.currentTarget.value)}
            error={page.showProblem && page.problem ? t(REALM_KEYS[page.problem]) : undefined}
            autoComplete="off"
            spellCheck={false}
            required
          />
          {!page.prepare.data && (
            <Group>
              <Button type="submit" loading={page.prepare.isPending} disabled={!page.canSign}>
                {t('arc14.review')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function Arc14Review({ page }: { page: Arc14 }) {
  const { t } = useTranslation();
  const txn = page.prepare.data!;
  return (
    <Stack component="section" aria-label={t('arc14.reviewTitle')}>
      <Title order={2} size="h3">
        {t('arc14.reviewTitle')}
      </Title>
      <TransactionReview
        txns={[txn]}
        accounts={page.accounts}
        authAddresses={
          page.authAddress ? new Map([[page.account!.addr, page.authAddress]]) : undefined
        }
        signOnly
      />
      <Group>
        <Button onClick={() => page.sign.mutate()} loading={page.sign.isPending}>
          {t('arc14.sign')}
        </Button>
        <Button variant="default" onClick={page.cancelReview} disabled={page.sign.isPending}>
          {t('common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

function TokenOutput({
  page,
  outputRef,
}: {
  page: Arc14;
  outputRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const shown = page.shown!;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="arc14-token">
      <Stack>
        <Title order={2} size="h3" id="arc14-token">
          {t('arc14.token')}
        </Title>
        <Code
          block
          ref={outputRef}
          aria-labelledby="arc14-token"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', userSelect: 'all' }}
        />
        <Text size="sm">
          {t('arc14.tokenWarning', { realm: shown.realm, round: shown.lastValid })}
        </Text>
        <Group>
          <Button variant="default" size="xs" onClick={() => void page.copy()}>
            {page.copied ? t('arc14.tokenCopied') : t('common.copy')}
          </Button>
          <Button variant="subtle" color="dark" size="xs" onClick={page.forget}>
            {t('arc14.clear')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
