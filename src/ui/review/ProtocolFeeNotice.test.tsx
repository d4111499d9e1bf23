import { screen } from '@testing-library/react';
import { generateAccount, makeKeyRegistrationTxnWithSuggestedParamsFromObject } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { networkFeePart } from '../../core/fees/required-fee';
import { renderWithProviders } from '../../test/render';
import { HighFeeNotice, ProtocolFeeNotice } from './ReviewNotices';

const keyreg = (fee: number, goOnline = true) =>
  makeKeyRegistrationTxnWithSuggestedParamsFromObject({
    sender: generateAccount().addr.toString(),
    ...(goOnline && {
      voteKey: new Uint8Array(32).fill(1),
      selectionKey: new Uint8Array(32).fill(2),
      stateProofKey: new Uint8Array(64).fill(3),
      voteFirst: 1,
      voteLast: 3_000_000,
      voteKeyDilution: 1733,
    }),
    suggestedParams: {
      fee,
      minFee: 1000,
      flatFee: true,
      firstValid: 10,
      lastValid: 1010,
      genesisID: 'devnet-v1',
      genesisHash: new Uint8Array(32).fill(3),
    },
  });

// Issue 27: the 2 Algo a staking-rewards registration pays is named as such, not as a high
// network fee, whoever built the registration (the chain's rule reads the transaction).
describe('ProtocolFeeNotice', () => {
  it('names the rewards registration fee of an online registration, with no high-fee warning', async () => {
    const txn = keyreg(2_000_000);
    await renderWithProviders(
      <>
        <ProtocolFeeNotice txns={[txn]} symbol="Algo" />
        <HighFeeNotice fees={[networkFeePart(txn)]} symbol="Algo" />
      </>,
    );
    expect(
      screen.getByText(
        /^The fee of 2\sAlgo includes the staking-rewards registration fee, which makes this account eligible for rewards\.$/,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing of a 2 Algo fee on an offline registration, which is warned about', async () => {
    const txn = keyreg(2_000_000, false);
    await renderWithProviders(
      <>
        <ProtocolFeeNotice txns={[txn]} symbol="Algo" />
        <HighFeeNotice fees={[networkFeePart(txn)]} symbol="Algo" />
      </>,
    );
    expect(screen.queryByText(/staking-rewards registration fee/)).toBeNull();
    expect(screen.getByRole('alert').textContent).toMatch(/high fee: 2(\.0+)?\sAlgo/);
  });
});
