import { screen, waitFor } from '@testing-library/react';
import { generateAccount, makeApplicationNoOpTxnFromObject, type SuggestedParams } from 'algosdk';
import { describe, expect, it, vi } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { chainKeys } from '../../core/chain/query-keys';
import { applyRequiredFee } from '../../core/fees/required-fee';
import { renderWithProviders } from '../../test/render';
import { UnderpaidFeeNotice } from './UnderpaidFeeNotice';

// Issue 27 item 4: a dapp's or a router's transaction keeps its fee, but one below what the node
// asks for its signed bytes (25 per byte here) is said before signing.
const params: SuggestedParams = {
  fee: 25n,
  minFee: 1000n,
  flatFee: false,
  firstValid: 10n,
  lastValid: 1010n,
  genesisID: 'devnet-v1',
  genesisHash: new Uint8Array(32).fill(5),
};
vi.mock('../../infra/transactions/fee-params', () => ({
  currentSuggestedParamsQuery: () => ({
    queryKey: chainKeys.suggestedParams('test'),
    queryFn: async () => params,
  }),
}));

const sender = generateAccount().addr.toString();
const authKey = generateAccount().addr.toString();
const account = (over: Partial<PublicAccount>): PublicAccount => ({
  addr: sender,
  name: 'Dapp user',
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
  ...over,
});
const keyAccount: PublicAccount = { ...account({}), addr: authKey, name: 'Auth key' };

// As a dapp sends it: the fee is right for one plain signature, not for a rekeyed sender's.
const dappTxn = () => {
  const txn = makeApplicationNoOpTxnFromObject({ sender, appIndex: 7n, suggestedParams: params });
  applyRequiredFee(txn, params);
  return txn;
};

describe('UnderpaidFeeNotice', () => {
  it('says so when the fee does not cover a rekeyed sender’s signed bytes', async () => {
    const txn = dappTxn();
    await renderWithProviders(
      <UnderpaidFeeNotice
        txns={[txn]}
        accounts={[account({}), keyAccount]}
        authAddresses={new Map([[sender, authKey]])}
        symbol="Algo"
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Fee too small for the network');
    expect(alert.textContent).toMatch(
      new RegExp(`its fee is ${String(Number(txn.fee) / 1e6)}\\sAlgo`),
    );
  });

  it('stays silent for the same fee signed plainly, and for transactions it does not sign', async () => {
    await renderWithProviders(
      <>
        <UnderpaidFeeNotice txns={[dappTxn()]} accounts={[account({})]} symbol="Algo" />
        <UnderpaidFeeNotice
          txns={[dappTxn()]}
          accounts={[account({ rekeyedTo: authKey }), keyAccount]}
          toSign={[]}
          symbol="Algo"
        />
      </>,
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // The query has answered by now: silence is a verdict, not a wait.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('numbers the transaction in a group, rekeyed by the stored rekey', async () => {
    await renderWithProviders(
      <UnderpaidFeeNotice
        txns={[dappTxn(), dappTxn()]}
        accounts={[account({ rekeyedTo: authKey }), keyAccount]}
        toSign={[1]}
        symbol="Algo"
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/for transaction 2 as it/);
  });
});
