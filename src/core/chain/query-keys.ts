// Query keys of what every feature reads from the chain, made in one place, so whoever
// invalidates (a sent transaction, a refresh button) names exactly what the readers cached.
// Keys are prefixes of each other on purpose: invalidating accountTransactions(network, addr)
// reloads every history page of that account.

export const chainKeys = {
  /** Every account of every network (after a send whose parties are not all known). */
  accounts: () => ['account'] as const,
  accountsOn: (network: string) => ['account', network] as const,
  account: (network: string, address: string) => ['account', network, address] as const,
  allAccountTransactions: () => ['account-transactions'] as const,
  accountTransactions: (network: string, address: string) =>
    ['account-transactions', network, address] as const,
  accountHistoryPage: (network: string, address: string, next: string, pageSize: number) =>
    ['account-transactions', network, address, next, pageSize] as const,
  transaction: (network: string, id: string) => ['transaction', network, id] as const,
  /** A group's transactions (a swap's detail page reads the whole trade). */
  transactionGroup: (network: string, group: string) =>
    ['transaction-group', network, group] as const,
  asset: (network: string, assetId: bigint) => ['asset', network, assetId.toString()] as const,
  assetUnits: (network: string, assetId: bigint) =>
    ['asset-units', network, assetId.toString()] as const,
  chainFacts: (network: string) => ['genesis', network] as const,
  /** The node's suggested parameters, for a fee shown or reserved before building (issue 27). */
  suggestedParams: (network: string) => ['suggested-params', network] as const,
  /** A program's text as the node disassembles it (base64 of its bytes). */
  disassembly: (network: string, program: string) =>
    ['teal-disassembly', network, program] as const,
};
