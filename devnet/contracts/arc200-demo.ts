import algosdk from 'algosdk';
import { arc200Bytecode, arc200CreateTxn } from '../avm/test-support';

// The demo ARC-200 token `npm start` deploys on the devnet (issue 40), so "Add token" has one to
// suggest (config.json's arc200Tokens): arc200-client's token, created and bootstrapped by the
// dispenser, which holds its whole supply.

export interface Arc200Metadata {
  name: string;
  symbol: string;
  decimals: number;
  supply: bigint;
}

export const DEMO_ARC200: Arc200Metadata = {
  name: 'Demo token',
  symbol: 'DEMO',
  decimals: 6,
  supply: 1_000_000_000_000n,
};
// The app account's minimum balance and room for many holders' balance boxes (28,500 µAlgo each).
const FUNDING = 2_000_000;

const balanceBox = (address: algosdk.Address) => Uint8Array.from([0x62, ...address.publicKey]);
const padded = (text: string, size: number) => {
  const out = new Uint8Array(size);
  out.set(new TextEncoder().encode(text).subarray(0, size));
  return out;
};
const dynamicBytes = (bytes: Uint8Array) => algosdk.ABIType.from('byte[]').encode(bytes);
const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * Creates arc200-client's token as `creator`, funds its app account and bootstraps it: the name
 * (32 bytes, zero-padded, as arc200_name returns byte[32]), the symbol (8 bytes), the decimals,
 * and the whole supply minted into the creator's balance box. Shared with the e2e set-up.
 */
export async function createArc200(
  algod: algosdk.Algodv2,
  creator: algosdk.Account,
  token: Arc200Metadata,
): Promise<bigint> {
  const sp = await algod.getTransactionParams().do();
  const create = arc200CreateTxn(creator.addr, sp);
  const { txid } = await algod.sendRawTransaction(create.signTxn(creator.sk)).do();
  const appId = (await algosdk.waitForConfirmation(algod, txid, 4)).applicationIndex;
  if (!appId) throw new Error('the ARC-200 token was not created');
  const funding = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    receiver: algosdk.getApplicationAddress(appId),
    amount: FUNDING,
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
      algosdk.ABIType.from('uint256').encode(token.supply),
    ],
    boxes: [{ appIndex: 0, name: balanceBox(creator.addr) }],
    suggestedParams: sp,
  });
  const group = algosdk.assignGroupID([funding, bootstrap]);
  const sent = await algod.sendRawTransaction(group.map((t) => t.signTxn(creator.sk))).do();
  await algosdk.waitForConfirmation(algod, sent.txid, 4);
  return appId;
}

/**
 * The demo token's app id: one `funder` created before (a devnet kept in a state file across
 * starts), else a new one.
 */
export async function deployDemoArc200(
  algod: algosdk.Algodv2,
  funder: algosdk.Account,
): Promise<bigint> {
  const program = arc200Bytecode();
  const info = await algod.accountInformation(funder.addr).do();
  const existing = info.createdApps?.find(
    (app) => app.params !== undefined && sameBytes(app.params.approvalProgram, program),
  )?.id;
  return existing ?? createArc200(algod, funder, DEMO_ARC200);
}
