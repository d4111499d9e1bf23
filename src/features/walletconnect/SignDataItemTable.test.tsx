import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignDataItem } from '../../core/arc60/sign-data-request';
import { base64ToBytes } from '../../core/encoding/base64';
import { BUILT_IN_GENESIS } from '../../core/networks/genesis';
import { algorandChainId } from '../../core/walletconnect/chain-id';
import { renderWithProviders } from '../../test/render';
import { SignDataItemTable } from './SignDataItemTable';

// The data a dapp asks to sign is shown as text: its markup never becomes elements.

const ACCOUNT = 'A'.repeat(58);
const SIGNER = 'B'.repeat(58);

function item(text: string, over: Partial<SignDataItem> = {}): SignDataItem {
  return {
    index: 0,
    data: new TextEncoder().encode(text),
    text,
    signIn: null,
    domain: 'dapp.example',
    authenticatorData: new Uint8Array(32),
    signer: ACCOUNT,
    account: ACCOUNT,
    message: new Uint8Array(64),
    ...over,
  };
}

describe('SignDataItemTable', () => {
  it('shows other JSON pretty-printed as text, never as HTML', async () => {
    const { container } = await renderWithProviders(
      <SignDataItemTable
        item={item('{"a":"<img src=x onerror=alert(1)>","b":1}')}
        total={1}
        name="Mine"
      />,
    );
    const data = screen.getByRole('row', { name: /Data to sign/ });
    expect(data).toHaveTextContent('"a": "<img src=x onerror=alert(1)>"');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('row', { name: /^Account/ })).toHaveTextContent(`Mine${ACCOUNT}`);
    expect(screen.getByRole('row', { name: /^Domain/ })).toHaveTextContent('dapp.example');
    // The key that signs is named only when it is not the account's own.
    expect(screen.queryByRole('row', { name: /Signing key/ })).toBeNull();
  });

  it('shows a Sign-In field by field, and the signing key of a rekeyed account', async () => {
    const signIn = {
      domain: 'dapp.example',
      account: ACCOUNT,
      uri: 'https://dapp.example/login',
      version: '1',
      chainId: 'algorand:chain',
      statement: 'Welcome <b>back</b>',
      nonce: 'n-1',
      issuedAt: '2026-11-26T03:00:00Z',
      expiresAt: '2026-11-26T03:10:00Z',
      resources: [],
    };
    await renderWithProviders(
      <SignDataItemTable
        item={item('{}', { signIn, signer: SIGNER })}
        total={2}
        name={undefined}
      />,
    );
    expect(screen.getByText('Signature 1 of 2')).toBeInTheDocument();
    const row = (name: RegExp) => screen.getByRole('row', { name });
    expect(row(/^URI/)).toHaveTextContent('https://dapp.example/login');
    expect(row(/^Nonce/)).toHaveTextContent('n-1');
    expect(row(/^Statement/)).toHaveTextContent('Welcome <b>back</b>');
    expect(within(row(/^Statement/)).queryByText('back')).toBeNull();
    expect(row(/^Expires at/)).toHaveTextContent('2026-11-26T03:10:00Z');
    expect(row(/^Signing key/)).toHaveTextContent(SIGNER);
    expect(screen.queryByRole('row', { name: /Data to sign/ })).toBeNull();
    // A chain id the wallet does not know stays as the dapp wrote it.
    expect(row(/^Network/)).toHaveTextContent(/^Network \(CAIP-2\)algorand:chain$/);
  });

  it('names a built-in network by its name, with the chain id beside it', async () => {
    const chainId = algorandChainId(base64ToBytes(BUILT_IN_GENESIS.mainnet!.hash));
    const signIn = {
      domain: 'dapp.example',
      account: ACCOUNT,
      uri: 'https://dapp.example/login',
      version: '1',
      chainId,
      nonce: 'n-2',
      resources: [],
    };
    await renderWithProviders(
      <SignDataItemTable item={item('{}', { signIn })} total={1} name={undefined} />,
    );
    expect(screen.getByRole('row', { name: /^Network/ })).toHaveTextContent(`Mainnet (${chainId})`);
  });

  it('shows a right-to-left override in a statement as a marker, with the warning', async () => {
    const signIn = {
      domain: 'dapp.example',
      account: ACCOUNT,
      uri: 'https://dapp.example/login',
      version: '1',
      chainId: 'algorand:chain',
      statement: 'Sign in to \u202Emoc.live',
      resources: [],
    };
    await renderWithProviders(
      <SignDataItemTable item={item('{}', { signIn })} total={1} name={undefined} />,
    );
    const statement = screen.getByRole('row', { name: /^Statement/ });
    expect(statement).toHaveTextContent('Sign in to ⟨U+202E⟩moc.live');
    expect(statement.textContent).not.toContain('\u202E');
    expect(within(statement).getByRole('note')).toHaveTextContent('Hidden characters');
  });
});
