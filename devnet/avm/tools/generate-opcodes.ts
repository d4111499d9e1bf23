/**
 * Turns the Algorand Specifications' opcode listing (Appendix A, "Version 12 Opcodes", vendored in
 * devnet/avm/spec/) into devnet/avm/opcodes.generated.ts: every opcode's byte, name, immediates,
 * first version, modes, cost and stack types, and every field table (txn, global, ...).
 *
 * Appendix A describes the latest version only; the costs that differed in earlier versions
 * (`7 (v1)`, `35 (since v2)`) come from the version-specific listing the specs repository kept
 * until late 2023 (spec/TEAL_opcodes-v10.md). Both files are CC-BY-4.0, see spec/README.md.
 *
 *   npx tsx devnet/avm/tools/generate-opcodes.ts            # regenerate from the vendored spec
 *   npx tsx devnet/avm/tools/generate-opcodes.ts <specs-git-dir>   # refresh the vendored copy first
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SPEC_FILES = {
  appendix: join(ROOT, 'spec', 'avm-appendix-a.md'),
  legacy: join(ROOT, 'spec', 'TEAL_opcodes-v10.md'),
};
export const GENERATED_FILE = join(ROOT, 'opcodes.generated.ts');
/** Commits of algorandfoundation/specs the vendored files come from. */
const SOURCES = {
  appendix: {
    commit: '71e152527831ea860cfe66888704ff5b84373609',
    path: 'src/avm/avm-appendix-a.md',
  },
  legacy: { commit: '9303004ec20efd282f8c92b86e9204c15861b978', path: 'dev/TEAL_opcodes.md' },
};

type SimpleCost =
  | { kind: 'fixed'; cost: number }
  | { kind: 'linear'; base: number; per: number; chunk: number; arg: string };
type Cost = SimpleCost | { kind: 'byField'; costs: Record<string, SimpleCost> };

interface ParsedOp {
  code: number;
  name: string;
  immediates: { name: string; kind: string; group?: string }[];
  minVersion: number;
  mode: 'any' | 'app' | 'sig';
  costs: { from: number; cost: Cost }[];
  args: { name?: string; type: string }[] | null;
  returns: { name?: string; type: string }[] | null;
  exits: boolean;
  stack: string;
}

interface ParsedField {
  index: number;
  name: string;
  type: string | null;
  minVersion: number;
}

function fail(message: string): never {
  throw new Error(`generate-opcodes: ${message}`);
}

function parseSimpleCost(text: string): SimpleCost {
  const fixed = /^(\d+)$/.exec(text);
  if (fixed) return { kind: 'fixed', cost: Number(fixed[1]) };
  const linear = /^(\d+) \+ (\d+) per (\d+) bytes of ([A-Z])$/.exec(text);
  if (linear) {
    return {
      kind: 'linear',
      base: Number(linear[1]),
      per: Number(linear[2]),
      chunk: Number(linear[3]),
      arg: linear[4] ?? fail(text),
    };
  }
  return fail(`unreadable cost "${text}"`);
}

function parseCost(text: string): Cost {
  if (!text.includes('=')) return parseSimpleCost(text);
  const costs: Record<string, SimpleCost> = {};
  for (const part of text.split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (!name || !value) fail(`unreadable cost "${text}"`);
    costs[name] = parseSimpleCost(value);
  }
  return { kind: 'byField', costs };
}

function parseStackSide(text: string): { name?: string; type: string }[] | null {
  const parts = text.split(', ').filter((p) => p !== '...');
  if (parts.some((p) => /\[[A-Z]/.test(p) || p.includes(' or '))) return null;
  return parts.map((p) => {
    const named = /^([A-Z]\d?): (.+)$/.exec(p);
    if (named) return { name: named[1], type: named[2] ?? fail(p) };
    if (/^[A-Z]$/.test(p)) return { name: p, type: 'any' };
    return { type: p };
  });
}

const ENCODINGS: Record<string, string> = {
  '{uint8}': 'uint8',
  '{int8}': 'int8',
  '{int16 (big-endian)}': 'label',
  '{varuint count, [int16 (big-endian) ...]}': 'labels',
  '{varuint count, [varuint ...]}': 'varuints',
  '{varuint count, [varuint length, bytes ...]}': 'bytesList',
  '{varuint length, bytes}': 'bytes',
  '{varuint}': 'varuint',
};

function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9_ -]/g, '')
    .replace(/ /g, '-');
}

