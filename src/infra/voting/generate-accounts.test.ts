import { isValidAddress, mnemonicToSecretKey } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { parseDistributeLines, parseMnemonicLines } from '../../core/voting/bulk-lines';
import { generateAccountLines } from './generate-accounts';

// What the worker runs: fresh accounts whose phrase belongs to the printed address, as lines
// the governance tools read as they are.

describe('generateAccountLines', () => {
  it('makes distinct accounts whose phrase gives the address, with progress', async () => {
    const progress: number[] = [];
    const lines = await generateAccountLines(300, (done) => progress.push(done));
    expect(lines).toHaveLength(300);
    expect(new Set(lines).size).toBe(300);
    expect(progress.at(-1)).toBe(300);
    expect(progress.length).toBeGreaterThan(1);
    for (const line of lines.slice(0, 20)) {
      const words = line.split(' ');
      expect(words).toHaveLength(26);
      const address = words[25]!;
      expect(isValidAddress(address)).toBe(true);
      expect(mnemonicToSecretKey(words.slice(0, 25).join(' ')).addr.toString()).toBe(address);
    }
  });

  it('gives lines the opt-in, pay and distribute tools accept as they are', async () => {
    const text = (await generateAccountLines(3)).join('\n');
    for (const parsed of await Promise.all([
      parseMnemonicLines(text),
      parseDistributeLines(text),
    ])) {
      expect(parsed.map((l) => l.kind)).toEqual(['mnemonic', 'mnemonic', 'mnemonic']);
      parsed.forEach((l) => l.kind === 'mnemonic' && expect(l.line).toContain(l.address));
    }
  });
});
