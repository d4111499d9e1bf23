import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Session from '../../infra/session/session';
import { renderWithProviders } from '../../test/render';
import { notifyError } from '../../ui/notify';
import { OpenWalletForm } from './OpenWalletForm';

// Opening a backup whose address book was damaged: the accounts open and the person is told how
// many contacts were left out (the decoding itself is tested in core/contacts and the session).
const openWallet = vi.fn<typeof Session.openWallet>();
vi.mock('../../infra/session/session', async (importOriginal) => ({
  ...(await importOriginal<typeof Session>()),
  openWallet: (id: string, password: string) => openWallet(id, password),
}));
vi.mock('../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const wallets = [{ id: 'w1', name: 'Main' }];

async function open() {
  await renderWithProviders(<OpenWalletForm wallets={wallets} onCreateNew={() => {}} />);
  await userEvent.type(screen.getByLabelText(/^Wallet password/), 'Correct-Horse-Battery-9');
  await userEvent.click(screen.getByRole('button', { name: 'Open wallet' }));
  await waitFor(() => expect(openWallet).toHaveBeenCalledWith('w1', 'Correct-Horse-Battery-9'));
}

describe('OpenWalletForm', () => {
  beforeEach(() => {
    openWallet.mockReset();
    vi.mocked(notifyError).mockClear();
  });

  it('names how many damaged contacts were left out', async () => {
    openWallet.mockResolvedValue({ skippedContacts: 3 });
    await open();
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'All accounts are open, but some contacts in this wallet could not be read and were left out (skipped: 3).',
        expect.any(Number),
      ),
    );
  });

  it('says nothing when every contact was read', async () => {
    openWallet.mockResolvedValue({ skippedContacts: 0 });
    await open();
    await waitFor(() => expect(screen.getByLabelText(/^Wallet password/)).toHaveValue(''));
    expect(notifyError).not.toHaveBeenCalled();
  });
});
