import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProposalView } from '../../infra/walletconnect/wallet-connect';
import { renderWithProviders } from '../../test/render';
import { ProposalCard } from './ProposalCard';
import type { ConnectPageModel } from './use-connect-page';

// Only what the card reads of the page: no chain known yet, no accounts, nothing pending.
const page = {
  chain: { data: undefined },
  signers: [],
  approveWith: null,
  choose: () => {},
  approve: () => {},
  reject: () => {},
  busy: false,
} as unknown as ConnectPageModel;

const proposal = (extra: Partial<ProposalView>): ProposalView => ({
  version: 2,
  id: 1,
  peer: { name: 'Dapp', url: 'https://dapp.example', description: '', icons: [] },
  chains: ['algorand:abc'],
  methods: ['algo_signTxn'],
  ...extra,
});

// The methods and chains a proposal lists are the dapp's strings, shown in the card's sentence.
describe('ProposalCard', () => {
  it('keeps the sentence as it was for plain methods and networks', async () => {
    await renderWithProviders(<ProposalCard page={page} proposal={proposal({})} />);
    expect(document.body).toHaveTextContent(
      'Asks for methods: algo_signTxn; networks: algorand:abc',
    );
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows hidden characters in the methods and networks as markers, with the warning', async () => {
    await renderWithProviders(
      <ProposalCard
        page={page}
        proposal={proposal({ methods: ['algo_\u202EnxTngis'], chains: ['algorand:\u200Babc'] })}
      />,
    );
    expect(document.body).toHaveTextContent(
      'Asks for methods: algo_⟨U+202E⟩nxTngis; networks: algorand:⟨U+200B⟩abc',
    );
    expect(screen.getByRole('note')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/[\u202E\u200B]/);
  });

  it("shows a v1 dapp's other chain id with its markers", async () => {
    await renderWithProviders(
      <ProposalCard page={page} proposal={proposal({ version: 1, chains: ['41\u202E60'] })} />,
    );
    expect(document.body).toHaveTextContent('The dapp asks for chain id 41⟨U+202E⟩60.');
    expect(document.body.textContent).not.toMatch(/\u202E/);
  });
});
