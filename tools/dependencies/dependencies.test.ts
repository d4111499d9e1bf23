// The runtime dependencies are exactly what the wallet imports, and the README says why each is
// there (issue 11). Tests, tools, the devnet and benchmarks may import dev dependencies only.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');

interface PackageJson {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;
const runtime = Object.keys(pkg.dependencies);
const dev = Object.keys(pkg.devDependencies);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const isTest = (path: string) =>
  /\.test\.tsx?$/.test(path) || relative(ROOT, path).startsWith(join('src', 'test'));

/** The package names a file imports (static, type-only, dynamic), subpaths folded. */
function importedPackages(text: string): Set<string> {
  const names = new Set<string>();
  const specifiers = text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g);
  for (const [, specifier] of specifiers) {
    if (!specifier || specifier.startsWith('.') || specifier.startsWith('/')) continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier));
  }
  return names;
}

const walletFiles = sourceFiles(join(ROOT, 'src')).filter((path) => !isTest(path));
const walletImports = new Set(
  walletFiles.flatMap((path) => [...importedPackages(readFileSync(path, 'utf8'))]),
);

describe('runtime dependencies', () => {
  it('are all imported by the wallet', () => {
    expect(runtime.filter((name) => !walletImports.has(name))).toEqual([]);
  });

  it('include nothing the wallet only gets from dev dependencies', () => {
    expect(dev.filter((name) => walletImports.has(name) && !name.startsWith('@types/'))).toEqual(
      [],
    );
  });

  it('each have a row in the README saying why', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const rows = readme.split('\n').filter((line) => line.startsWith('| `'));
    const listed = new Set(
      rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1])),
    );
    expect(runtime.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => name && !runtime.includes(name))).toEqual([]);
  });
});
