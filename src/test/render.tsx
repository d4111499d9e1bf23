import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { initI18n, loadAppStrings } from '../i18n/i18n';
import { RouterPageNav } from '../ui/RouterPageNav';

export async function renderWithProviders(ui: ReactElement, { route = '/' } = {}) {
  await initI18n('en');
  await loadAppStrings();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <RouterPageNav>{ui}</RouterPageNav>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
