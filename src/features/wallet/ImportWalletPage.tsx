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
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { importWalletRecord } from '../../infra/storage/wallet-repository';
import { refreshWalletList } from '../../infra/storage/wallet-list-store';
import { describeError } from '../../ui/errors';
import { notifySuccess } from '../../ui/notify';

// Backups are a few kilobytes; anything far larger is not one and is not read into memory.
const MAX_BACKUP_BYTES = 5 * 1024 * 1024;

export function ImportWalletPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || !name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      let text: string;
      try {
        if (file.size > MAX_BACKUP_BYTES) throw new Error('too large');
        text = await file.text();
      } catch {
        throw Object.assign(new Error('foreign'), { code: 'foreign-file' });
      }
      const record = await importWalletRecord(name, text);
      await refreshWalletList();
      notifySuccess(t('importWallet.imported', { name: record.name }));
      localStorage.setItem('algow.lastWallet', record.id);
      void navigate('/accounts');
    } catch (e) {
      const message = describeError(e, t);
      setError(message);
    } finally {
      setBusy(false);
    }
  }

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
