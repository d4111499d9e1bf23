import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { generateAccount } from 'algosdk';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { NameResolution } from '../../core/names/nfd-answers';
import type { NameResolver } from '../../core/names/name-resolver';
import { AddressNamesContext, type AddressNamesService } from '../names/address-names';
import { useReceiver, type ReceiverOptions } from './use-receiver';

/** A fresh address without "BO" in it, so the search for "bo" (Bob) never matches it by chance. */
function addressWithoutBo(): string {
  for (;;) {
    const address = generateAccount().addr.toString();
    if (!address.includes('BO')) return address;
  }
}

const own: PublicAccount = {
  addr: addressWithoutBo(),
  name: 'Savings',
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
};
const contact = { name: 'Bob', address: generateAccount().addr.toString() };
const deposit = generateAccount().addr.toString();

/** `own` with one middle character changed: same first 4 and last 4, another address. */
const lookAlike = (address: string) =>
  address.slice(0, 20) + (address[20] === 'A' ? 'B' : 'A') + address.slice(21);

const client = (answer: (name: string) => NameResolution): NameResolver => ({
  resolve: vi.fn((text: string) => Promise.resolve(answer(text.trim().toLowerCase()))),
});

/** Addresses `sender` paid before, as the app's names service reports them. */
const paidBy = (sender: string, paid: string[]): AddressNamesService => ({
  localName: () => undefined,
  nfdNamesQuery: () => null,
  paidReceiversQuery: (from) =>
    from === sender
      ? {
          queryKey: ['paid-test', from],
          queryFn: () => Promise.resolve(new Set(paid)),
          staleTime: Infinity,
        }
      : null,
});

const NAMELESS: AddressNamesService = paidBy('', []);

function setup(options: Partial<ReceiverOptions>, service: AddressNamesService = NAMELESS) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queries}>
      <AddressNamesContext.Provider value={service}>{children}</AddressNamesContext.Provider>
    </QueryClientProvider>
  );
  return renderHook(
    (props: Partial<ReceiverOptions>) =>
      useReceiver({
        text: '',
        active: true,
        accounts: [own],
        contacts: [contact],
        nfd: null,
        env: 'sandbox',
        ...options,
        ...props,
      }),
    { wrapper },
  );
}

