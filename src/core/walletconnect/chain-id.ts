import { bytesToBase64Url } from '../encoding/base64';

// CAIP-2 chain ids of Algorand networks for WalletConnect v2: "algorand:" plus the first 32
// characters of the base64url genesis hash (mainnet algorand:wGHE2Pwdvd7S12BL5FaOP20EGYesN73k).

export function algorandChainId(genesisHash: Uint8Array): string {
  return `algorand:${bytesToBase64Url(genesisHash).slice(0, 32)}`;
}

/** The address of a CAIP-10 account id ("algorand:<ref>:<ADDRESS>"), or null. */
export function addressOfAccountId(accountId: string): string | null {
  const parts = accountId.split(':');
  return parts.length === 3 && parts[0] === 'algorand' && /^[A-Z2-7]{58}$/.test(parts[2]!)
    ? parts[2]!
    : null;
}

/** Accounts of a session granted on one chain. */
export function grantedOnChain(accountIds: readonly string[], chainId: string): string[] {
  return accountIds
    .filter((id) => id.startsWith(`${chainId}:`))
    .map(addressOfAccountId)
    .filter((a): a is string => a !== null);
}
