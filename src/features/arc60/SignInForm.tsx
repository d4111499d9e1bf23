import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Arc60 } from './use-arc60-page';

/** The account, the domain the Sign-In is for and an optional statement. */
export function SignInForm({ page }: { page: Arc60 }) {
  const { t } = useTranslation();
  const account = page.account!;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="arc60-sign">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          page.review();
        }}
        noValidate
      >
        <Stack>
          <Title order={2} size="h3" id="arc60-sign">
            {account.name}
          </Title>
          <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {account.addr}
          </Text>
          {!page.canSign && <Alert color="yellow">{t('arc60.cannotSign')}</Alert>}
          <TextInput
            label={t('arc60.domain')}
            description={t('arc60.domainHint')}
            value={page.domain}
            onChange={(e) => page.setDomain(e.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <TextInput
            label={t('arc60.statement')}
            value={page.statement}
            onChange={(e) => page.setStatement(e.currentTarget.value)}
            autoComplete="off"
            maxLength={200}
          />
          {!page.prepare.data && (
            <Group>
              <Button
                type="submit"
                loading={page.prepare.isPending}
                disabled={!page.canSign || !page.domain.trim()}
              >
                {t('arc60.review')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
