/**
 * Deploys Algow's ARC-59 asset inbox router (arc59-router.teal, issue 38) on any algod: the
 * sources are compiled by the node (/v2/teal/compile), the app is created with ARC-59's
 * createApplication()void, and its account gets the 0.1 Algo of its own minimum balance (what a
 * send needs beyond that, the sender pays: arc59_getSendAssetInfo's mbr).
 */
import { readFileSync } from 'node:fs';
import algosdk from 'algosdk';

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

export const ARC59_APPROVAL_TEAL = source('./arc59-router.teal');
export const ARC59_CLEAR_TEAL = source('./arc59-router.clear.teal');
export const ARC59_INBOX_TEAL = source('./arc59-inbox.teal');
export const ARC59_INBOX_CLEAR_TEAL = source('./arc59-inbox.clear.teal');

/** The router account's own minimum balance (it holds nothing at first). */
export const ARC59_ROUTER_FUNDING = 100_000n;

async function compile(algod: algosdk.Algodv2, teal: string): Promise<Uint8Array> {
  const { result } = await algod.compile(teal).do();
  return algosdk.base64ToBytes(result);
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * The router's app id: one `funder` created before with this very program (a devnet kept in a
 * state file across starts), else a new one. Either way its account holds its minimum balance.
 */
export async function deployArc59Router(
  algod: algosdk.Algodv2,
  funder: algosdk.Account,
): Promise<bigint> {
  const approvalProgram = await compile(algod, ARC59_APPROVAL_TEAL);
  const clearProgram = await compile(algod, ARC59_CLEAR_TEAL);
  const funderInfo = await algod.accountInformation(funder.addr).do();
  let appId = funderInfo.createdApps?.find(
    (app) =>
      app.params !== undefined &&
      sameBytes(app.params.approvalProgram, approvalProgram) &&
      sameBytes(app.params.clearStateProgram, clearProgram),
  )?.id;

  if (appId === undefined) {
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: funder.addr,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      approvalProgram,
      clearProgram,
      numGlobalInts: 0,
      numGlobalByteSlices: 0,
      numLocalInts: 0,
      numLocalByteSlices: 0,
      appArgs: [algosdk.ABIMethod.fromSignature('createApplication()void').getSelector()],
      suggestedParams: await algod.getTransactionParams().do(),
    });
    const { txid } = await algod.sendRawTransaction(create.signTxn(funder.sk)).do();
    appId = (await algosdk.waitForConfirmation(algod, txid, 4)).applicationIndex;
    if (!appId) throw new Error('the ARC-59 router was not created');
  }

  const address = algosdk.getApplicationAddress(appId);
  const { amount } = await algod.accountInformation(address).do();
  if (amount < ARC59_ROUTER_FUNDING) {
    const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: funder.addr,
      receiver: address,
      amount: ARC59_ROUTER_FUNDING - amount,
      suggestedParams: await algod.getTransactionParams().do(),
    });
    const { txid } = await algod.sendRawTransaction(fund.signTxn(funder.sk)).do();
    await algosdk.waitForConfirmation(algod, txid, 4);
  }
  return appId;
}
