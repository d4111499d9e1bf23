import { algodClient } from './algod-client';

/**
 * Whether the node says the account holds the asset (opted in). Asked of algod, not the
 * indexer, because a holding made a round ago must count. Only a 404 means "no"; any other
 * failure is thrown so nobody is told "not opted in" because a node is down.
 */
export async function holdsAsset(address: string, assetId: bigint): Promise<boolean> {
  try {
    await algodClient().accountAssetInformation(address, assetId).do();
    return true;
  } catch (error) {
    const status = (error as { response?: { status?: unknown }; status?: unknown }) ?? {};
    if (status.response?.status === 404 || status.status === 404) return false;
    throw error;
  }
}
