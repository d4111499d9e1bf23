import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount } from 'algosdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import { ParticipationError } from '../../../core/participation/participation-error';
import { renderWithProviders } from '../../../test/render';
import { ParticipationControls } from './ParticipationControls';

const flow = vi.hoisted(() => ({ goOnline: vi.fn(), goOffline: vi.fn() }));
vi.mock('../../../infra/participation/participation-flow', () => flow);
vi.mock('../../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const addr = generateAccount().addr.toString();
const keyAccount: PublicAccount = {
  addr,
  name: 'Key',
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
};
const watchAccount: PublicAccount = { ...keyAccount, type: 'public', hasSecret: false };

function renderControls(account: PublicAccount, status: string | undefined) {
  return renderWithProviders(
    <ParticipationControls
      account={account}
      wallet={[account]}
      network="dockernet-v1"
      status={status}
      authAddress={account.addr}
    />,
  );
}

let invalidate: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
});
afterEach(() => {
  vi.useRealTimers();
  invalidate.mockRestore();
});

describe('ParticipationControls', () => {
  it('goes online with the default 500000 rounds and reloads the account 5 s later', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    flow.goOnline.mockResolvedValue({
      txId: 'TXID',
      confirmedRound: 12n,
      range: { first: 13n, last: 500_013n },
    });
    await renderControls(keyAccount, 'Offline');
    await user.click(screen.getByRole('button', { name: 'Go online' }));

    const dialog = await screen.findByRole('dialog', { name: 'Go online' });
    const rounds = within(dialog).getByRole('textbox', { name: /Rounds/ });
    expect(rounds).toHaveValue('500 000');
    expect(dialog).toHaveTextContent('Fee: 0.001 Algo');
    await user.click(within(dialog).getByRole('button', { name: 'Go online' }));

    expect(
      await within(dialog).findByText(/The account is online for rounds 13 to 500013/),
    ).toBeVisible();
    expect(dialog).toHaveTextContent('Transaction TXID');
    expect(flow.goOnline).toHaveBeenCalledWith({
      account: keyAccount,
      wallet: [keyAccount],
      authAddress: addr,
      rounds: 500_000,
    });
    expect(invalidate).not.toHaveBeenCalled();
    // Real time moves the fake clock too (a few ms since the success), so the margin is 100 ms.
    vi.advanceTimersByTime(4_900);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['account', 'dockernet-v1', addr] });
  });

  it('refuses rounds that are not a whole number in range', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderControls(keyAccount, 'Offline');
    await user.click(screen.getByRole('button', { name: 'Go online' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go online' });
    const rounds = within(dialog).getByRole('textbox', { name: /Rounds/ });
    await user.clear(rounds);
    expect(dialog).toHaveTextContent('Enter a whole number of rounds from 0 to 2,000,000.');
    expect(within(dialog).getByRole('button', { name: 'Go online' })).toBeDisabled();
    await user.type(rounds, '2000001');
    await user.tab();
    // Clamped to the maximum on blur.
    expect(rounds).toHaveValue('2 000 000');
    expect(within(dialog).getByRole('button', { name: 'Go online' })).toBeEnabled();
  });

  it('goes offline and shows the spec text of a failure', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    flow.goOffline.mockRejectedValueOnce(new ParticipationError('no-address'));
    flow.goOffline.mockResolvedValueOnce({ txId: 'OFF', confirmedRound: 20n });
    await renderControls(keyAccount, 'Online');
    await user.click(screen.getByRole('button', { name: 'Go offline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go offline' });
    expect(within(dialog).queryByRole('textbox', { name: /Rounds/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Go offline' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Address not found.');
    expect(invalidate).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Go offline' }));
    expect(
      await within(dialog).findByText('The account is offline. Confirmed in round 20.'),
    ).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    vi.advanceTimersByTime(5_000);
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
  });

  it.each<[string, PublicAccount, string | undefined]>([
    ['a watch account', watchAccount, 'Offline'],
    ['a non-participating account', keyAccount, 'NotParticipating'],
    ['an account still loading', keyAccount, undefined],
  ])('offers nothing for %s', async (_, account, status) => {
    await renderControls(account, status);
    expect(screen.queryByRole('button', { name: /Go (online|offline)/ })).toBeNull();
  });
});
