import type { Algodv2 } from 'algosdk';
import { generateAccount, secretKeyToMnemonic } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Devnet } from '../../../../devnet/server';
import { startWalletDevnet } from '../../../test/devnet-chain';
import { parseDistributeLines, parseMnemonicLines } from '../../../core/voting/bulk-lines';
import { checkLines, runBulk, type LineOutcome } from './bulk-plan';
import { describeOutcome } from './use-bulk-tool';

// The tools' run without the screen: lines checked (duplicates included), one payment per
// phrase signed on its own, every line reported once in the spec's words.

let devnet: Devnet;
let algod: Algodv2;
const t = ((key: string, values: Record<string, string>) =>
  `${key} ${JSON.stringify(values)}`) as unknown as Parameters<typeof describeOutcome>[0];

beforeAll(async () => {
  ({ devnet, algod } = await startWalletDevnet());
}, 60_000);
afterAll(() => devnet.stop());

describe('checkLines', () => {
  it('lists bad lines and duplicates, keeps the good ones', async () => {
    const a = generateAccount().addr.toString();
    const checked = checkLines(
      await parseDistributeLines(`${a}\none two\n${a}\nBAD`),
      (line) => line.address,
      (line) => `dup: ${line}`,
    );
    expect(checked.lines.map((l) => l.address)).toEqual([a, a]);
    expect(checked.errors).toEqual([
      'Line does not conaint mnemonic phrase: one two',
      `dup: ${a}`,
      'Address is invalid: BAD',
    ]);
  });
});

describe('runBulk with typed phrases', () => {
  it('pays from each phrase once and reports every line', async () => {
    const senders = [generateAccount(), generateAccount()];
    for (const s of senders) await devnet.fund(s.addr.toString(), 5_000_000);
    const to = generateAccount().addr.toString();
    const { lines } = checkLines(
      await parseMnemonicLines(senders.map((s) => secretKeyToMnemonic(s.sk)).join('\n')),
      (line) => line.address,
      (line) => line,
    );
    const phrases = lines.map((line) => (line.kind === 'mnemonic' ? line.phrase : ''));
    // A third payment whose phrase belongs to another account: reported failed, never sent.
    const stranger = generateAccount();
    const reports: [number, LineOutcome][] = [];
    await runBulk(
      [
        ...lines.map((l) => ({ from: l.address, to, amount: 1_000_000n })),
        {
          from: stranger.addr.toString(),
          to,
          amount: 1_000_000n,
        },
      ],
      { kind: 'phrases', phrases: [...phrases, phrases[0]!] },
      (index, outcome) => reports.push([index, outcome]),
    );
    expect(reports).toHaveLength(3);
    expect(reports.find(([i]) => i === 2)?.[1]).toEqual({ kind: 'failed' });
    const sent = reports.filter(([, o]) => o.kind === 'sent');
    expect(sent).toHaveLength(2);
    expect((await algod.accountInformation(to).do()).amount).toBe(2_000_000n);
    const [index, outcome] = sent[0]!;
    expect(describeOutcome(t, outcome, to, lines[index]!.address)).toBe(
      `payment from ${lines[index]!.address} to ${to} sent in tx ${(outcome as { txid: string }).txid}`,
    );
    expect(describeOutcome(t, { kind: 'failed', message: 'overspend' }, to)).toBe(
      `payment to ${to} failed to be sent: overspend`,
    );
  });
});
