import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import algosdk, { OnApplicationComplete } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { reviewAppCall } from '../../core/abi/app-call-review';
import { methodSelectorHex } from '../../core/abi/method-spec';
import type { AppSpec } from '../../core/abi/app-spec';
import { describeTransaction } from '../../core/transactions/review';
import { renderWithProviders } from '../../test/render';
import { appCallReadStore } from './app-call-read';
import { TransactionCard } from './TransactionCard';

const ME = algosdk.generateAccount().addr.toString();
const BOB = algosdk.generateAccount().addr.toString();
const PARAMS = {
  fee: 1000n,
  flatFee: true,
  firstValid: 1n,
  lastValid: 1000n,
  genesisHash: new Uint8Array(32),
  genesisID: 'devnet-v1',
  minFee: 1000n,
};
const HOSTILE = '<b>x</b>\u202Eevil';
const SPEC: AppSpec = {
  name: `Token ${HOSTILE}`,
  methods: [
    {
      name: 'send',
      args: [
        { name: 'to', type: 'address' },
        { name: HOSTILE, type: 'string' },
      ],
      returns: { type: 'void' },
    },
  ],
  events: [],
};

function card(args: Uint8Array[], onComplete = OnApplicationComplete.NoOpOC, appIndex = 1234n) {
  const txn = algosdk.makeApplicationCallTxnFromObject({
    sender: ME,
    appIndex,
    onComplete,
    appArgs: args,
    suggestedParams: PARAMS,
  });
  const review = reviewAppCall([txn], 0, { settings: new Map([[1234n, SPEC]]) }, new Set([ME]));
  return renderWithProviders(
    <TransactionCard
      described={describeTransaction(txn, 0)}
      count={1}
      signed
      accounts={[{ addr: ME, name: 'Savings' } as never, { addr: BOB, name: 'Bob' } as never]}
      symbol="Algo"
      assets={new Map()}
      loading={false}
      appCall={review}
    />,
  );
}

const rowOf = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;
const selector = Buffer.from(methodSelectorHex(SPEC.methods[0]!), 'hex');

describe('an app call in the review', () => {
  it('names the app, the method and each argument; an address by its name', async () => {
    const long = 'y'.repeat(65_000); // near the uint16 length's limit
    const enc = (t: string, v: algosdk.ABIValue) => algosdk.ABIType.from(t).encode(v);
    await card([selector, enc('address', BOB), enc('string', long)]);
    expect(rowOf('App')).toHaveTextContent('Token <b>x</b>');
    expect(rowOf('App')).toHaveTextContent('App 1234 · spec added in Settings');
    expect(rowOf('Method')).toHaveTextContent('send');
    expect(rowOf('to (address)')).toHaveTextContent('Bob');
    // The hostile name is text with a marker for its bidi control, the long string cut.
    const hostile = screen.getByRole('rowheader', { name: /\(string\)$/ }).closest('tr')!;
    expect(hostile.querySelector('b')).toBeNull();
    expect(within(hostile).getByRole('button', { name: 'Show more' })).toBeVisible();
    expect(hostile.textContent!.length).toBeLessThan(1000);
    expect(screen.queryByText('Unknown app')).toBeNull();
  });

  it('an unknown app: "Unknown app", its selector, the plain warning, raw arguments in details', async () => {
    const { container } = await card([selector], undefined, 99n);
    expect(rowOf('App')).toHaveTextContent('Unknown app 99');
    expect(rowOf('Method')).toHaveTextContent(`selector 0x${methodSelectorHex(SPEC.methods[0]!)}`);
    expect(rowOf('Unknown app')).toHaveTextContent('The wallet has no description of app 99');
    const details = container.querySelector('details')!;
    expect(details.contains(rowOf('Argument 0 (raw, base64)'))).toBe(true);
    expect(details.contains(rowOf('Unknown app'))).toBe(false);
  });

  it('clear state: its red row, and the read box Send waits on', async () => {
    appCallReadStore.setState({ read: new Set() });
    await card([], OnApplicationComplete.ClearStateOC);
    expect(rowOf('Clear state')).toHaveTextContent('may be forfeited');
    const box = screen.getByRole('checkbox', { name: 'I have read the warnings of this app call' });
    await userEvent.click(box);
    expect(appCallReadStore.getState().read.size).toBe(1);
  });
});
