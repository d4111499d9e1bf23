// @vitest-environment node
import algosdk, { type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundedAccount,
  params,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from '../../../devnet/test-support';
import { collectAnswers, collectDelegations } from '../../core/voting/answers';
import { encodeDelegationNote, encodeQuestionNote, encodeVoteNote } from '../../core/voting/notes';
import { buildVotingRecord } from '../../core/voting/submission';
import { utf8Encode } from '../../core/encoding/utf8';
import { setAppConfig, updateSettings } from '../settings/settings-store';
import {
  balancesAtRound,
  searchDelegationNotes,
  searchQuestions,
  searchTrustedListNotes,
  searchVoteNotes,
} from './voting-search';

// The voting searches against an in-process devnet: records are found by prefix and marker,
// and look-alikes (wrong amount, not to self, another question's votes) are not.

let chain: TestChain;
let asker: Account;

const question = encodeQuestionNote({
  title: 'Fees',
  text: 'Lower the fees?',
  category: 'community',
  duration: 50,
  options: [
    { code: 'y', text: 'Yes' },
    { code: 'n', text: 'No' },
  ],
});

async function publish(
  from: Account,
  kind: Parameters<typeof buildVotingRecord>[0],
  note: string,
): Promise<{ id: string; round: number }> {
  const txn = buildVotingRecord(kind, from.addr.toString(), note, await params(chain));
  const result = await sendAndConfirm(chain, txn.signTxn(from.sk));
  return { id: txn.txID(), round: Number(result.confirmedRound) };
}

async function pay(from: Account, to: string, amount: number, note: string) {
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to,
    amount,
    note: utf8Encode(note),
    suggestedParams: await params(chain),
  });
  const result = await sendAndConfirm(chain, txn.signTxn(from.sk));
  return Number(result.confirmedRound);
}

beforeAll(async () => {
  chain = await startTestChain();
  updateSettings({ env: 'sandbox' });
  setAppConfig({
    env: 'sandbox',
    algod: chain.devnet.algodUrl,
    algodToken: chain.devnet.token,
    indexer: chain.devnet.indexerUrl,
    indexerToken: chain.devnet.token,
  });
  asker = await fundedAccount(chain, 10_000_000);
});
afterAll(() => chain.devnet.stop());

describe('voting searches', () => {
  it('finds questions sent to self with 702, newest first, and skips look-alikes', async () => {
    const other = await fundedAccount(chain, 1_000_000);
    const first = await publish(asker, 'question', question);
    await pay(asker, other.addr.toString(), 702, question); // not to self
    await pay(asker, asker.addr.toString(), 703, question); // wrong marker
    await publish(asker, 'question', 'avote-question/v2:j{not json');
    const second = await publish(other, 'question', question);

    const found = await searchQuestions();
    expect(found.map((q) => q.id)).toEqual([second.id, first.id]);
    expect(found[1]).toMatchObject({
      sender: asker.addr.toString(),
      round: first.round,
      maxRound: first.round + 50,
    });
    const mine = await searchQuestions({ sender: other.addr.toString() });
    expect(mine.map((q) => q.id)).toEqual([second.id]);
  });

  it('reads votes of one question within its rounds, and delegations up to a round', async () => {
    const asked = await publish(asker, 'question', question);
    const record = (await searchQuestions()).find((q) => q.id === asked.id)!;
    const voter = await fundedAccount(chain, 3_000_000);
    const delegator = await fundedAccount(chain, 2_000_000);
    await publish(voter, 'vote', encodeVoteNote(asked.id, new Map([['y', 100]])));
    await publish(voter, 'vote', encodeVoteNote('SOMEOTHERQUESTIONID', new Map([['n', 1]])));
    const delegated = await publish(
      delegator,
      'delegation',
      encodeDelegationNote(new Map([['any', new Map([[voter.addr.toString(), 1]])]])),
    );
    const answers = collectAnswers(await searchVoteNotes(record), record);
    expect([...answers.keys()]).toEqual([voter.addr.toString()]);
    expect(answers.get(voter.addr.toString())!.points.get('y')).toBe(100);

    const delegations = collectDelegations(
      await searchDelegationNotes({ maxRound: delegated.round }),
      delegated.round,
    );
    expect(delegations.get(delegator.addr.toString())?.get('any')?.get(voter.addr.toString())).toBe(
      1,
    );
    expect(await searchDelegationNotes({ maxRound: delegated.round - 1 })).not.toContainEqual(
      expect.objectContaining({ sender: delegator.addr.toString() }),
    );
  });

  it('finds one account’s trusted-list notes only', async () => {
    const other = await fundedAccount(chain, 1_000_000);
    await publish(asker, 'trustedList', 'avote-tl/v1:j{"a":["X"],"r":[]}');
    await publish(other, 'trustedList', 'avote-tl/v1:j{"a":["Y"],"r":[]}');
    const notes = await searchTrustedListNotes(asker.addr.toString());
    expect(notes).toHaveLength(1);
    expect(notes[0]!.sender).toBe(asker.addr.toString());
  });

  it('reads balances at a past round, 0 for unknown accounts', async () => {
    const holder = await fundedAccount(chain, 4_000_000);
    const round = await pay(asker, asker.addr.toString(), 0, 'tick');
    await pay(asker, holder.addr.toString(), 1_000_000, 'later');
    const unknown = algosdk.generateAccount().addr.toString();
    const balances = await balancesAtRound([holder.addr.toString(), unknown], round, 0n);
    expect(balances.get(holder.addr.toString())).toBe(4_000_000n);
    expect(balances.get(unknown)).toBe(0n);
  });
});
