// Algorand's domain-separation prefixes (go-algorand protocol/hash.go, HashID constants, plus
// "arc", which that file reserves for ARCs: "arc0060..." and so on). Every message the protocol
// signs or hashes starts with one: "TX" a transaction, "TG" a group, "MX" algosdk's signBytes,
// "Program"/"ProgData" a delegated logic signature and data for ed25519verify... Data a dapp
// asks us to sign must start with none of them, even though ARC-60 signs only hashes of it,
// so that no signature of ours is ever over bytes the chain or a contract would read.

export const RESERVED_PREFIXES: readonly string[] = [
  'appID',
  'arc',
  'aB',
  'aD',
  'aO',
  'aP',
  'aS',
  'AS',
  'B256',
  'BH',
  'BR',
  'ccc',
  'ccp',
  'ccs',
  'CR',
  'GE',
  'KP',
  'MA',
  'MB',
  'MX',
  'MsigProgram',
  'NIC',
  'NIR',
  'NIV',
  'NPR',
  'OA',
  'ORP',
  'OT1',
  'OT2',
  'PF',
  'PL',
  'Program',
  'ProgData',
  'PS',
  'PK',
  'SD',
  'SpecialAddr',
  'STIB',
  'spc',
  'spm',
  'spp',
  'sps',
  'spv',
  'TE',
  'TG',
  'TL',
  'TX',
  'VO',
];

const PREFIX_BYTES = RESERVED_PREFIXES.map((p) => Uint8Array.from(p, (c) => c.charCodeAt(0)));

/** The reserved prefix `bytes` starts with, or null. */
export function reservedPrefixOf(bytes: Uint8Array): string | null {
  for (const [i, prefix] of PREFIX_BYTES.entries()) {
    if (prefix.length <= bytes.length && prefix.every((b, j) => bytes[j] === b)) {
      return RESERVED_PREFIXES[i]!;
    }
  }
  return null;
}
