import { Stack, Text, Textarea, TextInput, UnstyledButton } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { LookAlikeWarning } from './LookAlikeWarning';
import { NameStatus } from './NameStatus';
import type { ReceiverState } from './use-receiver';

const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`;

/**
 * A receiver address box: suggests the wallet's own accounts and contacts as one types (name
 * beside the short address; a list of buttons under the box, so the box stays a plain textbox
 * that every journey and scanner fills as before), shows where a .algo name leads before any
 * review, and the look-alike guard below it. Pay shows its label elsewhere (`label` then names
 * the box for assistive technology); the other forms show it above the box.
 */
export function ReceiverField({
  label,
  value,
  onChange,
  receiver,
  showLabel = false,
  description,
  placeholder,
  error,
  suggest = true,
  disabled,
  wrap = false,
  required,
  onEnter,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  receiver: ReceiverState;
  showLabel?: boolean;
  description?: string;
  placeholder?: string;
  /** The form's own message about the text (an invalid address, say). */
  error?: string | false | null;
  /** Offer own accounts and contacts under the box (the pay page). */
  suggest?: boolean;
  disabled?: boolean;
  /** A box that wraps, so a whole address shows on a phone (an address has no spaces). */
  wrap?: boolean;
  required?: boolean;
  /** Enter acts on this field (adds it to a list) instead of submitting the whole form. */
  onEnter?: () => void;
}) {
  const { t } = useTranslation();
  // Offered while something is typed that is not yet a known address or a name.
  const typed = value.trim();
  const offered =
    suggest && typed && !typed.toLowerCase().endsWith('.algo')
      ? receiver.suggestions.filter((s) => s.address !== typed.toUpperCase())
      : [];
  const box = {
    ...(showLabel ? { label } : { 'aria-label': label }),
    description,
    placeholder: placeholder ?? t('pay.names.placeholder'),
    error: error || undefined,
    disabled,
    required,
    value,
    onKeyDown: (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (e.key !== 'Enter') return;
      if (onEnter) {
        e.preventDefault();
        onEnter();
      } else if (wrap) {
        // A wrapping box is still one line of text: Enter submits, as in any other box.
        e.preventDefault();
        e.currentTarget.form?.requestSubmit();
      }
    },
    styles: MONO,
    autoComplete: 'off',
    spellCheck: false,
  };
  return (
    <Stack gap="xs">
      {wrap ? (
        <Textarea {...box} autosize minRows={1} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <TextInput {...box} onChange={(e) => onChange(e.currentTarget.value)} />
      )}
      {offered.length > 0 && (
        <Stack gap={4} role="group" aria-label={t('pay.names.suggestions')}>
          {offered.map((s) => (
            <UnstyledButton
              key={s.address}
              onClick={() => onChange(s.address)}
              aria-label={t('pay.names.choose', { name: s.name, address: s.address })}
              p={4}
            >
              <Text size="sm" fw={600} span>
                {s.name} ·{' '}
                {s.kind === 'contact' ? t('pay.names.contact') : t('pay.names.ownAccount')}
              </Text>{' '}
              <Text size="xs" ff="monospace" span>
                {short(s.address)}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
      <NameStatus state={receiver.nameState} />
      {receiver.address && receiver.lookAlikes.length > 0 && (
        <LookAlikeWarning receiver={receiver} address={receiver.address} />
      )}
    </Stack>
  );
}
