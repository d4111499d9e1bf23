import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { networkFeePart } from '../../core/fees/required-fee';
import { keyRegistration } from '../../test/keyreg';
import { renderWithProviders } from '../../test/render';
import { HighFeeNotice, ProtocolFeeNotice } from './ReviewNotices';

const keyreg = (fee: number, online = true) => keyRegistration(fee, { online });

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
