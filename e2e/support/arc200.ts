import algosdk from 'algosdk';
import { arc200CreateTxn } from '../../devnet/avm/test-support';
import { algod, fund } from './chain';

// An ARC-200 token (arc200-client's bytecode) deployed and bootstrapped on the e2e devnet, so
// its metadata calls and transfers simulate: bootstrap stores the name (32 bytes, zero-padded,
// as arc200_name returns byte[32]), the symbol (8 bytes), the decimals and mints the supply into
// the creator's balance box, whose minimum balance the app account pays.

const u256 = (value: bigint) => algosdk.ABIType.from('uint256').encode(value);
const padded = (text: string, size: number) => {
  const out = new Uint8Array(size);
  out.set(new TextEncoder().encode(text).subarray(0, size));
  return out;
};
const dynamicBytes = (bytes: Uint8Array) => algosdk.ABIType.from('byte[]').encode(bytes);

export interface Arc200Token {
  appId: bigint;
  /** Holds the whole supply after bootstrap. */
  creator: algosdk.Account;
}

export async function deployArc200(
  token: { name: string; symbol: string; decimals: number; supply: bigint } = {
    name: 'Test Token',
    symbol: 'TKN',
    decimals: 6,
    supply: 1_000_000_000_000n,
  },
): Promise<Arc200Token> {
  const creator = algosdk.generateAccount();
  await algosdk.waitForConfirmation(algod(), await fund(creator.addr.toString(), 5_000_000), 4);
  const client = algod();
  const sp = await client.getTransactionParams().do();
  const create = arc200CreateTxn(creator.addr, sp);
  const { txid } = await client.sendRawTransaction(create.signTxn(creator.sk)).do();
  const appId = (await algosdk.waitForConfirmation(client, txid, 4)).applicationIndex!;
  const appAddress = algosdk.getApplicationAddress(appId);
  // Room for many holders' balance boxes (28,500 µAlgo each) beside the app account's minimum.
  const funding = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    receiver: appAddress,
    amount: 2_000_000,
    suggestedParams: sp,
  });
  const bootstrap = algosdk.makeApplicationCallTxnFromObject({
    sender: creator.addr,
    appIndex: appId,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    appArgs: [
      algosdk.ABIMethod.fromSignature('bootstrap(byte[],byte[],uint8,uint256)bool').getSelector(),
      dynamicBytes(padded(token.name, 32)),
      dynamicBytes(padded(token.symbol, 8)),
      Uint8Array.of(token.decimals),
      u256(token.supply),
    ],
    boxes: [{ appIndex: 0, name: Uint8Array.from([0x62, ...creator.addr.publicKey]) }],
    suggestedParams: sp,
  });
  const group = algosdk.assignGroupID([funding, bootstrap]);
  const sent = await client.sendRawTransaction(group.map((t) => t.signTxn(creator.sk))).do();
  await algosdk.waitForConfirmation(client, sent.txid, 4);
  return { appId, creator };
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
