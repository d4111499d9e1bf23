/**
 * The account a dapp's connection is approved with, until the person picks another: the one
 * they chose, else the account whose page they came from, else the last one they used, else
 * the first that can sign. Only accounts that can sign on this network are ever proposed.
 */
export function chooseApprovalAccount(input: {
  chosen: string | null;
  routeAccount: string | undefined;
  lastActive: string | null | undefined;
  signers: readonly string[];
}): string | null {
  const { chosen, routeAccount, lastActive, signers } = input;
  if (chosen) return chosen;
  if (routeAccount && signers.includes(routeAccount)) return routeAccount;
  if (lastActive && signers.includes(lastActive)) return lastActive;
  return signers[0] ?? null;
}
