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
  /** The history read back over a window for the balance chart (`days` long). */
  accountBalanceHistory: (network: string, address: string, days: number) =>
    ['account-transactions', network, address, 'balance-window', days] as const,
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
  /** An ARC-200 token's name, symbol and decimals (simulated metadata calls). */
  arc200Token: (network: string, appId: bigint) =>
    ['arc200-token', network, appId.toString()] as const,
  /** Every ARC-200 balance and transfer list on a network (read again after a token send). */
  arc200BalancesOn: (network: string) => ['arc200-balance', network] as const,
  arc200TransfersOn: (network: string) => ['arc200-transfers', network] as const,
  /** Every ARC-200 balance of an account (after a send, all of them are read again). */
  arc200Balances: (network: string, address: string) =>
    ['arc200-balance', network, address] as const,
  arc200Balance: (network: string, address: string, appId: bigint) =>
    ['arc200-balance', network, address, appId.toString()] as const,
  arc200Transfers: (network: string, address: string, appId: bigint) =>
    ['arc200-transfers', network, address, appId.toString()] as const,
  /** What waits in an account's ARC-59 asset inbox (issue 40). */
  inbox: (network: string, address: string) => ['arc59-inbox', network, address] as const,
  /** A program's text as the node disassembles it (base64 of its bytes). */
  disassembly: (network: string, program: string) =>
    ['teal-disassembly', network, program] as const,
};
