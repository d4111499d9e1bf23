import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount } from 'algosdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LedgerError } from '../../core/ledger/ledger-error';
import { renderWithProviders } from '../../test/render';
import { LedgerAccountPage } from './LedgerAccountPage';

const device = vi.hoisted(() => ({
  getLedgerAccount: vi.fn(),
  getLedgerAddress: vi.fn(),
  saveLedgerAccount: vi.fn(),
}));
vi.mock('../../infra/ledger/ledger-client', () => ({
  getLedgerAccount: device.getLedgerAccount,
  getLedgerAddress: device.getLedgerAddress,
}));
vi.mock('./save-ledger-account', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveLedgerAccount: device.saveLedgerAccount,
}));
vi.mock('../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const [addr0, addr1] = [generateAccount(), generateAccount()].map((a) => a.addr.toString()) as [
  string,
  string,
];

beforeEach(() => {
  vi.clearAllMocks();
  device.getLedgerAccount.mockResolvedValue({ addr: addr1, addr0 });
  device.saveLedgerAccount.mockResolvedValue(undefined);
});

const slotInput = () => screen.getByRole('textbox', { name: /Slot number/ });

describe('LedgerAccountPage', () => {
  it('reads a slot and saves it with its primary address', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<LedgerAccountPage />);
    fireEvent.change(slotInput(), { target: { value: '1' } });
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    const account = await screen.findByRole('region', { name: 'Account in slot 1' });
    expect(account).toHaveTextContent(addr1);
    expect(account).toHaveTextContent(addr0);
    expect(device.getLedgerAccount).toHaveBeenCalledWith(1);

    const name = screen.getByRole('textbox', { name: /Account name/ });
    expect(name).toHaveValue('Ledger 1');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Plase set account name');
    expect(device.saveLedgerAccount).not.toHaveBeenCalled();

    await user.type(name, 'Cold Nano');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    await waitFor(() =>
      expect(device.saveLedgerAccount).toHaveBeenCalledWith({
        slot: 1,
        addr: addr1,
        addr0,
        name: 'Cold Nano',
        network: 'mainnet-v1.0',
      }),
    );
  });

  it('shows the spec text when the device answers 0x6b0c', async () => {
    const user = userEvent.setup();
    device.getLedgerAccount.mockRejectedValue(new LedgerError('not-connected', 0x6b0c));
    await renderWithProviders(<LedgerAccountPage />);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please connect your Ledger device (0x6b0c)',
    );
    expect(screen.queryByRole('region', { name: /Account in slot/ })).toBeNull();
  });

  it('names the status word of another open app', async () => {
    const user = userEvent.setup();
    device.getLedgerAccount.mockRejectedValue(new LedgerError('wrong-app', 0x6e00));
    await renderWithProviders(<LedgerAccountPage />);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Open the Algorand app on your Ledger device and try again (0x6e00).',
    );
  });

  it('does not ask the device for a slot outside 0..2147483647', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<LedgerAccountPage />);
    await user.clear(slotInput());
    await user.type(slotInput(), '2147483648');
    await user.tab();
    // Kept as typed (not clamped to 2147483647), refused with the range, Connect waits.
    expect(slotInput()).toHaveValue('2147483648');
    expect(
      screen.getByText('The slot must be a whole number from 0 to 2147483647'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeDisabled();
    fireEvent.submit(slotInput().closest('form')!);
    expect(device.getLedgerAccount).not.toHaveBeenCalled();
    // Neither is a fraction rounded nor its mark dropped.
    await user.clear(slotInput());
    await user.type(slotInput(), '1.5');
    await user.tab();
    expect(slotInput()).toHaveValue('1.5');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeDisabled();
  });

  it('drops the address when the slot changes', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<LedgerAccountPage />);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await screen.findByRole('region', { name: 'Account in slot 0' });
    fireEvent.change(slotInput(), { target: { value: '2' } });
    expect(screen.queryByRole('region', { name: /Account in slot/ })).toBeNull();
  });
});
