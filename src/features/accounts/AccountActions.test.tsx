import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { renderWithProviders } from '../../test/render';
import { AccountActions } from './AccountActions';
import type { AccountPage } from './use-account-page';

// The home's rule: at most three primary actions, the rest under More, never Rekey or Delete.
// (The menu is still in its opening transition in jsdom, hence `hidden: true`.)

const account: PublicAccount = {
  addr: 'A'.repeat(58),
  name: 'Main',
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
};

const idle = { mutate: () => undefined, isPending: false };
function page(over: Partial<AccountPage>): AccountPage {
  return {
    active: true,
    swapSupported: true,
    otherNetwork: false,
    dev: false,
    participates: false,
    coins: { available: true, mutation: idle, error: null },
    refresh: idle,
    participation: { open: () => undefined },
    recovery: { open: () => undefined },
    shamir: { open: () => undefined },
    ...over,
  } as unknown as AccountPage;
}

async function render(over: Partial<AccountPage>) {
  await renderWithProviders(<AccountActions page={page(over)} account={account} />);
  return screen.getByRole('group', { name: 'Actions' });
}

const linkNames = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('link')
    .map((l) => l.textContent);

describe('AccountActions', () => {
  it('offers Send, Receive and Swap first, everything else under More', async () => {
    const group = await render({});
    expect(linkNames(group)).toEqual(['Send', 'Receive', 'Swap']);
    await userEvent.click(within(group).getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    const items = within(menu)
      .getAllByRole('menuitem', { hidden: true })
      .map((i) => i.textContent);
    expect(items).toEqual(
      expect.arrayContaining(['Opt in to an asset', 'Connect to a dapp', 'Payment gateway']),
    );
    expect(items).toEqual(
      expect.arrayContaining([
        'Get test coins',
        'Show recovery phrase',
        'Split into Shamir shares',
      ]),
    );
    expect(items.some((i) => /Rekey|Delete/.test(i ?? ''))).toBe(false);
    expect(
      within(menu).queryByRole('menuitem', { name: 'ARC-14 authentication', hidden: true }),
    ).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /ARC-60/, hidden: true })).toBeNull();
  });

  it('links the ARC-14 and ARC-60 developer pages of the account in developer mode', async () => {
    const group = await render({ dev: true });
    await userEvent.click(within(group).getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu).getByRole('menuitem', { name: 'ARC-14 authentication', hidden: true }),
    ).toHaveAttribute('href', `/arc14/${account.addr}`);
    expect(
      within(menu).getByRole('menuitem', { name: 'Sign-In with Algorand (ARC-60)', hidden: true }),
    ).toHaveAttribute('href', `/arc60/${account.addr}`);
  });

  it('leaves Swap out where the network has no swap', async () => {
    expect(linkNames(await render({ swapSupported: false }))).toEqual(['Send', 'Receive']);
  });

  it('gives an account that cannot send here only Receive', async () => {
    const group = await render({ active: false });
    expect(linkNames(group)).toEqual(['Receive']);
    await userEvent.click(within(group).getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu).queryByRole('menuitem', { name: 'Opt in to an asset', hidden: true }),
    ).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Refresh', hidden: true })).toBeTruthy();
  });
});
