import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { BoxEffects } from '../../core/transactions/review';
import { renderWithProviders } from '../../test/render';
import { AddressNamesContext, type AddressNamesService } from '../names/address-names';
import { AppCallBoxes } from './AppCallTechnicalBoxes';

const HOLDER = algosdk.generateAccount().addr;
const FRIEND = algosdk.generateAccount().addr;
const STRANGER = algosdk.generateAccount().addr;
const utf8 = (text: string) => new TextEncoder().encode(text);

/** The names service as the app gives it: here Bob is a contact, nobody else is known. */
const contacts: AddressNamesService = {
  localName: (address) =>
    address === FRIEND.toString() ? { name: 'Bob', source: 'contact' } : undefined,
  nfdNamesQuery: () => null,
  paidReceiversQuery: () => null,
};

const show = (boxes: BoxEffects | undefined, accounts: readonly PublicAccount[] = []) =>
  renderWithProviders(
    <AddressNamesContext.Provider value={contacts}>
      <Table>
        <Table.Tbody>
          <AppCallBoxes boxes={boxes} appId={5n} accounts={accounts} />
        </Table.Tbody>
      </Table>
    </AddressNamesContext.Provider>,
  );

const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;

describe('AppCallBoxes', () => {
  it('lists boxes written and deleted by name, an inner call’s under its app', async () => {
    await show({
      kind: 'read',
      changes: [
        { appId: 5n, name: Uint8Array.from([0x62, ...HOLDER.publicKey]), deleted: false },
        { appId: 5n, name: utf8('total'), deleted: false },
        { appId: 5n, name: utf8('old'), deleted: true },
        { appId: 77n, name: Uint8Array.of(0xff, 0x00), deleted: false },
      ],
      more: 0,
    });
    expect(row('Boxes written').textContent).toContain(`b + ${HOLDER.toString()}`);
    expect(row('Boxes written').textContent).toContain('total');
    expect(row('Boxes deleted').textContent).toContain('old');
    expect(row('Boxes written by app 77').textContent).toContain('0xff00');
    expect(screen.queryByText('Other boxes changed (not listed)')).toBeNull();
  });

  it("names a balance box of the person's own account and of a contact, the address kept beside", async () => {
    const own: PublicAccount = {
      addr: HOLDER.toString(),
      name: 'Savings',
      type: 'basic',
      hasSecret: true,
      hasHdSecret: false,
      hasSession: false,
    };
    const balance = (holder: algosdk.Address) => Uint8Array.from([0x62, ...holder.publicKey]);
    await show(
      {
        kind: 'read',
        changes: [
          { appId: 5n, name: balance(HOLDER), deleted: false },
          { appId: 5n, name: FRIEND.publicKey, deleted: false },
          { appId: 5n, name: balance(STRANGER), deleted: false },
        ],
        more: 0,
      },
      [own],
    );
    const [mine, bobs, strangers] = within(row('Boxes written')).getAllByRole('listitem');
    expect(mine!.textContent).toBe(`Savings · your accountb + ${HOLDER.toString()}`);
    expect(bobs!.textContent).toBe(`Bob · contact${FRIEND.toString()}`);
    expect(strangers!.textContent).toBe(`b + ${STRANGER.toString()}`);
  });

  it('shows hidden characters in a name as markers, and cuts a long list with Show more', async () => {
    const changes = [{ appId: 5n, name: utf8('evil\u202Egnp.exe'), deleted: false }];
    for (let i = 0; i < 20; i++) changes.push({ appId: 5n, name: utf8(`box${i}`), deleted: false });
    await show({ kind: 'read', changes, more: 0 });
    const written = row('Boxes written');
    expect(written.textContent).not.toContain('\u202E');
    expect(within(written).getAllByRole('img').length).toBeGreaterThan(0);
    expect(within(written).getByRole('button', { name: 'Show more' })).toBeDefined();
  });

  it('counts the boxes beyond the list', async () => {
    await show({
      kind: 'read',
      changes: [{ appId: 5n, name: utf8('a'), deleted: false }],
      more: 3,
    });
    expect(row('Other boxes changed (not listed)').textContent).toContain('3');
  });

  it('says the list could not be read, and shows nothing without a trace', async () => {
    const { unmount } = await show({ kind: 'unreadable' });
    expect(row('Boxes').textContent).toContain(
      "The simulation's list of changed boxes could not be read.",
    );
    unmount();
    await show(undefined);
    expect(screen.queryAllByRole('row')).toHaveLength(0);
  });
});
