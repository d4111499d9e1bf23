// Voting (issue 16): the coin-weighted tally of one question with 10,000 accounts, 7,000 direct
// voters and 3,000 delegators (chains of up to 30 hops, splits, category and 'any', a few
// cycles), budget 500 ms, goal 100 ms. Also the decoding of the 10,000 notes the indexer would
// hand over (collectAnswers + collectDelegations), which precedes every tally. Pure core, Node.
import { encodeAddress } from 'algosdk';
import { collectAnswers, collectDelegations, type ChainNote } from '../src/core/voting/answers';
import { encodeDelegationNote, encodeVoteNote } from '../src/core/voting/notes';
import { tally } from '../src/core/voting/tally';
import { figure } from './support';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** Deterministic pseudo-random numbers, so every run measures the same graph. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function address(i: number): string {
  const bytes = new Uint8Array(32);
  new DataView(bytes.buffer).setUint32(0, i + 1);
  bytes[31] = 0xa5;
  return encodeAddress(bytes);
}

export function buildScenario() {
  const random = lcg(16);
  const QID = 'BENCHQUESTION0000000000000000000000000000000000000';
  const question = { id: QID, round: 1000, maxRound: 21000 };
  const options = ['A', 'B', 'C', 'D'];
  const voters = Array.from({ length: 7000 }, (_, i) => address(i));
  const delegators = Array.from({ length: 3000 }, (_, i) => address(7000 + i));
  const pickVoter = () => voters[Math.floor(random() * voters.length)]!;

  const voteNotes: ChainNote[] = voters.map((sender, i) => ({
    id: `v${i}`,
    sender,
    round: 2000 + i,
    note: encodeVoteNote(
      QID,
      new Map(options.map((code) => [code, Math.floor(random() * 101)] as [string, number])),
    ),
  }));
  // Chains of 1..30 delegators; the last one delegates to one or two voters, every 7th member
  // also splits to a voter, every 3rd chain uses the question's category beside 'any'.
  const delegationNotes: ChainNote[] = [];
  let next = 0;
  let chainIndex = 0;
  while (next < delegators.length - 50) {
    const length = Math.min(1 + Math.floor(random() * 30), delegators.length - 50 - next);
    const chain = delegators.slice(next, next + length);
    next += length;
    chain.forEach((sender, k) => {
      const to = new Map<string, number>();
      if (k + 1 < chain.length) to.set(chain[k + 1]!, 1 + Math.floor(random() * 1000));
      else to.set(pickVoter(), 1 + Math.floor(random() * 1000));
      if (k % 7 === 0 || k + 1 === chain.length)
        to.set(pickVoter(), 1 + Math.floor(random() * 1000));
      const d = new Map([['any', to]]);
      if (chainIndex % 3 === 0) d.set('community', new Map([[pickVoter(), 5]]));
      delegationNotes.push({
        id: `d${sender}`,
        sender,
        round: 1500,
        note: encodeDelegationNote(d),
      });
    });
    chainIndex++;
  }
  // The last 50 delegators: 10 cycles of 5, each member also leaking a little to a voter.
  for (let c = 0; c < 10; c++) {
    const cycle = delegators.slice(next + c * 5, next + c * 5 + 5);
    cycle.forEach((sender, k) => {
      const to = new Map([
        [cycle[(k + 1) % 5]!, 900],
        [pickVoter(), 100],
      ]);
      delegationNotes.push({
        id: `c${sender}`,
        sender,
        round: 1500,
        note: encodeDelegationNote(new Map([['any', to]])),
      });
    });
  }
  const balances = new Map<string, bigint>();
  for (const a of [...voters, ...delegators]) {
    balances.set(a, BigInt(Math.floor(random() * 1e6)) * 1_000_000n + 123_456n);
  }
  return { question, options, voteNotes, delegationNotes, balances };
}

export async function main(): Promise<void> {
  const { question, options, voteNotes, delegationNotes, balances } = buildScenario();
  const decodeRuns: number[] = [];
  const tallyRuns: number[] = [];
  let summary = '';
  for (let run = 0; run < 11; run++) {
    const t0 = performance.now();
    const answers = collectAnswers(voteNotes, question);
    const delegations = collectDelegations(delegationNotes, question.maxRound);
    const t1 = performance.now();
    const result = tally({
      optionCodes: options,
      category: 'community',
      votes: new Map([...answers].map(([sender, answer]) => [sender, answer.points])),
      delegations,
      balances,
    });
    const t2 = performance.now();
    decodeRuns.push(t1 - t0);
    tallyRuns.push(t2 - t1);
    const delegatedShare = Number((result.delegatedTotal * 10000n) / result.total) / 100;
    summary =
      `${answers.size} voters, ${delegations.size} delegators; ${delegatedShare}% of the counted power ` +
      `delegated${result.incomplete ? ', INCOMPLETE' : ''}`;
  }
  figure(
    'voting tally, 10,000 accounts',
    median(tallyRuns),
    'ms',
    `voting tally, 10,000 accounts with delegation: median ${ms(median(tallyRuns))} (budget 500 ms, goal 100 ms)`,
  );
  console.log(`  decoding their 10,000 notes first: median ${ms(median(decodeRuns))}`);
  console.log(`  ${summary}`);
}

// `npx tsx bench/voting-tally.ts` runs it alone; run-all imports main.
if (import.meta.url === `file://${process.argv[1]}`) await main();
