import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { secretKeyToMnemonic } from 'algosdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadAppStrings } from '../../i18n/i18n';
import { phraseFragments, seededAccount } from '../../test/seeded';
import type * as SaveAccount from './save-account';
import { ImportAccountForm } from './ImportAccountForm';
import { MemoryRouter } from 'react-router';

const saved = vi.hoisted(() => ({ accounts: [] as { addr: string; name: string }[] }));
vi.mock('./save-account', async (importOriginal) => ({
  ...(await importOriginal<typeof SaveAccount>()),
  currentNetwork: () => 'testnet-v1.0',
  addAccount: vi.fn(async (account: { addr: string; name: string }) => {
    saved.accounts.push(account);
  }),
}));
vi.mock('../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

async function renderForm() {
  await initI18n('en');
  await loadAppStrings();
  const client = new QueryClient();
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ImportAccountForm />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}

const phraseInput = () => screen.getByLabelText(/Recovery phrase/, { selector: 'input' });

describe('ImportAccountForm', () => {
  beforeEach(() => {
    saved.accounts = [];
  });

  it('saves the account without the phrase ever being a mutation variable or result', async () => {
    const user = userEvent.setup();
    const account = seededAccount('import form');
    const phrase = secretKeyToMnemonic(account.sk);
    const client = await renderForm();
    fireEvent.change(phraseInput(), { target: { value: phrase } });
    await user.type(screen.getByRole('textbox', { name: /Account name/ }), 'Restored');
    await user.click(screen.getByRole('button', { name: 'Import account' }));

    await waitFor(() => expect(saved.accounts).toHaveLength(1));
    expect(saved.accounts[0]).toMatchObject({ addr: account.addr.toString(), name: 'Restored' });
    // The mutation cache keeps variables and results: only the name may be there.
    const kept = JSON.stringify(
      client
        .getMutationCache()
        .getAll()
        .map((m) => [m.state.variables, m.state.data]),
    );
    expect(kept).toContain('Restored');
    // The phrase, or any two of its words in a row: single list words such as "name" or "basic"
    // are in the kept JSON as keys and values whatever the phrase.
    for (const fragment of phraseFragments(phrase)) expect(kept).not.toContain(fragment);
    expect(phraseInput()).toHaveValue('');
  });

  it('names what is wrong with the phrase and saves nothing', async () => {
    const user = userEvent.setup();
    await renderForm();
    fireEvent.change(phraseInput(), { target: { value: 'abandon ability' } });
    await user.type(screen.getByRole('textbox', { name: /Account name/ }), 'Restored');
    await user.click(screen.getByRole('button', { name: 'Import account' }));
    expect(
      await screen.findByText('A recovery phrase has 25 words, this one has 2.'),
    ).toBeInTheDocument();
    expect(saved.accounts).toHaveLength(0);
  });
});
