import type { StringTree } from './translate';

// The app strings of the other languages ship as their values alone, in the order of the
// English keys (the build turns locales/app/<lang>.json into that list, see vite.config.ts);
// the English file, loaded with them, gives the keys back. The keys are about a quarter of each
// file, so five languages ship about 50 KB gzip less. A missing string is null: English shows.

export type PackedStrings = readonly (string | null)[];

/** Every leaf key of `tree`, in its order. */
function leafKeys(tree: StringTree, prefix: readonly string[] = []): string[][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[...prefix, key]] : leafKeys(value, [...prefix, key]),
  );
}

function leafAt(tree: StringTree, path: readonly string[]): string | null {
  let node: string | StringTree | undefined = tree;
  for (const key of path) {
    if (typeof node !== 'object' || !Object.hasOwn(node, key)) return null;
    node = node[key];
  }
  return typeof node === 'string' ? node : null;
}

/** The values of `strings`, one per leaf of `english`, in its order. */
export function packStrings(english: StringTree, strings: StringTree): PackedStrings {
  return leafKeys(english).map((path) => leafAt(strings, path));
}

/** The tree `packStrings` was given back, without the strings it lacked. */
export function unpackStrings(english: StringTree, values: PackedStrings): StringTree {
  const tree: Record<string, unknown> = {};
  leafKeys(english).forEach((path, i) => {
    const value = values[i];
    if (typeof value !== 'string') return;
    let node = tree;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1] ?? ''] = value;
  });
  return tree as StringTree;
}
