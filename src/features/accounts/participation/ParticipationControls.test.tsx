import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeUnsignedTransaction, generateAccount, multisigAddress, type Algodv2 } from 'algosdk';
import { Route, Routes, useParams } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Devnet } from '../../../../devnet/server';
import {
  startParticipationHost,
  type ParticipationHost,
} from '../../../../tools/participation-host/server';
import { encodeSecretKey, type PublicAccount } from '../../../core/accounts/stored-account';
import { createWallet, sessionStore } from '../../../infra/session/session';
import { setAppConfig, settingsStore } from '../../../infra/settings/settings-store';
import { base64UrlToBytes } from '../../../core/encoding/base64';
import { protocolFee } from '../../../core/fees/protocol-fee';
import { notifySuccess } from '../../../ui/notify';
import { startWalletDevnet } from '../../../test/devnet-chain';
import { renderWithProviders } from '../../../test/render';
import { ParticipationControls } from './ParticipationControls';

// The dialog end to end against the devnet (which verifies the signature and applies the key
// registration) and the participation host stand-in: form, shared review, send, reload.

vi.mock('../../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

let devnet: Devnet;
let algod: Algodv2;
let host: ParticipationHost;
const key = generateAccount();
const addr = key.addr.toString();

const keyAccount = (): PublicAccount => sessionStore.getState().accounts[0]!;
const watchAccount: PublicAccount = {
  addr: generateAccount().addr.toString(),
  name: 'Watch',
  type: 'public',
  hasSecret: false,
  hasHdSecret: false,
  hasSession: false,
};

function renderControls(
  account: PublicAccount,
  status: string | undefined,
  more: {
    balance?: bigint;
    incentiveEligible?: boolean;
    keyExpiring?: boolean;
    offerRewards?: boolean;
  } = {},
) {
  return renderWithProviders(
    <ParticipationControls
      account={account}
      wallet={[account]}
      network="sandbox"
      status={status}
      authAddress={account.addr}
      {...more}
    />,
  );
}

const chainStatus = async () => (await algod.accountInformation(addr).do()).status;

beforeAll(async () => {
  ({ devnet, algod } = await startWalletDevnet());
  host = await startParticipationHost();
  setAppConfig({ ...settingsStore.getState().config, participation: host.url });
  await createWallet('Participation', 'correct horse battery staple kmd', {
    addr,
    name: 'Key',
    type: 'basic',
    sk: encodeSecretKey(key.sk),
  });
  await devnet.fund(addr, 5_000_000);
}, 60_000);

afterAll(() => Promise.all([devnet.stop(), host.stop()]));

let invalidate: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
});
afterEach(() => {
  vi.useRealTimers();
  invalidate.mockRestore();
});

