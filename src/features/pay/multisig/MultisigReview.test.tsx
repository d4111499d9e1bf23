import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import algosdk, {
  appendSignMultisigTransaction,
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  multisigAddress,
  type Account,
  type Transaction,
} from 'algosdk';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import { base64ToBytes, base64UrlToBytes, bytesToBase64 } from '../../../core/encoding/base64';
import {
  addSignature,
  createProposal,
  proposalToText,
  readProposal,
} from '../../../core/multisig/proposal';
import { HttpError } from '../../../infra/http/http-client';
import { sessionStore } from '../../../infra/session/session';
import { renderWithProviders } from '../../../test/render';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { MultisigReview } from './MultisigReview';
import { signedBytes, thresholdReached } from './proposal-status';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

const keys = new Map<string, Account>();
function key(): string {
  const account = generateAccount();
  keys.set(account.addr.toString(), account);
  return account.addr.toString();
}

const mocks = vi.hoisted(() => ({
  rawSignature: vi.fn(),
  getRealm: vi.fn(),
  signWithTwoFactorCode: vi.fn(),
  createTwoFactorAuthToken: vi.fn(),
}));
vi.mock('../../../infra/transactions/sign-group', () => ({
  ownSignature: mocks.rawSignature,
}));
vi.mock('../../../infra/two-factor/provider-client', () => ({
  getRealm: mocks.getRealm,
  signWithTwoFactorCode: mocks.signWithTwoFactorCode,
}));
vi.mock('../../../infra/two-factor/auth-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createTwoFactorAuthToken: mocks.createTwoFactorAuthToken,
}));
vi.mock('../../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const [mine, ledgerAddr, friend] = [key(), key(), key()];
const params = { version: 1, threshold: 2, addrs: [mine, ledgerAddr, friend] };
const msig = multisigAddress(params).toString();

function account(addr: string, extra: Partial<PublicAccount> = {}): PublicAccount {
  return {
    addr,
    name: 'Account',
    type: 'basic',
    hasSecret: false,
    hasHdSecret: false,
    hasSession: false,
    ...extra,
  };
}

const multisigAccount = account(msig, { name: 'Team safe', type: 'msig', params });
const keyAccount = account(mine, { name: 'Alice key', hasSecret: true });
const ledgerAccount = account(ledgerAddr, { name: 'Alice Nano', type: 'ledger', slot: 0 });

function payment(sender = msig): Transaction {
  return makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: friend,
    amount: 1_500_000,
    // jsdom's TextEncoder answers with another realm's Uint8Array, which algosdk refuses.
    note: Uint8Array.from('lunch', (c) => c.charCodeAt(0)),
    suggestedParams: {
      fee: 1000,
      flatFee: true,
      minFee: 1000,
      firstValid: 5,
      lastValid: 1005,
      genesisID: 'dockernet-v1',
      genesisHash: new Uint8Array(32).fill(4),
    },
  });
}

const signedBy = (text: string, addr: string) => {
  const p = readProposal(text);
  return proposalToText(addSignature(p, addr, p.txn.rawSignTxn(keys.get(addr)!.sk)));
};

let latest = '';
const probe: { client?: QueryClient } = {};
function CacheProbe() {
  const client = useQueryClient();
  useEffect(() => {
    probe.client = client;
  }, [client]);
  return null;
}
function Harness({
  from,
  initial,
  p = params,
}: {
  from: PublicAccount;
  initial: string;
  p?: typeof params;
}) {
  const [proposal, setProposal] = useState(initial);
  return (
    <>
      <MultisigReview
        from={from}
        params={p}
        proposal={proposal}
        onProposalChange={(next) => {
          latest = next;
          setProposal(next);
        }}
      />
      <output aria-label="ready">{String(thresholdReached(proposal))}</output>
      <CacheProbe />
    </>
  );
}

const signatureRow = (addr: string) =>
  within(screen.getByRole('region', { name: 'Signatures' }))
    .getByText(addr)
    .closest('li')!;

beforeEach(() => {
  vi.clearAllMocks();
  mocks.rawSignature.mockImplementation(async (signer: PublicAccount, txn: Transaction) =>
    txn.rawSignTxn(keys.get(signer.addr)!.sk),
  );
  sessionStore.setState({ accounts: [multisigAccount, keyAccount, ledgerAccount] });
});

