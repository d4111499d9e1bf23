import type { PublicAccount } from '../../core/accounts/stored-account';
import type { Contact } from '../../core/contacts/contact';
import { plainName } from '../../core/format/plain-name';
import type { NfdClient } from '../../infra/names/nfd-client';
import {
  namesKeys,
  type AddressName,
  type AddressNamesService,
} from '../../ui/names/address-names';

// The names service the app provides (src/ui/names/address-names.ts): built from one snapshot
// of the wallet's accounts and contacts, and built again when either changes, so a contact saved
// anywhere names its address on every screen at once.

/** An NFD reverse lookup's answer is good for a few minutes (the client caches it too). */
const NFD_STALE_MS = 5 * 60_000;
/** Whom an account paid changes only when it sends, and a send invalidates this (namesKeys). */
const PAID_STALE_MS = 5 * 60_000;

export interface AddressNamesDeps {
  accounts: readonly PublicAccount[];
  contacts: readonly Contact[];
  /** The environment in force and its NFD API (null: names are off there). */
  nfd: () => { env: string; api: string; client: NfdClient } | null;
  /** The network whose indexer answers, or null when it has none. */
  network: () => string | null;
  paidReceivers: (sender: string, signal: AbortSignal) => Promise<ReadonlySet<string>>;
  saveContact?: (address: string) => void;
}

export function createAddressNamesService(deps: AddressNamesDeps): AddressNamesService {
  // Own accounts win over contacts (the person named them, and they hold the keys); hidden
  // accounts are still the person's own, so they are named too.
  const local = new Map<string, AddressName>();
  // Names stored before invisible controls were refused are shown without them.
  for (const contact of deps.contacts) {
    const name = plainName(contact.name);
    if (name) local.set(contact.address, { name, source: 'contact' });
  }
  for (const account of deps.accounts) {
    const name = plainName(account.name ?? '');
    if (name) local.set(account.addr, { name, source: 'own' });
  }
  return {
    localName: (address) => local.get(address),
    nfdNamesQuery: (addresses) => {
      const nfd = deps.nfd();
      if (!nfd) return null;
      return {
        queryKey: namesKeys.nfd(nfd.env, nfd.api, addresses),
        queryFn: async ({ signal }) => nfd.client.lookup(addresses, signal),
        staleTime: NFD_STALE_MS,
      };
    },
    paidReceiversQuery: (sender) => {
      const network = deps.network();
      if (network === null) return null;
      return {
        queryKey: namesKeys.paidReceivers(network, sender),
        queryFn: ({ signal }) => deps.paidReceivers(sender, signal),
        staleTime: PAID_STALE_MS,
      };
    },
    saveContact: deps.saveContact,
  };
}
