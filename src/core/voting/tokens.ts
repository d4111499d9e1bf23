import { KNOWN_ASSETS, VOTE_TOKEN } from '../assets/known-assets';

// AMS-01's token buttons (spec 001 section 2): the coin-weighted results count balances of the
// chosen token at the question's max round. 0 is the network's base coin.

export interface VoteTokenButton {
  id: bigint;
  /** A label for assets; undefined for the base coin (the page shows the network's symbol). */
  label?: string;
}

export const BASE_COIN_TOKEN = 0n;

/** The base coin, then the network's vote token and the other known governance tokens. */
export function voteTokenButtons(network: string): VoteTokenButton[] {
  const buttons: VoteTokenButton[] = [{ id: BASE_COIN_TOKEN }];
  const voteToken = VOTE_TOKEN[network];
  const known = KNOWN_ASSETS[network] ?? [];
  if (voteToken !== undefined) {
    buttons.push({ id: voteToken, label: known.find((a) => a.id === voteToken)?.label });
  }
  const gAlgo = known.find((a) => a.label === 'gALGO');
  if (gAlgo) buttons.push({ id: gAlgo.id, label: gAlgo.label });
  return buttons;
}

const MAX_ASSET_ID = 2n ** 64n - 1n;

/** A typed custom token: a decimal asset id (0 for the base coin), or null. */
export function parseTokenId(text: string): bigint | null {
  const trimmed = text.trim();
  if (!/^\d{1,20}$/.test(trimmed)) return null;
  const id = BigInt(trimmed);
  return id <= MAX_ASSET_ID ? id : null;
}
