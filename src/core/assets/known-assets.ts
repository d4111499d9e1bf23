// Well-known assets per network: the swap's destination list and the payment gateway's builder
// assets (spec 001 section 9). Only ids are kept: names, units and decimals are read from the
// chain, so a list entry can never show another asset's name.

export interface KnownAsset {
  id: bigint;
  /** Short label for lists before the chain has answered. */
  label: string;
}

const MAINNET: KnownAsset[] = [
  { id: 312769n, label: 'USDt' },
  { id: 31566704n, label: 'USDC' },
  { id: 793124631n, label: 'gALGO' },
  { id: 386192725n, label: 'goBTC' },
  { id: 386195940n, label: 'goETH' },
  { id: 672913181n, label: 'goUSD' },
  { id: 760037151n, label: 'xUSD' },
  { id: 388592191n, label: 'Chips' },
  { id: 470842789n, label: 'Defly' },
  { id: 287867876n, label: 'Opulous' },
  { id: 700965019n, label: 'Vestige' },
  { id: 796425061n, label: 'CoopCoin' },
  { id: 1138500612n, label: 'Gora' },
  { id: 452399768n, label: 'VoteCoin' },
];

const TESTNET: KnownAsset[] = [{ id: 10458941n, label: 'USDC' }];

/** By network (genesis id). */
export const KNOWN_ASSETS: Readonly<Record<string, readonly KnownAsset[]>> = {
  'mainnet-v1.0': MAINNET,
  'testnet-v1.0': TESTNET,
};

/** The community's vote token: the swap's default destination (spec 001 section 2). */
export const VOTE_TOKEN: Readonly<Record<string, bigint>> = { 'mainnet-v1.0': 452399768n };

export function knownAssets(network: string): readonly KnownAsset[] {
  return KNOWN_ASSETS[network] ?? [];
}
