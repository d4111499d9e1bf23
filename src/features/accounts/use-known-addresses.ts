import { useMemo } from 'react';
import { useStore } from 'zustand';
import { selectContacts, sessionStore } from '../../infra/session/session';

/**
 * Whether an address is someone the person knows: one of the wallet's accounts or a saved
 * contact. Read from the session, not from the names service: whether a zero-amount transfer is
 * folded as spam must not wait for (or depend on) a name lookup, and an NFD name is no
 * acquaintance (anyone can buy one).
 */
export function useKnownAddresses(): (address: string) => boolean {
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const contacts = useStore(sessionStore, selectContacts);
  return useMemo(() => {
    const known = new Set([...accounts.map((a) => a.addr), ...contacts.map((c) => c.address)]);
    return (address: string) => known.has(address);
  }, [accounts, contacts]);
}