describe('ParticipationControls', () => {
  it('reviews the key registration, sends it and reloads the account 5 s later', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderControls(keyAccount(), 'Offline');
    await user.click(screen.getByRole('button', { name: 'Go online' }));

    const dialog = await screen.findByRole('dialog', { name: 'Go online' });
    const rounds = within(dialog).getByRole('textbox', { name: /Rounds/ });
    expect(rounds).toHaveValue('500 000');
    // In time first; the rounds under Technical details (a closed disclosure).
    expect(dialog).toHaveTextContent(/The key is valid for about 16 days\. Renew it before \S+/);
    expect(rounds.closest('details')).not.toHaveAttribute('open');
    expect(dialog).toHaveTextContent('Fee: 0.001 Algo');
    await user.click(within(dialog).getByRole('button', { name: 'Go online' }));

    // Nothing is sent before the review.
    const send = await within(dialog).findByRole('button', { name: 'Send to network' });
    expect(dialog).toHaveTextContent('Check the key registration below');
    expect(dialog).toHaveTextContent(/Key registration/i);
    expect(await chainStatus()).toBe('Offline');
    await user.click(send);

    expect(
      await within(dialog).findByText(/The account is online for rounds \d+ to \d+/, undefined, {
        timeout: 15_000,
      }),
    ).toBeVisible();
    expect(await chainStatus()).toBe('Online');
    expect(host.issued().at(-1)).toMatchObject({ address: addr });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['account', 'sandbox', addr] });
    vi.advanceTimersByTime(5_000);
    await waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['account', 'sandbox', addr] }),
    );
  }, 30_000);

  it('refuses rounds that are not a whole number in range', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderControls(keyAccount(), 'Offline');
    await user.click(screen.getByRole('button', { name: 'Go online' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go online' });
    const rounds = within(dialog).getByRole('textbox', { name: /Rounds/ });
    await user.clear(rounds);
    expect(dialog).toHaveTextContent('Enter a whole number of rounds from 0 to 2,000,000.');
    expect(within(dialog).getByRole('button', { name: 'Go online' })).toBeDisabled();
    await user.type(rounds, '2000001');
    await user.tab();
    // Not clamped to the maximum: the value stays as typed, the message says why it is refused.
    expect(rounds).toHaveValue('2 000 001');
    expect(rounds).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toHaveTextContent('Enter a whole number of rounds from 0 to 2,000,000.');
    expect(within(dialog).getByRole('button', { name: 'Go online' })).toBeDisabled();
    await user.clear(rounds);
    await user.type(rounds, '2000000');
    await user.tab();
    expect(rounds).toHaveValue('2 000 000');
    expect(dialog).not.toHaveTextContent('Enter a whole number of rounds');
    expect(within(dialog).getByRole('button', { name: 'Go online' })).toBeEnabled();
  });

  it('shows the spec text when no host is set, and goes offline after a review', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const config = settingsStore.getState().config;
    setAppConfig({ ...config, participation: undefined });
    try {
      await renderControls(keyAccount(), 'Offline');
      await user.click(screen.getByRole('button', { name: 'Go online' }));
      const dialog = await screen.findByRole('dialog', { name: 'Go online' });
      await user.click(within(dialog).getByRole('button', { name: 'Go online' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Please setup participation server in your settings.',
      );
    } finally {
      setAppConfig(config);
    }
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await renderControls(keyAccount(), 'Online');
    await user.click(screen.getByRole('button', { name: 'Go offline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go offline' });
    expect(within(dialog).queryByRole('textbox', { name: /Rounds/ })).toBeNull();
    // Asked once: the dialog goes straight to the review, whose Send is the only question.
    const send = await within(dialog).findByRole('button', { name: 'Send to network' });
    expect(within(dialog).queryByRole('button', { name: 'Go offline' })).toBeNull();
    await waitFor(() => expect(send).toBeEnabled(), { timeout: 10_000 });
    await user.click(send);
    expect(
      await within(dialog).findByText(
        /The account is offline. Confirmed in round \d+\./,
        undefined,
        {
          timeout: 15_000,
        },
      ),
    ).toBeVisible();
    expect(await chainStatus()).toBe('Offline');
  }, 30_000);

  it.each<[string, () => PublicAccount, string | undefined]>([
    ['a watch account', () => watchAccount, 'Offline'],
    ['a non-participating account', keyAccount, 'NotParticipating'],
    ['an account still loading', keyAccount, undefined],
  ])('offers nothing for %s', async (_, account, status) => {
    await renderControls(account(), status);
    expect(screen.queryByRole('button', { name: /Go (online|offline)/ })).toBeNull();
  });

  describe('staking rewards', () => {
    const rewardsBox = (dialog: HTMLElement) =>
      within(dialog).getByRole('checkbox', { name: /^Earn staking rewards \(2\sAlgo fee\)$/ });

    it('is on from 30,000 Algo, with its range in one sentence and the 2 Algo fee', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderControls(keyAccount(), 'Offline', { balance: 30_000_000_000n });
      await user.click(screen.getByRole('button', { name: 'Go online' }));
      const dialog = await screen.findByRole('dialog', { name: 'Go online' });
      expect(rewardsBox(dialog)).toBeChecked();
      expect(dialog).toHaveTextContent(
        'For a one-time 2 Algo registration fee, the account is paid a reward for each block it proposes while its balance is from 30,000 Algo to 70,000,000 Algo.',
      );
      expect(dialog).toHaveTextContent('Fee: 2 Algo');
      expect(dialog).not.toHaveTextContent('Off because');
      await user.click(rewardsBox(dialog));
      expect(dialog).toHaveTextContent('Fee: 0.001 Algo');
    });

    it('offers an offline account in the paid range one tap to the form, rewards on', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderControls(keyAccount(), 'Offline', {
        balance: 40_000_000_000n,
        offerRewards: true,
      });
      expect(screen.queryByRole('button', { name: 'Go online' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Earn staking rewards' }));
      const dialog = await screen.findByRole('dialog', { name: 'Go online' });
      expect(rewardsBox(dialog)).toBeChecked();
      expect(dialog).toHaveTextContent('Fee: 2 Algo');
    });

    it('is off below 30,000 Algo, says why, and can still be chosen', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderControls(keyAccount(), 'Offline', { balance: 29_999_999_999n });
      await user.click(screen.getByRole('button', { name: 'Go online' }));
      const dialog = await screen.findByRole('dialog', { name: 'Go online' });
      expect(rewardsBox(dialog)).not.toBeChecked();
      expect(dialog).toHaveTextContent('Off because the balance is below 30,000 Algo');
      expect(dialog).toHaveTextContent('Fee: 0.001 Algo');
      await user.click(rewardsBox(dialog));
      expect(rewardsBox(dialog)).toBeChecked();
      expect(dialog).toHaveTextContent('Fee: 2 Algo');
    });

    it('is off above 70,000,000 Algo and says why', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderControls(keyAccount(), 'Offline', { balance: 70_000_000_000_001n });
      await user.click(screen.getByRole('button', { name: 'Go online' }));
      const dialog = await screen.findByRole('dialog', { name: 'Go online' });
      expect(rewardsBox(dialog)).not.toBeChecked();
      expect(dialog).toHaveTextContent('Off because the balance is above 70,000,000 Algo');
    });

    it('offers an online account without eligibility to re-register, the option on', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderControls(keyAccount(), 'Online', {
        balance: 1_000_000n,
        incentiveEligible: false,
      });
      await user.click(screen.getByRole('button', { name: 'Re-register to earn rewards' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Register a new participation key',
      });
      expect(rewardsBox(dialog)).toBeChecked();
      expect(dialog).toHaveTextContent('Fee: 2 Algo');
    });

    it('offers an eligible account to renew only when its key is expiring', async () => {
      await renderControls(keyAccount(), 'Online', { incentiveEligible: true });
      expect(screen.getByRole('button', { name: 'Go offline' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Re-register to earn rewards' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Renew the participation key' })).toBeNull();
      await renderControls(keyAccount(), 'Online', { incentiveEligible: true, keyExpiring: true });
      expect(screen.getByRole('button', { name: 'Renew the participation key' })).toBeVisible();
    });
  });
});

/** What the proposal route receives: the unsigned registration in the link. */
function ProposalProbe() {
  const { account, data } = useParams();
  const txn = decodeUnsignedTransaction(base64UrlToBytes(data!));
  return (
    <p>
      {`Proposal from ${account}: ${txn.type}, fee ${txn.fee}, protocol part ${protocolFee(txn)?.amount ?? 0n}`}
    </p>
  );
}

describe('ParticipationControls for a multisig account', () => {
  it("prepares the registration with a member's token and opens it as a proposal", async () => {
    const other = generateAccount().addr.toString();
    const params = { version: 1, threshold: 2, addrs: [addr, other] };
    const team: PublicAccount = {
      addr: multisigAddress(params).toString(),
      name: 'Team',
      type: 'msig',
      params,
      hasSecret: false,
      hasHdSecret: false,
      hasSession: false,
    };
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWithProviders(
      <Routes>
        <Route
          path="/"
          element={
            <ParticipationControls
              account={team}
              wallet={[keyAccount(), team]}
              network="sandbox"
              status="Offline"
              authAddress={team.addr}
              balance={40_000_000_000n}
            />
          }
        />
        <Route path="/multisig/:account/:data" element={<ProposalProbe />} />
      </Routes>,
    );
    await user.click(screen.getByRole('button', { name: 'Go online' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go online' });
    expect(within(dialog).getByRole('checkbox', { name: /Earn staking rewards/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Go online' }));
    expect(
      await screen.findByText(
        `Proposal from ${team.addr}: keyreg, fee 2000000, protocol part 2000000`,
        undefined,
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(host.issued().at(-1)).toMatchObject({ address: team.addr });
    expect(notifySuccess).toHaveBeenCalledWith(
      expect.stringMatching(/^The key registration is ready\./),
      10_000,
    );
  }, 30_000);
});
