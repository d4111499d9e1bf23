import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount, secretKeyToMnemonic } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { GOVERNANCE_ADDRESSES } from './governance-addresses';
import { OptInTool } from './OptInTool';
import { PayTool } from './PayTool';

// Opt-in and pay-from-many share the receiver field and the phrase-line check
// (usePhrasePayments); each keeps its own extras.

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

const phrase = () => secretKeyToMnemonic(generateAccount().sk);
const receiver = generateAccount().addr.toString();

describe('phrase payments (opt-in, pay from many)', () => {
  it('lists a repeated phrase and asks nothing; two phrases ask to pay the receiver twice', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PayTool />);
    expect(screen.queryByRole('button', { name: 'Mainnet governance address' })).toBeNull();
    const send = screen.getByRole('button', { name: 'Send transactions' });
    const to = screen.getByRole('textbox', { name: 'Send to account' });
    await user.type(to, 'not-an-address');
    expect(screen.getByText('Enter a valid address')).toBeTruthy();
    expect(send).toHaveProperty('disabled', true);
    await user.clear(to);
    await user.click(to);
    await user.paste(receiver);

    const lines = screen.getByRole('textbox', { name: 'Recovery phrases, one per line' });
    const first = phrase();
    await user.click(lines);
    await user.paste(`${first}\n${first}`);
    await user.click(send);
    expect(await screen.findByText(/The same account is on more than one line/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(lines);
    await user.click(lines);
    await user.paste(`${first}\n${phrase()}`);
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(dialog.textContent).toContain(`from each of 2 accounts to ${receiver}?`);
  });

  it('offers the governance addresses as quick picks in the opt-in only', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<OptInTool />);
    await user.click(screen.getByRole('button', { name: 'Mainnet governance address' }));
    expect(screen.getByRole('textbox', { name: 'Send to account' })).toHaveProperty(
      'value',
      GOVERNANCE_ADDRESSES.mainnet,
    );
  });
});
