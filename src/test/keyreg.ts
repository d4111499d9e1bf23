import {
  generateAccount,
  makeKeyRegistrationTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
} from 'algosdk';

// Key registrations with a flat fee, for the tests of the fee's protocol part: going online
// (participation keys set) or offline (none). `suggestedParams` puts one in another test's
// network and fee instead.

export function keyRegistration(
  fee: number,
  {
    online = true,
    sender = generateAccount().addr.toString(),
    suggestedParams,
  }: { online?: boolean; sender?: string; suggestedParams?: SuggestedParams } = {},
) {
  return makeKeyRegistrationTxnWithSuggestedParamsFromObject({
    sender,
    ...(online && {
      voteKey: new Uint8Array(32).fill(1),
      selectionKey: new Uint8Array(32).fill(2),
      stateProofKey: new Uint8Array(64).fill(3),
      voteFirst: 1,
      voteLast: 3_000_000,
      voteKeyDilution: 1733,
    }),
    suggestedParams: suggestedParams ?? {
      fee,
      minFee: 1000,
      flatFee: true,
      firstValid: 1,
      lastValid: 1001,
      genesisID: 'devnet-v1',
      genesisHash: new Uint8Array(32).fill(7),
    },
  });
}
