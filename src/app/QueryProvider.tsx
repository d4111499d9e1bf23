import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AssetTrustProvider } from './assets/AssetTrustProvider';
import { AddressNamesProvider } from './names/AddressNamesProvider';
import { ValuesProvider } from './values/ValuesProvider';

// Chain data (balances, assets, history) is a cache of the open wallet's pages: it is loaded
// with them, not with the login page, and a new cache starts with every session (the gate
// unmounts this provider on lock, which also stops every refresh).
export default function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <AddressNamesProvider>
        <ValuesProvider>
          <AssetTrustProvider>{children}</AssetTrustProvider>
        </ValuesProvider>
      </AddressNamesProvider>
    </QueryClientProvider>
  );
}
