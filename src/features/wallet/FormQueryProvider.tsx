import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The wallet's chain-data cache (app/QueryProvider) loads only once a wallet is open, but the
 * login and import forms act through useMutation too: they get a client of their own, which
 * holds no queries. Their mutations take no secret as a variable, so its cache holds none.
 */
export function FormQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
