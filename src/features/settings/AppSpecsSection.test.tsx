import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { savedSpecMap } from '../../infra/abi/app-specs';
import { currentChain } from '../../infra/chain/indexer-client';
import { renderWithProviders } from '../../test/render';
import { AppSpecsSection } from './AppSpecsSection';

const SPEC = {
  name: '<i>Pool</i>',
  methods: [
    { name: 'swap', args: [{ type: 'uint64', name: 'amount' }], returns: { type: 'void' } },
  ],
};

beforeEach(() => localStorage.clear());

async function add(appId: string, text: string) {
  await userEvent.clear(screen.getByLabelText('App id'));
  if (appId) await userEvent.type(screen.getByLabelText('App id'), appId);
  await userEvent.clear(screen.getByLabelText('Spec (JSON)'));
  if (text) await userEvent.click(screen.getByLabelText('Spec (JSON)'));
  if (text) await userEvent.paste(text);
  await userEvent.click(screen.getByRole('button', { name: 'Add spec' }));
}

describe('Settings > App specs', () => {
  it('refuses what is not a spec, saves one that is, and lists it by name as text', async () => {
    await renderWithProviders(<AppSpecsSection />);
    expect(screen.getByText('No app specs added for this network.')).toBeVisible();
    await add('12', '{');
    expect(screen.getByText('This is not JSON.')).toBeVisible();
    await add('12', JSON.stringify({ name: 'x', methods: [{ name: 'm' }] }));
    expect(screen.getByText(/has a name or type the wallet does not accept/)).toBeVisible();
    await add('0', JSON.stringify(SPEC));
    expect(screen.getByText(/Enter the app's id/)).toBeVisible();
    expect(savedSpecMap(currentChain().network).size).toBe(0);
    await add('12', JSON.stringify(SPEC));
    expect(screen.getByRole('listitem')).toHaveTextContent('App 12: <i>Pool</i>');
    expect(screen.getByRole('listitem').querySelector('i')).toBeNull();
    expect(savedSpecMap(currentChain().network).get(12n)?.methods[0]?.name).toBe('swap');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(savedSpecMap(currentChain().network).size).toBe(0);
  });

  it('drops a saved spec that no longer checks out (edited in storage)', () => {
    const network = currentChain().network;
    localStorage.setItem(
      'algow.app-specs',
      JSON.stringify({ [network]: { '5': SPEC, '6': { name: 'bad', methods: [{}] } } }),
    );
    expect([...savedSpecMap(network).keys()]).toEqual([5n]);
  });
});
