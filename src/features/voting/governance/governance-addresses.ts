// Opt-in governance's quick picks (spec 001 section 2: one mainnet and one testnet address).
// These are the two addresses A-Wallet offered on its opt-in screen: the Algorand Foundation's
// governance address of the first period on mainnet, and A-Wallet's testnet counterpart. A
// later period has its own address: the field stays editable, and the user checks the address
// the Foundation announces for the current period. On other networks (the devnet, Voi) the user
// types one; nothing is picked for them.

export const GOVERNANCE_ADDRESSES: Readonly<Record<string, string>> = {
  mainnet: 'GULDQIEZ2CUPBSHKXRWUW7X3LCYL44AI5GGSHHOQDGKJAZ2OANZJ43S72U',
  testnet: 'AYP7GCB34L4QG3NY3YPGLIGJ7WQC4ERQEDOYXTO75BYH3G76RRSJIFFEGA',
};
