import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import algosdk, { type Transaction } from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { AppCallReview } from '../../core/abi/app-call-review';
import { describeTransaction } from '../../core/transactions/review';
import { initI18n, loadAppStrings } from '../../i18n/i18n';
import type { GroupReview } from '../../infra/transactions/review-group';
import type { SendController } from '../../infra/transactions/send-controller';
import { publicAccount } from '../../test/public-account';
import { SendPanel } from './SendPanel';
import { reviewKeys } from './use-group-review';

const trader = algosdk.generateAccount().addr;
const pool = algosdk.generateAccount().addr;
const params = {
  fee: 1000n,
  flatFee: true,
  firstValid: 1n,
  lastValid: 1000n,
  genesisHash: new Uint8Array(32),
  genesisID: 'devnet-v1',
  minFee: 1000n,
};
const optIn = algosdk.makeApplicationOptInTxnFromObject({
  sender: trader,
  appIndex: 1004n,
  suggestedParams: params,
});
const payment = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
  sender: trader,
  receiver: pool,
  amount: 4_000_000n,
  suggestedParams: params,
});

function reviewOf(txns: Transaction[], spent: bigint, appCalls: (AppCallReview | undefined)[]) {
  return {
    transactions: txns.map((txn, i) => describeTransaction(txn, i, undefined)),
    effects: [{ address: trader.toString(), changes: [{ assetId: 0n, delta: -spent }] }],
    appCalls,
    assets: new Map(),
  } as unknown as GroupReview;
}

async function renderBar(before: Transaction[]) {
  await initI18n('en');
  await loadAppStrings();
  const own = [trader.toString()];
  const client = new QueryClient();
  // The reviews as the review above the bar left them in the cache (the bar never starts one).
  const optInCall = { warnings: [{ code: 'opt-in', cost: 128_500n }] } as AppCallReview;
  client.setQueryData(reviewKeys.group([optIn], own), reviewOf([optIn], 1_000n, [optInCall]));
  client.setQueryData(reviewKeys.group([payment], own), reviewOf([payment], 4_003_000n, []));
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SendPanel
          state={{ kind: 'ready' }}
          controller={{} as SendController}
          txns={[payment]}
          before={before}
          accounts={[publicAccount(own[0]!)]}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the decision bar total', () => {
  it("counts the opt-in group sent first with the same Send: its fee and the app's lock", async () => {
    await renderBar([optIn]);
    // 4 Algo + 0.003 of the swap's fees + 0.001 of the opt-in's + 0.1285 locked.
    expect(await screen.findByTestId('review-total')).toHaveTextContent(
      /^Total4\.1325\sAlgoOf this, 0\.1285\sAlgo stays locked as minimum balance/,
    );
  });

  it('is the one group alone when nothing goes first', async () => {
    await renderBar([]);
    expect(await screen.findByTestId('review-total')).toHaveTextContent(/^Total4\.003\sAlgo$/);
  });
});
