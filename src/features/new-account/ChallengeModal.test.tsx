import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount, secretKeyToMnemonic } from 'algosdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type * as SaveAccount from './save-account';
import { AccountSecret } from './account-secret';
import { ChallengeModal } from './ChallengeModal';

const saved = vi.hoisted(() => ({ accounts: [] as unknown[] }));
vi.mock('./save-account', async (importOriginal) => ({
  ...(await importOriginal<typeof SaveAccount>()),
  currentNetwork: () => 'testnet-v1.0',
  addAccount: vi.fn(async (account: unknown) => {
    saved.accounts.push(account);
  }),
}));
const toasts = vi.hoisted(() => ({ errors: [] as string[], successes: [] as string[] }));
vi.mock('../../ui/notify', () => ({
  notifyError: (message: string) => toasts.errors.push(message),
  notifySuccess: (message: string) => toasts.successes.push(message),
}));

function setup() {
  const account = generateAccount();
  const mnemonic = secretKeyToMnemonic(account.sk);
  const secret = new AccountSecret();
  secret.replace(account.sk.slice());
  return { secret, mnemonic, address: account.addr.toString() };
}

async function openChallenge(secret: AccountSecret) {
  await renderWithProviders(<ChallengeModal opened onClose={() => {}} secret={secret} />);
  return screen.findByRole('dialog', { name: 'Confirm your recovery phrase' });
}

describe('ChallengeModal', () => {
  beforeEach(() => {
    saved.accounts = [];
    toasts.errors = [];
    toasts.successes = [];
  });

  it('asks for the first word and the account name', async () => {
    const { secret } = setup();
    await openChallenge(secret);
    expect(screen.getByLabelText(/Word number 1/)).toHaveFocus();
    expect(screen.getByLabelText(/Account name/)).toBeInTheDocument();
  });

  it('rejects a wrong word with an error toast and saves nothing', async () => {
    const user = userEvent.setup();
    const { secret, mnemonic } = setup();
    await openChallenge(secret);
    // Another word of the same phrase (the second, unless it happens to equal the first).
    const [first, second] = mnemonic.split(' ') as [string, string];
    await user.type(screen.getByLabelText(/Word number 1/), second === first ? 'zz' : second);
    await user.type(screen.getByLabelText(/Account name/), 'Savings');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(toasts.errors).toEqual([
      'The word does not match word number 1 of the recovery phrase. No account was created.',
    ]);
    expect(saved.accounts).toEqual([]);
    expect(secret.getAddress()).not.toBeNull();
  });

  it('requires a name with the spec message', async () => {
    const user = userEvent.setup();
    const { secret, mnemonic } = setup();
    await openChallenge(secret);
    await user.type(screen.getByLabelText(/Word number 1/), mnemonic.split(' ')[0]!);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Plase set account name')).toBeInTheDocument();
    expect(saved.accounts).toEqual([]);
  });

  it('saves the account for the right word, surrounded by spaces, and wipes the key', async () => {
    const user = userEvent.setup();
    const { secret, mnemonic, address } = setup();
    await openChallenge(secret);
    await user.type(screen.getByLabelText(/Word number 1/), `  ${mnemonic.split(' ')[0]!} `);
    await user.type(screen.getByLabelText(/Account name/), '  Savings ');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(saved.accounts).toEqual([
      expect.objectContaining({
        addr: address,
        name: 'Savings',
        type: 'basic',
        network: 'testnet-v1.0',
        sk: expect.any(String),
      }),
    ]);
    expect(toasts.successes).toEqual(['Account Savings has been added to the wallet']);
    expect(secret.getAddress()).toBeNull();
  });
});
