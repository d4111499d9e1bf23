import { parseTokenId } from '../../core/voting/tokens';

// The AMS-01 token chosen per network, remembered in this browser (spec 001 section 2). Not a
// secret; read back defensively since anything may sit under the key.

const STORAGE_KEY = 'algow.vote.token';

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && parseTokenId(e[1]) !== null,
      ),
    );
  } catch {
    return {};
  }
}

export function rememberedVoteToken(network: string): bigint | null {
  const stored = Object.hasOwn(readAll(), network) ? readAll()[network] : undefined;
  return stored === undefined ? null : parseTokenId(stored);
}

export function rememberVoteToken(network: string, token: bigint): void {
  try {
    const all = readAll();
    all[network] = token.toString();
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled: the choice holds for this visit.
  }
}
