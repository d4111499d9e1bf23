// Holder of a revealed recovery phrase while its dialog is open. Like the new-account page's
// AccountSecret it lives in a ref-like slot, never in React state or a query/mutation result:
// React learns only that a phrase is there. The bytes are zeroed when the dialog closes, the
// session ends or the component unmounts.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import {
  revealRecoveryPhrase,
  revealRecoveryPhraseWithPasskey,
  sessionStore,
} from '../../infra/session/session';

export class PhraseHolder {
  #bytes: Uint8Array | null = null;
  readonly #listeners = new Set<() => void>();

  /** Takes ownership of the UTF-8 phrase and wipes the previous one. */
  replace(bytes: Uint8Array): void {
    this.#bytes?.fill(0);
    this.#bytes = bytes;
    this.#notify();
  }

  wipe(): void {
    if (!this.#bytes) return;
    this.#bytes.fill(0);
    this.#bytes = null;
    this.#notify();
  }

  // Arrow properties: React calls them unbound (useSyncExternalStore).
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly isLoaded = (): boolean => this.#bytes !== null;

  /** The phrase as text, decoded on demand for the DOM or the clipboard; no copy is kept. */
  text(): string {
    return this.#bytes ? new TextDecoder().decode(this.#bytes) : '';
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}

/**
 * Checks the wallet password again and loads the account's phrase into a holder. The password
 * is read from the field at submit time and the field emptied, so it is never a mutation
 * variable either.
 */
export function useRecoveryPhrase(
  address: string,
  passwordRef: RefObject<HTMLInputElement | null>,
  // A wallet without a password (issue 42): one of its passkeys is asked again instead.
  withPasskey = false,
) {
  const [holder] = useState(() => new PhraseHolder());
  const loaded = useSyncExternalStore(holder.subscribe, holder.isLoaded);
  const reveal = useMutation({
    mutationFn: async () => {
      if (withPasskey) {
        holder.replace(await revealRecoveryPhraseWithPasskey(address));
        return;
      }
      const field = passwordRef.current;
      const password = field?.value ?? '';
      if (field) field.value = '';
      holder.replace(await revealRecoveryPhrase(address, password));
    },
  });

  // Gone with the dialog, and with the session (a logout or timeout while it is open).
  useEffect(() => {
    const unsubscribe = sessionStore.subscribe((s) => {
      if (s.status !== 'open') holder.wipe();
    });
    return () => {
      unsubscribe();
      holder.wipe();
    };
  }, [holder]);

  return { holder, loaded, reveal };
}