describe('useReceiver', () => {
  it('suggests contacts and own accounts by name or address, nothing else', () => {
    const { result, rerender } = setup({ text: 'bo' });
    expect(result.current.suggestions.map((s) => s.address)).toEqual([contact.address]);
    rerender({ text: own.addr.slice(10, 20).toLowerCase() });
    expect(result.current.suggestions.map((s) => s.name)).toEqual(['Savings']);
    rerender({ text: 'nobody' });
    expect(result.current.suggestions).toEqual([]);
  });

  it('picks the one contact or account a typed name names, and says so when it names nobody', () => {
    const bobby = { name: 'Bobby Tables', address: generateAccount().addr.toString() };
    const { result, rerender } = setup({ text: ' bob ', contacts: [contact, bobby] });
    expect(result.current.nameState).toEqual({
      kind: 'found',
      name: 'bob',
      address: contact.address,
      known: { kind: 'contact', name: 'Bob', address: contact.address },
    });
    expect(result.current.address).toBe(contact.address);
    expect(result.current.blocked).toBe(false);
    // A fragment offers the list and waits for a choice.
    rerender({ text: 'bo' });
    expect(result.current.nameState).toEqual({ kind: 'choose', name: 'bo' });
    expect(result.current.blocked).toBe(true);
    rerender({ text: 'Anna' });
    expect(result.current.nameState).toEqual({ kind: 'unknown-name', name: 'Anna' });
    expect(result.current.address).toBeNull();
    expect(result.current.blocked).toBe(true);
    // A contact's own address field takes no names.
    rerender({ text: 'bob', byName: false });
    expect(result.current.nameState).toEqual({ kind: 'none' });
  });

  it('pays a found name at its deposit account, before any review', async () => {
    const nfd = client((name) => ({ kind: 'found', name, address: deposit }));
    const { result } = setup({ text: ' Alice.algo ', nfd });
    expect(result.current.nameState.kind).toBe('resolving');
    expect(result.current.blocked).toBe(true);
    await waitFor(() => expect(result.current.nameState.kind).toBe('found'));
    expect(result.current.address).toBe(deposit);
    expect(result.current.blocked).toBe(false);
    expect(nfd.resolve).toHaveBeenCalledWith('alice.algo', expect.anything());
  });

  it('holds Review back for a name that does not exist', async () => {
    const nfd = client((name) => ({ kind: 'not-found', name }));
    const { result } = setup({ text: 'nobody.algo', nfd });
    await waitFor(() => expect(result.current.nameState.kind).toBe('not-found'));
    expect(result.current.address).toBeNull();
    expect(result.current.blocked).toBe(true);
  });

  it('holds Review back when the NFD API fails (500) or throws', async () => {
    const failing = client((name) => ({ kind: 'unreachable', name }));
    const { result } = setup({ text: 'alice.algo', nfd: failing });
    await waitFor(() => expect(result.current.nameState.kind).toBe('unreachable'));
    expect(result.current.blocked).toBe(true);

    const throwing = client(() => {
      throw new Error('network down');
    });
    const thrown = setup({ text: 'alice.algo', nfd: throwing }).result;
    await waitFor(() => expect(thrown.current.nameState.kind).toBe('unreachable'));
    expect(thrown.current.blocked).toBe(true);
  });

  it('refuses an invalid name without asking, and reads .algo as text without an NFD API', () => {
    const nfd = client((name) => ({ kind: 'found', name, address: deposit }));
    const { result } = setup({ text: 'al_ice.algo', nfd });
    expect(result.current.nameState.kind).toBe('invalid-name');
    expect(result.current.blocked).toBe(true);
    expect(nfd.resolve).not.toHaveBeenCalled();

    const off = setup({ text: 'alice.algo', nfd: null }).result;
    expect(off.current.nameState.kind).toBe('none');
    expect(off.current.address).toBe('alice.algo');
    expect(off.current.blocked).toBe(false);
  });

  it('requires the last 6 characters retyped for a look-alike of an own account', () => {
    const fake = lookAlike(own.addr);
    const { result, rerender } = setup({ text: fake });
    expect(result.current.lookAlikes.map((m) => m.known.address)).toEqual([own.addr]);
    expect(result.current.lookAlikes[0]!.differing).toEqual([20]);
    expect(result.current.blocked).toBe(true);

    act(() => result.current.setRetype(fake.slice(-5)));
    expect(result.current.blocked).toBe(true);
    act(() => result.current.setRetype(fake.slice(-6).toLowerCase()));
    expect(result.current.retypeOk).toBe(true);
    expect(result.current.blocked).toBe(false);

    // Another receiver needs its own retyping.
    rerender({ text: lookAlike(contact.address) });
    expect(result.current.lookAlikes[0]!.known.kind).toBe('contact');
    expect(result.current.retype).toBe('');
    expect(result.current.blocked).toBe(true);
  });

  it('lets a contact or own account through unchallenged, and skips the chosen-own mode', () => {
    const { result, rerender } = setup({ text: contact.address });
    expect(result.current.lookAlikes).toEqual([]);
    expect(result.current.blocked).toBe(false);
    rerender({ text: lookAlike(own.addr), active: false });
    expect(result.current.blocked).toBe(false);
  });

  it('guards against a look-alike of an address the sender paid before, never suggesting it', async () => {
    const sender = own.addr;
    const paid = addressWithoutBo();
    const fake = lookAlike(paid);
    const { result, rerender } = setup({ text: fake, sender }, paidBy(sender, [paid]));
    await waitFor(() => expect(result.current.lookAlikes).toHaveLength(1));
    expect(result.current.lookAlikes[0]!.known).toEqual({ address: paid, kind: 'paid' });
    expect(result.current.blocked).toBe(true);
    act(() => result.current.setRetype(fake.slice(-6)));
    expect(result.current.blocked).toBe(false);

    // The paid address itself is known (no warning) but never offered as a suggestion.
    rerender({ text: paid.slice(0, 10) });
    expect(result.current.suggestions).toEqual([]);
    rerender({ text: paid });
    expect(result.current.lookAlikes).toEqual([]);
    expect(result.current.blocked).toBe(false);
  });

  it('compares with no paid-before list for another sender or none', () => {
    const paid = addressWithoutBo();
    const other = setup(
      { text: lookAlike(paid), sender: contact.address },
      paidBy(own.addr, [paid]),
    );
    expect(other.result.current.lookAlikes).toEqual([]);
    const none = setup({ text: lookAlike(paid) }, paidBy(own.addr, [paid]));
    expect(none.result.current.lookAlikes).toEqual([]);
  });
});
