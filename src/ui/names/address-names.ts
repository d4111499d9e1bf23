import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { chainKeys } from '../../core/chain/query-keys';

// Names beside addresses (issue 26), for the review (ui), the activity and every other screen.
// ui may not read the session or call the NFD API itself, so the app provides this service
// (src/app/names) and the screens ask it through the hooks below. Without a provider (tests,
// pages before a wallet opens) every address is simply nameless.

/** Where a name comes from, in the order it wins: own account, contact, then NFD. */
export type AddressNameSource = 'own' | 'contact' | 'nfd';

export interface AddressName {
  readonly name: string;
  readonly source: AddressNameSource;
}

/** What a TanStack query needs; the key comes from namesKeys, never a literal. */
export interface NamesQuery<T> {
  readonly queryKey: readonly unknown[];
  readonly queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  readonly staleTime: number;
}

export interface AddressNamesService {
  /** Own accounts' and contacts' names: known at once, no request. */
  localName(address: string): AddressName | undefined;
  /** NFD reverse lookup of these addresses (verified names only); null where names are off. */
  nfdNamesQuery(addresses: readonly string[]): NamesQuery<ReadonlyMap<string, string>> | null;
  /**
   * Every address `sender` has sent Algo or assets to, as far as the indexer tells; null when
   * the network has no indexer. Used for "first payment to this address" and the look-alike
   * guard.
   */
  paidReceiversQuery(sender: string): NamesQuery<ReadonlySet<string>> | null;
  /** Opens "Save as contact" for the address; absent where no wallet is open. */
  saveContact?: (address: string) => void;
}

const NAMELESS: AddressNamesService = {
  localName: () => undefined,
  nfdNamesQuery: () => null,
  paidReceiversQuery: () => null,
};

export const AddressNamesContext = createContext<AddressNamesService>(NAMELESS);

export const namesKeys = {
  off: () => ['names-off'] as const,
  /** Per environment and NFD API, so a switch of either never shows the other's names. */
  nfd: (env: string, api: string, addresses: readonly string[]) =>
    ['names-nfd', env, api, ...addresses] as const,
  /**
   * Under the account's transactions on purpose: a sent transaction invalidates those, so the
   * next review knows the receiver was paid.
   */
  paidReceivers: (network: string, sender: string) =>
    [...chainKeys.accountTransactions(network, sender), 'paid-receivers'] as const,
};

/** Names for the addresses that have one (own, contact, then NFD once the lookup answers). */
export function useAddressNames(addresses: readonly string[]): ReadonlyMap<string, AddressName> {
  const service = useContext(AddressNamesContext);
  const unnamed = [...new Set(addresses)].filter((a) => !service.localName(a)).sort();
  const nfdQuery = unnamed.length > 0 ? service.nfdNamesQuery(unnamed) : null;
  const nfd = useQuery({
    queryKey: nfdQuery?.queryKey ?? namesKeys.off(),
    queryFn: nfdQuery?.queryFn ?? (() => Promise.resolve(new Map<string, string>())),
    staleTime: nfdQuery?.staleTime ?? Infinity,
    enabled: nfdQuery !== null,
    retry: false,
  });
  const names = new Map<string, AddressName>();
  for (const address of addresses) {
    const local = service.localName(address);
    const nfdName = nfd.data?.get(address);
    if (local) names.set(address, local);
    else if (nfdName) names.set(address, { name: nfdName, source: 'nfd' });
  }
  return names;
}

export function useAddressName(address: string | undefined): AddressName | undefined {
  return useAddressNames(address ? [address] : []).get(address ?? '');
}

/**
 * Every address `sender` has paid, or undefined while unknown (no sender, no indexer, still
 * loading, failed). The receiver fields' look-alike guard compares against it.
 */
export function usePaidReceivers(sender: string | undefined): ReadonlySet<string> | undefined {
  return usePaidReceiversQuery(sender).data;
}

function usePaidReceiversQuery(sender: string | undefined): {
  data: ReadonlySet<string> | undefined;
  refreshing: boolean;
} {
  const service = useContext(AddressNamesContext);
  const paidQuery = sender ? service.paidReceiversQuery(sender) : null;
  const paid = useQuery({
    queryKey: paidQuery?.queryKey ?? namesKeys.off(),
    queryFn: paidQuery?.queryFn ?? (() => Promise.resolve(new Set<string>())),
    staleTime: paidQuery?.staleTime ?? Infinity,
    enabled: paidQuery !== null,
    retry: false,
  });
  return {
    data: paidQuery ? paid.data : undefined,
    refreshing: paid.isStale && paid.isFetching,
  };
}

/**
 * Whether `sender` has paid `receiver` before: undefined while unknown (no indexer, still
 * loading, failed), so a screen never claims "first payment" without knowing.
 */
export function usePaidBefore(
  sender: string | undefined,
  receiver: string | undefined,
): boolean | undefined {
  const paid = usePaidReceiversQuery(receiver ? sender : undefined);
  // An answer fetched again was made stale by a send: the receiver may just have been paid.
  if (!paid.data || paid.refreshing || !receiver) return undefined;
  return paid.data.has(receiver);
}

/** "Save as contact" for an address, or undefined where it cannot be offered. */
export function useSaveContact(): ((address: string) => void) | undefined {
  return useContext(AddressNamesContext).saveContact;
}

/** Addresses per NFD lookup when many are named at once. */
const NFD_BATCH = 20;

/**
 * Names for many addresses outside a render (the activity export): own accounts and contacts,
 * then NFD in batches through the same queries as useAddressNames. A failed lookup leaves its
 * addresses nameless rather than failing the caller.
 */
export function useNamesLookup(): (
  addresses: readonly string[],
) => Promise<ReadonlyMap<string, AddressName>> {
  const service = useContext(AddressNamesContext);
  const client = useQueryClient();
  return useCallback(
    async (addresses) => {
      const names = new Map<string, AddressName>();
      const unnamed: string[] = [];
      for (const address of new Set(addresses)) {
        const local = service.localName(address);
        if (local) names.set(address, local);
        else unnamed.push(address);
      }
      unnamed.sort();
      for (let i = 0; i < unnamed.length; i += NFD_BATCH) {
        const query = service.nfdNamesQuery(unnamed.slice(i, i + NFD_BATCH));
        if (!query) break;
        const found = await client.fetchQuery(query).catch(() => new Map<string, string>());
        for (const [address, name] of found) names.set(address, { name, source: 'nfd' });
      }
      return names;
    },
    [service, client],
  );
}
