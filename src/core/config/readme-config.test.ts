import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appConfigSchema } from './app-config';

// The README's "Deployment config" list is what a deployer reads: it must name every key the
// wallet reads from config.json and no key the wallet ignores.

const README = readFileSync(join(__dirname, '../../../README.md'), 'utf8');

/** The keys each bullet of the section names before its colon: "- `a`, `b`: …". */
function readmeConfigKeys(readme: string): string[] {
  const start = readme.indexOf('\n## Deployment config\n');
  if (start < 0) return [];
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const keys: string[] = [];
  for (const line of section.split('\n')) {
    const named = /^- ((?:`\w+`(?:, )?)+):/.exec(line);
    if (named) keys.push(...[...named[1]!.matchAll(/`(\w+)`/g)].map((m) => m[1]!));
  }
  return keys;
}

describe("README's deployment config list", () => {
  it('names exactly the keys of the config schema, each once', () => {
    const named = readmeConfigKeys(README);
    expect(named.length).toBe(new Set(named).size);
    expect([...named].sort()).toEqual(Object.keys(appConfigSchema.shape).sort());
  });

  it('finds the keys of each bullet', () => {
    const readme = '# X\n\n## Deployment config\n\n- `a`, `b`: one.\n- `c`: `d` is not a key.\n';
    expect(readmeConfigKeys(`${readme}\n## Next\n\n- \`e\`: another section.\n`)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
