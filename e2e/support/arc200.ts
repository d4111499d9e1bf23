import algosdk from 'algosdk';
import { createArc200, type Arc200Metadata } from '../../devnet/contracts/arc200-demo';
import { algod, fund } from './chain';

// An ARC-200 token (arc200-client's bytecode) deployed and bootstrapped on the e2e devnet, so
// its metadata calls and transfers simulate; its creator holds the whole supply.

const u256 = (value: bigint) => algosdk.ABIType.from('uint256').encode(value);

export interface Arc200Token {
  appId: bigint;
  /** Holds the whole supply after bootstrap. */
  creator: algosdk.Account;
}

export async function deployArc200(
  token: Arc200Metadata = {
    name: 'Test Token',
    symbol: 'TKN',
    decimals: 6,
    supply: 1_000_000_000_000n,
  },
): Promise<Arc200Token> {
  const creator = algosdk.generateAccount();
  await algosdk.waitForConfirmation(algod(), await fund(creator.addr.toString(), 5_000_000), 4);
  return { appId: await createArc200(algod(), creator, token), creator };
}

/** Sends `value` base units of the token from `from` to `to` (signed by the test itself). */
export async function sendArc200(
  appId: bigint,
  from: algosdk.Account,
  to: string,
  value: bigint,
): Promise<void> {
  const client = algod();
  const receiver = algosdk.Address.fromString(to);
  const txn = algosdk.makeApplicationCallTxnFromObject({
    sender: from.addr,
    appIndex: appId,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    appArgs: [
      algosdk.ABIMethod.fromSignature('arc200_transfer(address,uint256)bool').getSelector(),
      receiver.publicKey,
      u256(value),
    ],
    boxes: [
      { appIndex: 0, name: Uint8Array.from([0x62, ...from.addr.publicKey]) },
      { appIndex: 0, name: Uint8Array.from([0x62, ...receiver.publicKey]) },
    ],
    suggestedParams: await client.getTransactionParams().do(),
  });
  const { txid } = await client.sendRawTransaction(txn.signTxn(from.sk)).do();
  await algosdk.waitForConfirmation(client, txid, 4);
}
