import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { reviewAppCall } from '../../core/abi/app-call-review';
import { renderWithProviders } from '../../test/render';
import { AppCallTechnical } from './AppCallTechnical';

const ME = algosdk.generateAccount().addr.toString();

describe('AppCallTechnical', () => {
  it('shows the boxes the simulation says the call wrote', async () => {
    const txn = algosdk.makeApplicationNoOpTxnFromObject({
      sender: ME,
      appIndex: 1234n,
      suggestedParams: {
        fee: 1000n,
        flatFee: true,
        firstValid: 1n,
        lastValid: 1000n,
        genesisHash: new Uint8Array(32),
        genesisID: 'devnet-v1',
        minFee: 1000n,
      },
    });
    const boxes = {
      kind: 'read' as const,
      changes: [{ appId: 1234n, name: new TextEncoder().encode('total'), deleted: false }],
      more: 0,
    };
    const review = reviewAppCall([txn], 0, { settings: new Map() }, new Set([ME]), { boxes })!;
    await renderWithProviders(
      <Table>
        <Table.Tbody>
          <AppCallTechnical review={review} accounts={[]} assets={new Map()} />
        </Table.Tbody>
      </Table>,
    );
    const row = screen.getByRole('rowheader', { name: 'Boxes written' }).closest('tr')!;
    expect(row.textContent).toContain('total');
  });
});
