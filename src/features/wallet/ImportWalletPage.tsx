import {
  Alert,
  Anchor,
  Button,
  Container,
  FileInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { useImportWalletPage } from './use-import-wallet-page';

// A public page: no wallet need be open.
export function ImportWalletPage() {
  return <ImportWalletForm />;
}

function ImportWalletForm() {
  const { t } = useTranslation();
  const { name, setName, file, setFile, busy, error, submit } = useImportWalletPage();

  return (
    <Container size={480} py="xl">
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <form onSubmit={submit} aria-label={t('importWallet.title')}>
          <Stack>
            <Title order={1} size="h2">
              {t('importWallet.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('importWallet.intro')}
            </Text>
            <TextInput
              label={t('importWallet.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              required
            />
            <FileInput
              label={t('importWallet.file')}
              placeholder={t('importWallet.filePlaceholder')}
              // A real element here, not ::placeholder: Mantine's grey is below AA contrast.
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              value={file}
              onChange={setFile}
              accept=".dat,.txt,text/plain,application/octet-stream"
              clearable
              required
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" disabled={!file || !name.trim()} loading={busy}>
              {t('importWallet.submit')}
            </Button>
            <Anchor component={Link} to="/" size="sm">
              {t('common.goHome')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