describe('MultisigReview', () => {
  it('shows what is signed and who signed, signs with the chosen own accounts up to the threshold', async () => {
    const user = userEvent.setup();
    const initial = proposalToText(createProposal(payment(), params));
    await renderWithProviders(<Harness from={multisigAccount} initial={initial} />);

    const details = screen.getByRole('region', { name: 'Multisig transaction' });
    expect(details).toHaveTextContent(payment().txID());
    expect(details).toHaveTextContent('1.500000 Algo');
    expect(details).toHaveTextContent('lunch');
    expect(details).toHaveTextContent('2 of 3');
    expect(screen.getByText('Signed 0 of 2 required')).toBeInTheDocument();
    expect(within(signatureRow(friend)).getByText('Not signed')).toBeInTheDocument();
    expect(within(signatureRow(mine)).getByText('Alice key')).toBeInTheDocument();
    expect(screen.getByLabelText('ready')).toHaveTextContent('false');

    const sign = screen.getByRole('button', { name: 'Sign' });
    expect(sign).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Alice key/ }));
    await user.click(screen.getByRole('checkbox', { name: /Alice Nano/ }));
    await user.click(sign);

    await waitFor(() => expect(screen.getByLabelText('ready')).toHaveTextContent('true'));
    expect(screen.getByText('Signed 2 of 2 required')).toBeInTheDocument();
    expect(within(signatureRow(mine)).getByText('Signed')).toBeInTheDocument();
    expect(within(signatureRow(ledgerAddr)).getByText('Signed')).toBeInTheDocument();
    expect(notifySuccess).toHaveBeenCalledWith('Signed with Alice Nano');
    // Done: no more signing or combining, only passing it on.
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Combine' })).toBeNull();

    const bytes = signedBytes(latest);
    const decoded = algosdk.decodeSignedTransaction(bytes);
    expect(
      algosdk.verifyMultisig(payment().bytesToSign(), decoded.msig!, decoded.txn.sender.publicKey),
    ).toBe(true);
  });

  it('keeps what was signed when a second signer fails, and says why in a toast', async () => {
    const user = userEvent.setup();
    let refuse: (error: Error) => void = () => {};
    mocks.rawSignature.mockImplementation(async (signer: PublicAccount, txn: Transaction) => {
      if (signer.type !== 'ledger') return txn.rawSignTxn(keys.get(signer.addr)!.sk);
      return new Promise((_, reject) => (refuse = reject));
    });
    const initial = proposalToText(createProposal(payment(), params));
    await renderWithProviders(<Harness from={multisigAccount} initial={initial} />);
    await user.click(screen.getByRole('checkbox', { name: /Alice key/ }));
    await user.click(screen.getByRole('checkbox', { name: /Alice Nano/ }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    // The Ledger is asked last; the user is told to look at the device meanwhile.
    expect(await screen.findByText(/Check the transaction on your Ledger/)).toBeInTheDocument();
    expect(screen.getByText('Signed 1 of 2 required')).toBeInTheDocument();
    refuse(new HttpError(400, 'Device refused'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Device refused'));
    expect(screen.queryByText(/Check the transaction on your Ledger/)).toBeNull();
    // Only the Ledger is left to choose.
    expect(screen.getByRole('checkbox', { name: /Alice Nano/ })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Alice key/ })).toBeNull();
  });

  it('passes the proposal on as a link, QR code and text', async () => {
    const initial = signedBy(proposalToText(createProposal(payment(), params)), mine);
    await renderWithProviders(<Harness from={multisigAccount} initial={initial} />);
    const share = screen.getByRole('region', { name: 'Pass the proposal to co-signers' });
    const link = within(share).getByRole('textbox', { name: 'Link to the proposal' });
    expect(link).toHaveValue(`${window.location.origin}/multisig/${msig}/${initial}`);
    expect(within(share).getByRole('textbox', { name: /Proposal text/ })).toHaveValue(initial);
    expect(within(share).getByRole('img', { name: /QR code with the link/ })).toBeInTheDocument();
  });

  it('combines a co-signer proposal or link, and explains what it cannot combine', async () => {
    const user = userEvent.setup();
    const empty = proposalToText(createProposal(payment(), params));
    await renderWithProviders(<Harness from={multisigAccount} initial={signedBy(empty, mine)} />);
    const box = screen.getByRole('textbox', { name: 'Proposal or link from a co-signer' });
    const combine = () => user.click(screen.getByRole('button', { name: 'Combine' }));

    fireEvent.change(box, { target: { value: 'not a proposal!' } });
    await combine();
    expect(notifyError).toHaveBeenLastCalledWith('The proposal is not valid base64url text.');
    expect(box).toHaveValue('not a proposal!');

    const other = proposalToText(createProposal(payment(friend), params));
    fireEvent.change(box, { target: { value: other } });
    await combine();
    expect(notifyError).toHaveBeenLastCalledWith(`The proposal is for another account: ${friend}`);

    fireEvent.change(box, { target: { value: signedBy(empty, mine) } });
    await combine();
    expect(notifyError).toHaveBeenLastCalledWith('This proposal adds no new signature.');

    const theirs = signedBy(empty, friend);
    fireEvent.change(box, {
      target: { value: `https://other.example/multisig/${msig}/${theirs}` },
    });
    await combine();
    await waitFor(() => expect(screen.getByLabelText('ready')).toHaveTextContent('true'));
    expect(notifySuccess).toHaveBeenCalledWith(`Signatures added: ${friend}`);
  });

  it('covers an account rekeyed to the multisig', async () => {
    const rekeyed = account(key(), { name: 'Old account', hasSecret: true, rekeyedTo: msig });
    sessionStore.setState({ accounts: [multisigAccount, keyAccount, rekeyed] });
    const initial = proposalToText(createProposal(payment(rekeyed.addr), params));
    await renderWithProviders(<Harness from={rekeyed} initial={initial} />);
    const details = screen.getByRole('region', { name: 'Multisig transaction' });
    expect(within(details).getByText(msig)).toBeInTheDocument();
    // The only own member with a key: chosen without asking.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(screen.getByText('Signed 1 of 2 required')).toBeInTheDocument());
  });

  it('says so when the proposal cannot be read', async () => {
    await renderWithProviders(<Harness from={multisigAccount} initial="abcde" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This proposal cannot be read: The proposal text has a wrong length',
    );
  });
});

