import { screen } from '@testing-library/react';
import { generateAccount, makeKeyRegistrationTxnWithSuggestedParamsFromObject } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { markProtocolFee } from '../../core/fees/protocol-fee';
import { networkFeePart } from '../../core/fees/required-fee';
import { renderWithProviders } from '../../test/render';
import { HighFeeNotice, ProtocolFeeNotice } from './ReviewNotices';

const keyreg = (fee: number) =>
  makeKeyRegistrationTxnWithSuggestedParamsFromObject({
    sender: generateAccount().addr.toString(),
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
// network fee; only a mark from the builder makes it so.
describe('ProtocolFeeNotice', () => {
  it('names the rewards registration fee its builder marked, with no high-fee warning', async () => {
    const txn = markProtocolFee(keyreg(2_000_000), {
      reason: 'rewards-registration',
      amount: 2_000_000n,
    });
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

  it('says nothing of an unmarked 2 Algo fee, which is warned about', async () => {
    const txn = keyreg(2_000_000);
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
