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
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useStore } from 'zustand';
import { resolveSigner, signsDirectly } from '../../core/accounts/capabilities';
import { realmProblem, type RealmProblem } from '../../core/arc14/auth-transaction';
import { accountInfoQuery } from '../../infra/chain/chain-queries';
import { currentChain } from '../../infra/chain/indexer-client';
import { NodeError } from '../../infra/chain/algod-client';
import { sessionStore } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';

import { describeError } from '../../ui/errors';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { notifyError } from '../../ui/notify';
import { createArc14Token, RealmError } from './sign-arc14';

const REALM_KEYS = {
  empty: 'arc14.realmEmpty',
  suffix: 'arc14.realmSuffix',
  'too-long': 'arc14.realmTooLong',
} as const satisfies Record<RealmProblem, string>;

/**
 * /arc14/{account} (spec 001 section 2, developer mode only): signs an ARC-14 authentication
 * transaction for a realm and shows the "SigTx <base64>" token. The token is a bearer
 * credential: it lives in a ref, is written into the output box directly, and is dropped when
 * the realm changes, on "Clear" and on leaving the page.
 */
export function Arc14Page() {
  const { t } = useTranslation();
  const { account: address = '' } = useParams();
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const account = accounts.find((a) => a.addr === address);
  const dev = useStore(settingsStore, (s) => s.settings.dev ?? s.config.dev ?? false);
  const network = currentChain().network;
  const info = useQuery({
    ...accountInfoQuery(network, address),
    enabled: dev && Boolean(account),
  });

  const [realm, setRealm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [signing, setSigning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  // The token itself never enters state: `shown` says one is in the ref and on screen.
  const tokenRef = useRef<string | null>(null);
  const outputRef = useRef<HTMLElement>(null);
  const [shown, setShown] = useState<{ revision: number; lastValid: string; realm: string } | null>(
    null,
  );

  useLayoutEffect(() => {
    const output = outputRef.current;
    if (!output || !shown || !tokenRef.current) return;
    output.textContent = tokenRef.current;
    return () => {
      output.textContent = '';
    };
  }, [shown]);

  useEffect(
    () => () => {
      tokenRef.current = null;
    },
    [],
  );

  if (!account) return <NotFoundPage />;
  if (!dev) {
    return (
      <Container size="sm" py="md">
        <Stack>
          <Title order={1}>{t('arc14.title')}</Title>
          <Alert color="yellow">
            {t('arc14.devOnly')}{' '}
            <Anchor component={Link} to="/settings" c="dark" underline="always">
              {t('arc14.openSettings')}
            </Anchor>
          </Alert>
        </Stack>
      </Container>
    );
  }

  const authAddress = info.data ? (info.data['auth-addr'] ?? account.addr) : undefined;
  const canSign = signsDirectly(resolveSigner(account, accounts, authAddress).kind);
  const problem = realmProblem(realm);
  const showProblem = problem !== null && (submitted || (problem !== 'empty' && realm !== ''));

  function forget() {
    tokenRef.current = null;
    setShown(null);
    setCopied(false);
  }

  async function sign(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (!account || problem || signing) return;
    forget();
    setSigning(true);
    try {
      const { token, lastValid } = await createArc14Token(account, accounts, realm, authAddress);
      tokenRef.current = token;
      setShown((s) => ({
        revision: (s?.revision ?? 0) + 1,
        lastValid: lastValid.toString(),
        realm,
      }));
    } catch (e) {
      const message =
        e instanceof RealmError
          ? t(REALM_KEYS[e.problem])
          : e instanceof NodeError && e.code === 'unreachable'
            ? t('arc14.nodeUnavailable')
            : describeError(e, t);
      setError(message);
      notifyError(message);
    } finally {
      setSigning(false);
    }
  }

  async function copy() {
    if (!tokenRef.current) return;
    try {
      await navigator.clipboard.writeText(tokenRef.current);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions): the token is on screen to select by hand.
    }
  }

  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('arc14.title')}</Title>
        <Text>{t('arc14.intro')}</Text>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="arc14-sign">
          <form onSubmit={(e) => void sign(e)} noValidate>
            <Stack>
              <Title order={2} size="h3" id="arc14-sign">
                {account.name}
              </Title>
              <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
                {account.addr}
              </Text>
              {!canSign && <Alert color="yellow">{t('arc14.cannotSign')}</Alert>}
              <TextInput
                label={t('arc14.realm')}
                description={t('arc14.realmHint')}
                placeholder="example.com#ARC14"
                value={realm}
                onChange={(e) => {
                  setRealm(e.currentTarget.value);
                  // A token belongs to the realm it was signed for.
                  if (shown) forget();
                }}
                error={showProblem ? t(REALM_KEYS[problem]) : undefined}
                autoComplete="off"
                spellCheck={false}
                required
              />
              <Group>
                <Button type="submit" loading={signing} disabled={!canSign}>
                  {t('arc14.sign')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>

        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}

        {shown && (
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
                <Button variant="default" size="xs" onClick={() => void copy()}>
                  {copied ? t('common.copied') : t('common.copy')}
                </Button>
                <Button variant="subtle" color="dark" size="xs" onClick={forget}>
                  {t('arc14.clear')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