describe('2FA co-signature', () => {
  const [primary, recovery, provider] = [key(), key(), key()];
  const tfParams = { version: 1, threshold: 2, addrs: [primary, recovery, provider].sort() };
  const tfAddr = multisigAddress(tfParams).toString();
  const parts = { primaryAccount: primary, recoveryAccount: recovery, twoFactorAccount: provider };
  const twoFa = account(tfAddr, {
    name: 'Savings',
    type: '2fa',
    params: tfParams,
    twoFactor: { ...parts, twoFactorAuthProvider: 'local' },
  });
  const hot = account(primary, { name: 'Hot', hasSecret: true });

  beforeEach(() => {
    sessionStore.setState({ accounts: [twoFa, hot] });
    mocks.getRealm.mockResolvedValue('2FA#ARC14');
    mocks.createTwoFactorAuthToken.mockResolvedValue('SigTx dG9rZW4=');
    mocks.signWithTwoFactorCode.mockImplementation(async (req: { signedTransaction: string }) => {
      const blob = base64ToBytes(req.signedTransaction);
      return bytesToBase64(
        appendSignMultisigTransaction(blob, tfParams, keys.get(provider)!.sk).blob,
      );
    });
  });

  it('authorizes the primary account, then asks the provider with the 6-digit code', async () => {
    const user = userEvent.setup();
    const initial = signedBy(proposalToText(createProposal(payment(tfAddr), tfParams)), primary);
    await renderWithProviders(<Harness from={twoFa} initial={initial} p={tfParams} />);

    const block = screen.getByRole('region', { name: '2FA code' });
    expect(within(block).queryByRole('textbox')).toBeNull();
    await user.click(within(block).getByRole('button', { name: 'Sign the authorization request' }));
    expect(mocks.createTwoFactorAuthToken).toHaveBeenCalledWith(hot, '2FA#ARC14');

    const code = await within(block).findByRole('textbox', {
      name: /Code from the authenticator app/,
    });
    const sign = within(block).getByRole('button', { name: 'Sign with the 2FA provider' });
    await user.type(code, '12345');
    expect(sign).toBeDisabled();
    mocks.signWithTwoFactorCode.mockRejectedValueOnce(new HttpError(400, 'Invalid PIN'));
    await user.type(code, '6');
    await user.click(sign);
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Invalid PIN'));

    await user.type(code, '654321');
    await user.click(sign);
    await waitFor(() => expect(screen.getByLabelText('ready')).toHaveTextContent('true'));
    expect(mocks.signWithTwoFactorCode).toHaveBeenLastCalledWith({
      providerId: 'local',
      authToken: 'SigTx dG9rZW4=',
      recoveryAccount: recovery,
      code: '654321',
      signedTransaction: bytesToBase64(base64UrlToBytes(initial)),
    });
    expect(screen.queryByRole('region', { name: '2FA code' })).toBeNull();
    expect(within(signatureRow(provider)).getByText('Signed')).toBeInTheDocument();
    // Neither the code nor the bearer token may sit in the mutation cache.
    const mutations = probe.client!.getMutationCache().getAll();
    expect(mutations.length).toBeGreaterThanOrEqual(3);
    for (const mutation of mutations) {
      expect(mutation.state.variables).toBeUndefined();
      expect(mutation.state.data).not.toBe('SigTx dG9rZW4=');
    }
  });

  it('refuses an answer that does not carry the provider signature', async () => {
    const user = userEvent.setup();
    mocks.signWithTwoFactorCode.mockImplementation(
      async (req: { signedTransaction: string }) => req.signedTransaction,
    );
    const initial = proposalToText(createProposal(payment(tfAddr), tfParams));
    await renderWithProviders(<Harness from={twoFa} initial={initial} p={tfParams} />);
    await user.click(screen.getByRole('button', { name: 'Sign the authorization request' }));
    await user.type(await screen.findByRole('textbox', { name: /Code from/ }), '111111');
    await user.click(screen.getByRole('button', { name: 'Sign with the 2FA provider' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('The 2FA provider did not add its signature.'),
    );
  });

  it('tells when the primary account cannot authorize', async () => {
    sessionStore.setState({ accounts: [twoFa] });
    const initial = proposalToText(createProposal(payment(tfAddr), tfParams));
    await renderWithProviders(<Harness from={twoFa} initial={initial} p={tfParams} />);
    expect(screen.getByRole('region', { name: '2FA code' })).toHaveTextContent(
      `The primary account ${primary} of this 2FA account is not in this wallet`,
    );
  });
});
