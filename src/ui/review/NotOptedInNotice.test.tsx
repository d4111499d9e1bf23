import { screen } from '@testing-library/react';
import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { GroupReview } from '../../infra/transactions/review-group';
import { renderWithProviders } from '../../test/render';
import { NotOptedInNotice } from './NotOptedInNotice';
import { shortAddress } from './review-rows';

const BOB = generateAccount().addr.toString();
const STRANGER = generateAccount().addr.toString();
const bob: PublicAccount = {
  addr: BOB,
  name: 'Bob',
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
};

const review = (notOptedIn: GroupReview['notOptedIn']) =>
  ({
    notOptedIn,
    assets: new Map([[7n, { id: 7n, name: 'Otter', unitName: 'OTR', decimals: 0 }]]),
  }) as unknown as GroupReview;

describe('NotOptedInNotice', () => {
  it('names each refused transfer, its receiver and asset, and the inbox the app could use', async () => {
    await renderWithProviders(
      <NotOptedInNotice
        review={review([
          { index: 0, receiver: BOB, assetId: 7n },
          { index: 2, receiver: STRANGER, assetId: 9n },
        ])}
        accounts={[bob]}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The receiver cannot hold this asset yet');
    expect(alert).toHaveTextContent(
      `Transaction 1: Bob (${shortAddress(BOB)}) has not opted in to OTR (#7), so this transfer would fail.`,
    );
    // Unknown receiver: the whole address; unknown units: the id alone.
    expect(alert).toHaveTextContent(
      `Transaction 3: ${STRANGER} has not opted in to #9, so this transfer would fail.`,
    );
    expect(alert).toHaveTextContent("through the receiver's asset inbox (ARC-59)");
  });

  it('says nothing when every receiver can hold what it is sent', async () => {
    await renderWithProviders(<NotOptedInNotice review={review([])} accounts={[bob]} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
