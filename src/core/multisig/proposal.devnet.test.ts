import algosdk, { generateAccount, multisigAddress, type Transaction } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundedAccount,
  params as suggestedParams,
  refusal,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from '../../../devnet/test-support';
import {
  addSignature,
  combineProposals,
  createProposal,
  decodeProposal,
  encodeProposal,
  MULTISIG_PROPOSAL_FEE,
  proposalToText,
  signedTransactionBytes,
  type Proposal,
} from './proposal';

// The proposal flow end to end against the devnet, which verifies multisig subsignatures,
// thresholds and `sgnr` as algod does: two wallets pass the proposal as text, each signs
// with its own key, the combined transaction is accepted.

let chain: TestChain;
const keys = [generateAccount(), generateAccount(), generateAccount()];
const params = { version: 1, threshold: 2, addrs: keys.map((k) => k.addr.toString()) };
const msig = multisigAddress(params).toString();

beforeAll(async () => {
  chain = await startTestChain();
  await chain.devnet.fund(msig, 5_000_000);
});
afterAll(() => chain.devnet.stop());

async function payment(sender: string, amount = 250_000): Promise<Transaction> {
  const suggested = await suggestedParams(chain);
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: keys[0]!.addr,
    amount,
    suggestedParams: { ...suggested, fee: MULTISIG_PROPOSAL_FEE, flatFee: true },
  });
}

const sign = (p: Proposal, i: number) =>
  addSignature(p, keys[i]!.addr.toString(), p.txn.rawSignTxn(keys[i]!.sk));

describe('multisig proposals on the devnet', () => {
  it('2 of 3 signatures collected in two wallets are accepted', async () => {
    const suggested = await suggestedParams(chain);
    const context = { sender: msig, params, genesisHash: suggested.genesisHash };
    // Wallet A proposes and signs, and passes the text on.
    const walletA = sign(createProposal(await payment(msig), params), 0);
    // Wallet B opens it, signs its own copy, and passes it back; A combines.
    const walletB = sign(decodeProposal(proposalToText(walletA), context), 2);
    const { proposal, added } = combineProposals(walletA, proposalToText(walletB), context);
    expect(added).toEqual([params.addrs[2]]);
    const confirmed = await sendAndConfirm(chain, signedTransactionBytes(proposal));
    expect(confirmed.confirmedRound).toBeGreaterThan(0n);
  });

  it('one signature is below the threshold: the node refuses it too', async () => {
    const one = sign(createProposal(await payment(msig, 1000), params), 1);
    expect(await refusal(chain, encodeProposal(one))).toMatch(/multisig|threshold|signature/i);
  });

  it('an account rekeyed to the multisig pays with a proposal over the multisig params', async () => {
    const owner = await fundedAccount(chain, 2_000_000);
    const rekey = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: owner.addr,
      receiver: owner.addr,
      amount: 0,
      rekeyTo: msig,
      suggestedParams: await suggestedParams(chain),
    });
    await sendAndConfirm(chain, rekey.signTxn(owner.sk));
    const proposal = sign(sign(createProposal(await payment(owner.addr.toString()), params), 1), 2);
    await sendAndConfirm(chain, signedTransactionBytes(proposal));
    const info = await chain.algod.accountInformation(owner.addr).do();
    expect(info.authAddr?.toString()).toBe(msig);
  });
});
