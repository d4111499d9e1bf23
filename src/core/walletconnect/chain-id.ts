import { base64ToBytes, bytesToBase64Url } from '../encoding/base64';
import type { EnvironmentId } from '../networks/environments';
import { BUILT_IN_GENESIS } from '../networks/genesis';

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

/** The built-in network a CAIP-2 chain id names (mainnet, testnet ...), or null. */
export function environmentOfChainId(chainId: string): EnvironmentId | null {
  for (const [id, genesis] of Object.entries(BUILT_IN_GENESIS)) {
    if (genesis && algorandChainId(base64ToBytes(genesis.hash)) === chainId) {
      return id as EnvironmentId;
    }
  }
  return null;
}

/**
 * v2 sessions approved on another network than the wallet's (none of their chains is
 * `chainId`): paused, their requests refused until the wallet is back on that network.
 */
export function isPausedSession(session: { chains: readonly string[] }, chainId: string): boolean {
  return session.chains.length > 0 && !session.chains.includes(chainId);
}

/** The CAIP-2 id of a built-in network, known without asking its node; null for the others. */
export function builtInChainId(env: EnvironmentId): string | null {
  const genesis = BUILT_IN_GENESIS[env];
  return genesis ? algorandChainId(base64ToBytes(genesis.hash)) : null;
}

/** A paused session as a person reads it: the app, and where it was approved. */
export interface PausedSession {
  topic: string;
  /** The app's name, or its address when it gave none. */
  app: string;
  /** The built-in network it was approved on, or null when the wallet cannot name it. */
  approvedOn: EnvironmentId | null;
}

interface SessionOnChains {
  version: number;
  topic: string;
  chains: readonly string[];
  peer: { name: string; url: string };
}

/** The v2 sessions paused while the wallet is on `chainId` (v1 sessions name no chain). */
export function pausedSessions(
  sessions: readonly SessionOnChains[],
  chainId: string,
): PausedSession[] {
  return sessions
    .filter((s) => s.version === 2 && isPausedSession(s, chainId))
    .map((s) => ({
      topic: s.topic,
      app: s.peer.name || s.peer.url,
      approvedOn: s.chains.map(environmentOfChainId).find((e) => e !== null) ?? null,
    }));
}
