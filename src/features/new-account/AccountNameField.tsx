import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';

export interface AccountNameState {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  /** The trimmed name, or null after showing the spec's message for a missing one. */
  validate: () => string | null;
  clear: () => void;
}

export function useAccountName(): AccountNameState {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    error,
    onChange: (next) => {
      setValue(next);
      setError(null);
    },
    validate: () => {
      const name = value.trim();
      if (name) return name;
      setError(t('newAccount.nameRequired'));
      return null;
    },
    clear: () => {
      setValue('');
      setError(null);
    },
  };
}

export function AccountNameField({
  field,
  disabled,
}: {
  field: AccountNameState;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('newAccount.name')}
      value={field.value}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      error={field.error}
      required
      maxLength={100}
      autoComplete="off"
      disabled={disabled}
    />
  );
}
