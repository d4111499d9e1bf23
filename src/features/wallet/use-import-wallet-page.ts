import { useFormAction } from '../../ui/use-form-action';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { importWalletRecord } from '../../infra/storage/wallet-repository';
import { refreshWalletList } from '../../infra/storage/wallet-list-store';
import { describeError } from '../../ui/errors';
import { notifySuccess } from '../../ui/notify';

// Backups are a few kilobytes; anything far larger is not one and is not read into memory.
const MAX_BACKUP_BYTES = 5 * 1024 * 1024;

async function readBackup(file: File): Promise<string> {
  try {
    if (file.size > MAX_BACKUP_BYTES) throw new Error('too large');
    return await file.text();
  } catch {
    throw Object.assign(new Error('foreign'), { code: 'foreign-file' });
  }
}

/** The import page's state and submit. The backup stays encrypted: no secret is handled here. */
export function useImportWalletPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);

  const importing = useFormAction({
    mutationFn: async (backup: { name: string; file: File }) =>
      importWalletRecord(backup.name, await readBackup(backup.file)),
    onSuccess: async (record) => {
      await refreshWalletList();
      notifySuccess(t('importWallet.imported', { name: record.name }));
      localStorage.setItem('algow.lastWallet', record.id);
      void navigate('/accounts');
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || !name.trim()) return;
    importing.mutate({ name, file });
  }

  return {
    name,
    setName,
    file,
    setFile,
    busy: importing.isPending,
    error: importing.error ? describeError(importing.error, t) : null,
    submit,
  };
}
