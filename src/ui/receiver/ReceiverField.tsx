import { Stack, Textarea, TextInput } from '@mantine/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { LookAlikeWarning } from './LookAlikeWarning';
import { NameStatus } from './NameStatus';
import { optionId, SuggestionList } from './SuggestionList';
import type { ReceiverState } from './use-receiver';

const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/**
 * A receiver address box: a combobox offering the wallet's own accounts and contacts as one
 * types (arrow keys and Enter, or a click, choose one; a name that names exactly one is picked
 * without choosing, as a .algo name resolves), shows where a name leads before any review, and
 * the look-alike guard below it. A wrapping box (a textarea, which cannot be a combobox) offers
 * nothing. Pay shows its label elsewhere (`label` then names the box for assistive
 * technology); the other forms show it above the box.
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
  /** Offer own accounts and contacts under the box. */
  suggest?: boolean;
  disabled?: boolean;
  /** A box that wraps, so a whole address shows on a phone (an address has no spaces). */
  wrap?: boolean;
  required?: boolean;
  /** Enter acts on this field (adds it to a list) instead of submitting the whole form. */
  onEnter?: () => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const combobox = suggest && !wrap;
  // Offered while something is typed that is not yet a known address or a picked name.
  const typed = value.trim();
  const offered =
    combobox && typed && !typed.toLowerCase().endsWith('.algo') && !('known' in receiver.nameState)
      ? receiver.suggestions.filter((s) => s.address !== typed.toUpperCase())
      : [];
  const open = offered.length > 0 && !closed;
  const current = active < offered.length ? active : -1;
  const change = (text: string) => {
    setActive(-1);
    setClosed(false);
    onChange(text);
  };
  const choose = (address: string) => {
    change(address);
    setClosed(true);
  };
  // Arrow keys move through the list (opening it again after Escape); Enter chooses.
  const listKeys = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (!combobox || offered.length === 0) return false;
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      e.preventDefault();
      setClosed(false);
      const n = offered.length;
      setActive(!open || current < 0 ? (step > 0 ? 0 : n - 1) : (current + step + n) % n);
      return true;
    }
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setClosed(true);
      return true;
    }
    if (e.key === 'Enter' && open && current >= 0) {
      e.preventDefault();
      choose(offered[current]!.address);
      return true;
    }
    return false;
  };
  const box = {
    ...(showLabel ? { label } : { 'aria-label': label }),
    ...(combobox && {
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open && current >= 0 ? optionId(listId, current) : undefined,
    }),
    description,
    placeholder: placeholder ?? t('pay.names.placeholder'),
    error: error || undefined,
    disabled,
    required,
    value,
    onKeyDown: (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (listKeys(e) || e.key !== 'Enter') return;
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
        <Textarea {...box} autosize minRows={1} onChange={(e) => change(e.currentTarget.value)} />
      ) : (
        <TextInput {...box} onChange={(e) => change(e.currentTarget.value)} />
      )}
      {open && <SuggestionList id={listId} offered={offered} active={current} onChoose={choose} />}
      <NameStatus state={receiver.nameState} listed={offered.length > 0} />
      {receiver.address && receiver.lookAlikes.length > 0 && (
        <LookAlikeWarning receiver={receiver} address={receiver.address} />
      )}
    </Stack>
  );
}
