import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { currentChain } from '../../infra/chain/indexer-client';
import { paidReceivers } from '../../infra/chain/paid-receivers';
import { currentEnvironment } from '../../infra/chain/genesis-pin';
import { currentNfdApi, currentNfdClient } from '../../infra/names/current-nfd';
import { selectContacts, sessionStore } from '../../infra/session/session';
import { AddressNamesContext } from '../../ui/names/address-names';
import { createAddressNamesService } from './address-names-service';

// The contact form loads when someone first saves a contact from a screen, not with every page.
const ContactFormModal = lazy(() =>
  import('../../features/contacts/ContactFormModal').then((m) => ({
    default: m.ContactFormModal,
  })),
);

function nfdInForce() {
  const env = currentEnvironment();
  const api = currentNfdApi(env);
  const client = currentNfdClient(env);
  return api && client ? { env, api, client } : null;
}

function indexedNetwork(): string | null {
  const chain = currentChain();
  return chain.indexerUrl ? chain.network : null;
}

/**
 * Names beside addresses for every screen of the open wallet (own accounts, contacts, NFD),
 * whom an account has paid, and "Save as contact" (the contact form, prefilled).
 */
export function AddressNamesProvider({ children }: { children: ReactNode }) {
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const contacts = useStore(sessionStore, selectContacts);
  const [saving, setSaving] = useState<string | null>(null);
  const service = useMemo(
    () =>
      createAddressNamesService({
        accounts,
        contacts,
        nfd: nfdInForce,
        network: indexedNetwork,
        paidReceivers: (sender, signal) => paidReceivers(sender, signal),
        saveContact: setSaving,
      }),
    [accounts, contacts],
  );
  return (
    <AddressNamesContext.Provider value={service}>
      {children}
      {saving !== null && (
        <Suspense fallback={null}>
          <ContactFormModal
            target={{ mode: 'add', address: saving }}
            onClose={() => setSaving(null)}
          />
        </Suspense>
      )}
    </AddressNamesContext.Provider>
  );
}