function parseImmediates(name: string, bytecode: string, syntax: string | undefined) {
  const encodings = bytecode.match(/\{[^}]*\}/g) ?? [];
  if (encodings.length === 0) return [];
  if (!syntax) fail(`${name} has immediates but no syntax`);
  const m = /^`([^`]+)`(?: where (.*))?$/.exec(syntax) ?? fail(`syntax of ${name}`);
  const names = (m[1] ?? '')
    .split(' ')
    .slice(1)
    .filter((t) => t !== '...');
  if (names.length !== encodings.length)
    fail(`${name}: ${names.length} names, ${encodings.length} encodings`);
  const described = new Map<string, string>();
  for (const d of (m[2] ?? '').split(/, (?=[A-Z]+(?: \.\.\.)?:)/)) {
    const dm = /^([A-Z]+)(?: \.\.\.)?: (.*)$/.exec(d);
    if (dm?.[1]) described.set(dm[1], dm[2] ?? '');
  }
  return names.map((immName, i) => {
    let kind = ENCODINGS[encodings[i] ?? ''] ?? fail(`${name}: encoding ${encodings[i]}`);
    const link = /\(#([^)]+)\)/.exec(described.get(immName) ?? '');
    if (!link?.[1]) return { name: immName, kind };
    if (kind !== 'uint8') fail(`${name}: a field that is not uint8`);
    kind = 'field';
    // `itxn_field F` and `gitxn T F` link the txn table by its old anchor.
    const group = link[1] === 'txn' ? 'txn-fields' : link[1];
    return { name: immName, kind, group };
  });
}

function parseTable(
  lines: string[],
  start: number,
): { rows: Record<string, string>[]; end: number } {
  let i = start;
  while (i < lines.length && !(lines[i] ?? '').startsWith('|')) i++;
  const header = (lines[i] ?? '')
    .split('|')
    .slice(1, -1)
    .map((s) => s.trim());
  i += 2;
  const rows: Record<string, string>[] = [];
  for (; i < lines.length && (lines[i] ?? '').startsWith('|'); i++) {
    const cells = (lines[i] ?? '')
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((s) => s.trim().replace(/\\\|/g, '|'));
    rows.push(Object.fromEntries(header.map((h, k) => [h, cells[k] ?? ''])));
  }
  return { rows, end: i };
}

function versionOf(text: string | undefined): number {
  if (!text) return 1;
  const m = /^v(\d+)$/.exec(text.trim()) ?? fail(`version "${text}"`);
  return Number(m[1]);
}

/** The costs a version-specific listing gives per version: opcode name -> [from, cost text]. */
function parseLegacyCosts(
  legacy: string,
): Map<string, { from: number; to?: number; cost: string }[]> {
  const out = new Map<string, { from: number; to?: number; cost: string }[]>();
  let op = '';
  const lines = legacy.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.startsWith('## ')) op = line.slice(3).trim();
    if (line !== '- **Cost**:') continue;
    const entries: { from: number; to?: number; cost: string }[] = [];
    for (let j = i + 1; /^\s+- /.test(lines[j] ?? ''); j++) {
      const m =
        /^\s+- (.+) \((?:v(\d+)|since v(\d+)|v(\d+) - v(\d+))\)$/.exec(lines[j] ?? '') ??
        fail(`legacy cost line "${lines[j]}"`);
      const cost = m[1] ?? '';
      if (m[2]) entries.push({ from: Number(m[2]), to: Number(m[2]), cost });
      else if (m[3]) entries.push({ from: Number(m[3]), cost });
      else entries.push({ from: Number(m[4]), to: Number(m[5]), cost });
    }
    out.set(op, entries);
  }
  return out;
}

export function parseSpec(appendix: string, legacy: string) {
  const lines = appendix.split('\n');
  const ops: ParsedOp[] = [];
  const fields: Record<string, ParsedField[]> = {};
  const legacyCosts = parseLegacyCosts(legacy);
  let current: Record<string, string> | null = null;
  let currentName = '';
  const finish = () => {
    if (!current) return;
    const name = currentName;
    const bytecode = current.Bytecode ?? fail(`${name} has no bytecode`);
    const code = parseInt(/^0x([0-9a-f]{2})/.exec(bytecode)?.[1] ?? fail(`byte of ${name}`), 16);
    const stack = (current.Stack ?? fail(`${name} has no stack`)).replace(/&rarr;/g, '→');
    const [before = '', after = ''] = stack.split(' → ');
    const exits = after === '_exits_';
    const minVersion = versionOf(current.Availability);
    const costText = current['**Cost**'] ?? '1';
    const legacyEntries = legacyCosts.get(name);
    const costs =
      legacyEntries && legacyEntries.length > 0
        ? legacyEntries.map((e, k) => ({
            from: k === 0 ? minVersion : e.from,
            cost: parseCost(k === legacyEntries.length - 1 ? costText : e.cost),
          }))
        : [{ from: minVersion, cost: parseCost(costText) }];
    const mode =
      current.Mode === 'Application' ? 'app' : current.Mode === 'Signature' ? 'sig' : 'any';
    if (current.Mode && mode === 'any') fail(`mode ${current.Mode}`);
    ops.push({
      code,
      name,
      immediates: parseImmediates(name, bytecode, current.Syntax),
      minVersion,
      mode,
      costs,
      args: parseStackSide(before),
      returns: exits ? [] : parseStackSide(after),
      exits,
      stack,
    });
    current = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.startsWith('## ')) {
      finish();
      currentName = line.slice(3).trim();
      current = {};
      continue;
    }
    if (line.startsWith('### ')) {
      const heading = line.slice(4).trim();
      const { rows, end } = parseTable(lines, i + 1);
      fields[anchorOf(heading)] = rows.map((r) => ({
        index: Number(r.INDEX ?? fail(`${heading}: no index`)),
        name: r.NAME ?? fail(`${heading}: no name`),
        type: r.TYPE === undefined ? null : r.TYPE.replace(/\\/g, ''),
        minVersion: versionOf(r.IN || undefined),
      }));
      i = end - 1;
      continue;
    }
    const bullet = /^- (Syntax|Bytecode|Stack|\*\*Cost\*\*|Availability|Mode): (.*)$/.exec(line);
    if (bullet && current && bullet[1]) current[bullet[1]] = (bullet[2] ?? '').trim();
  }
  finish();
  return { ops, fields };
}

function render(spec: ReturnType<typeof parseSpec>): string {
  const out: string[] = [];
  out.push(
    '// Generated by devnet/avm/tools/generate-opcodes.ts from the Algorand Specifications',
    `// (algorandfoundation/specs ${SOURCES.appendix.path} at ${SOURCES.appendix.commit.slice(0, 7)},`,
    `// version costs from ${SOURCES.legacy.path} at ${SOURCES.legacy.commit.slice(0, 7)}; CC-BY-4.0).`,
    '// Do not edit: change the generator and run it again.',
    '',
    "export type ImmediateKind = 'uint8' | 'int8' | 'label' | 'labels' | 'varuint' | 'varuints' | 'bytes' | 'bytesList' | 'field';",
    '/** One immediate argument; a `field` names its table in FIELD_GROUPS. */',
    'export interface ImmediateSpec { readonly name: string; readonly kind: ImmediateKind; readonly group?: string }',
    '/** Cost of one execution: fixed, or base + per for each started chunk of bytes of a stack argument. */',
    "export type SimpleCost = { readonly kind: 'fixed'; readonly cost: number } | { readonly kind: 'linear'; readonly base: number; readonly per: number; readonly chunk: number; readonly arg: string };",
    "export type Cost = SimpleCost | { readonly kind: 'byField'; readonly costs: Readonly<Record<string, SimpleCost>> };",
    '/** A stack slot as the spec types it (`uint64`, `[]byte`, `[32]byte`, `bool`, `any`, ...). */',
    'export interface StackSlot { readonly name?: string; readonly type: string }',
    'export interface OpSpec {',
    '  readonly code: number;',
    '  readonly name: string;',
    '  readonly immediates: readonly ImmediateSpec[];',
    '  readonly minVersion: number;',
    "  readonly mode: 'any' | 'app' | 'sig';",
    '  /** Cost from each version on, in increasing `from` order. */',
    '  readonly costs: readonly { readonly from: number; readonly cost: Cost }[];',
    '  /** null where the spec describes a variable number of slots. */',
    '  readonly args: readonly StackSlot[] | null;',
    '  readonly returns: readonly StackSlot[] | null;',
    '  readonly exits: boolean;',
    "  /** The spec's stack line, verbatim. */",
    '  readonly stack: string;',
    '}',
    'export interface FieldSpec { readonly index: number; readonly name: string; readonly type: string | null; readonly minVersion: number }',
    '',
    `export const LATEST_VERSION = ${/# Version (\d+) Opcodes/.exec(readFileSync(SPEC_FILES.appendix, 'utf8'))?.[1] ?? fail('no version')};`,
    '',
    'export const OPCODES: readonly OpSpec[] = [',
  );
  for (const op of spec.ops) out.push(`  ${JSON.stringify(op)},`);
  out.push(
    '];',
    '',
    '/** Field tables by their anchor in the spec (`txn-fields`, `global-fields`, ...). */',
  );
  out.push('export const FIELD_GROUPS: Readonly<Record<string, readonly FieldSpec[]>> = {');
  for (const [group, rows] of Object.entries(spec.fields)) {
    out.push(`  ${JSON.stringify(group)}: [`);
    for (const row of rows) out.push(`    ${JSON.stringify(row)},`);
    out.push('  ],');
  }
  out.push('};', '');
  return out.join('\n');
}

export function generateOpcodeModule(): string {
  return render(
    parseSpec(readFileSync(SPEC_FILES.appendix, 'utf8'), readFileSync(SPEC_FILES.legacy, 'utf8')),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const specsGitDir = process.argv[2];
  if (specsGitDir) {
    for (const key of ['appendix', 'legacy'] as const) {
      const { commit, path } = SOURCES[key];
      const text = execFileSync('git', ['--git-dir', specsGitDir, 'show', `${commit}:${path}`], {
        encoding: 'utf8',
      });
      writeFileSync(SPEC_FILES[key], text);
    }
  }
  writeFileSync(GENERATED_FILE, generateOpcodeModule());
  console.log(`wrote ${GENERATED_FILE}`);
}
