import { act, screen } from '@testing-library/react';
import algosdk from 'algosdk';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { NfdClient } from '../../infra/names/nfd-client';
import { sessionStore } from '../../infra/session/session';
import { AddressNamesContext, useAddressNames } from '../../ui/names/address-names';
import { renderWithProviders } from '../../test/render';
import { createAddressNamesService } from './address-names-service';
import { AddressNamesProvider } from './AddressNamesProvider';

const newAddress = () => algosdk.generateAccount().addr.toString();
const [OWN, CONTACT, NFD_ONLY, NOBODY] = [newAddress(), newAddress(), newAddress(), newAddress()];
const account = (addr: string, name: string) => ({ addr, name }) as PublicAccount;

function Names({ addresses }: { addresses: string[] }) {
  const names = useAddressNames(addresses);
  return (
    <ul>
      {addresses.map((a) => {
        const name = names.get(a);
        return <li key={a}>{name ? `${name.name} (${name.source})` : 'nameless'}</li>;
      })}
    </ul>
  );
}

afterEach(() => sessionStore.setState({ accounts: [], contacts: [] }));

describe('address names', () => {
  it('names an address by its own account first, then its contact, then NFD', async () => {
    // NFD knows a name for every address: the local names must still win.
    const client = {
      lookup: (addresses: readonly string[]) =>
        Promise.resolve(new Map(addresses.map((a) => [a, `${a.slice(0, 4).toLowerCase()}.algo`]))),
    } as unknown as NfdClient;
    const service = createAddressNamesService({
      accounts: [account(OWN, 'Savings')],
      contacts: [
        { name: 'Shadow', address: OWN },
        { name: 'Bob', address: CONTACT },
      ],
      nfd: () => ({ env: 'testnet', api: 'https://nfd.test', client }),
      network: () => 'testnet',
      paidReceivers: () => Promise.resolve(new Set()),
    });
    const wrap = (ui: ReactNode) => (
      <AddressNamesContext.Provider value={service}>{ui}</AddressNamesContext.Provider>
    );
    await renderWithProviders(wrap(<Names addresses={[OWN, CONTACT, NFD_ONLY]} />));
    const nfdName = `${NFD_ONLY.slice(0, 4).toLowerCase()}.algo (nfd)`;
    expect(await screen.findByText(nfdName)).toBeInTheDocument();
    expect(screen.getByText('Savings (own)')).toBeInTheDocument();
    expect(screen.getByText('Bob (contact)')).toBeInTheDocument();
    expect(screen.queryByText(/Shadow/)).toBeNull();
  });

  it('shows stored names without invisible controls, and none made only of them', () => {
    const service = createAddressNamesService({
      accounts: [account(OWN, 'Sav\u202Eings'), account(NOBODY, '\u200B\u2066')],
      contacts: [{ name: '\u2067Bob\u2069', address: CONTACT }],
      nfd: () => null,
      network: () => null,
      paidReceivers: () => Promise.resolve(new Set()),
    });
    expect(service.localName(OWN)).toEqual({ name: 'Savings', source: 'own' });
    expect(service.localName(CONTACT)).toEqual({ name: 'Bob', source: 'contact' });
    expect(service.localName(NOBODY)).toBeUndefined();
  });

  it('names a contact everywhere as soon as the wallet saves it', async () => {
    sessionStore.setState({ accounts: [account(OWN, 'Main')], contacts: [] });
    await renderWithProviders(
      <AddressNamesProvider>
        <Names addresses={[OWN, NOBODY]} />
      </AddressNamesProvider>,
    );
    expect(screen.getByText('Main (own)')).toBeInTheDocument();
    expect(screen.getByText('nameless')).toBeInTheDocument();
    act(() => sessionStore.setState({ contacts: [{ name: 'Carol', address: NOBODY }] }));
    expect(screen.getByText('Carol (contact)')).toBeInTheDocument();
  });
});
