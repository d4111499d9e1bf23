import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { DangerZone } from './DangerZone';
import { renderWithProviders } from '../../test/render';
import { publicAccount } from '../../test/public-account';

const ACCOUNT = publicAccount('A'.repeat(58));
const AUTH = 'B'.repeat(58);

/** The account page: its auth address arrives with the node's answer, after the first render. */
function Page() {
  const [undoFrom, setUndoFrom] = useState<string | undefined>(undefined);
  return (
    <>
      <button type="button" onClick={() => setUndoFrom(AUTH)}>
        node answers
      </button>
      <DangerZone account={ACCOUNT} canRekey undoFrom={undoFrom} />
    </>
  );
}

const toggle = () => screen.getByRole('button', { name: /^(Rekey or delete this account|Hide rekey and delete)$/ });

describe('DangerZone', () => {
  it('unfolds when the account turns out to be undoable after the first render', async () => {
    await renderWithProviders(<Page />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'node answers' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it("keeps the person's choice once made", async () => {
    await renderWithProviders(<Page />);
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: 'node answers' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
