import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REALM_KEYS, type Arc14 } from './use-arc14';

/** The account and the realm to authenticate to. */
export function RealmForm({ page }: { page: Arc14 }) {
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
