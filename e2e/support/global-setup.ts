import algosdk, { Algodv2 } from 'algosdk';
import { deployArc59Router } from '../../devnet/contracts/arc59-router';
import { startDevnet } from '../../devnet/server';
import { startIpfsGateway } from '../../tools/ipfs-gateway/server';
import { startNfdApi } from '../../tools/nfd-api/server';
import { startParticipationHost } from '../../tools/participation-host/server';
import { startTwoFactorProvider } from '../../tools/two-factor-provider/server';
import { startWalletConnectBridge } from '../../tools/walletconnect-bridge/server';
import { startWalletConnectRelay } from '../../tools/walletconnect-relay/server';
import {
  E2E_ALGOD_PORT,
  E2E_ARC59_APP_ID,
  E2E_INDEXER_PORT,
  E2E_IPFS_PORT,
  E2E_NFD_PORT,
  E2E_PARTICIPATION_PORT,
  E2E_TOKEN,
  E2E_TWO_FACTOR_PORT,
  E2E_TWO_FACTOR_SECRET,
  E2E_WC_BRIDGE_PORT,
  E2E_WC_RELAY_PORT,
} from './ports';

// One devnet for the whole run, and the stand-ins the app's config.json points at; the
// returned function is Playwright's teardown.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const devnet = await startDevnet({
    host: '127.0.0.1',
    algodPort: E2E_ALGOD_PORT,
    indexerPort: E2E_INDEXER_PORT,
    token: E2E_TOKEN,
  });
  process.env.E2E_DISPENSER_ADDRESS = devnet.dispenser.addr;
  const algod = new Algodv2(devnet.token, devnet.algodUrl);
  // First, so that it gets the id config.json names (E2E_ARC59_APP_ID).
  const dispenser = algosdk.mnemonicToSecretKey(devnet.dispenser.mnemonic);
  const arc59AppId = await deployArc59Router(algod, dispenser);
  if (arc59AppId !== BigInt(E2E_ARC59_APP_ID))
    throw new Error(
      `the ARC-59 router got app id ${arc59AppId}, config.json says ${E2E_ARC59_APP_ID}`,
    );
  const participation = await startParticipationHost({
    port: E2E_PARTICIPATION_PORT,
    // Rekeyed accounts authenticate with their auth address's signature.
    authAddressOf: async (address) =>
      (await algod.accountInformation(address).do()).authAddr?.toString() ?? address,
  });
  // Shared by every spec: starting it per file would let one file stop it under another.
  const twoFactor = await startTwoFactorProvider({
    port: E2E_TWO_FACTOR_PORT,
    secret: E2E_TWO_FACTOR_SECRET,
  });
  const relay = await startWalletConnectRelay({ port: E2E_WC_RELAY_PORT });
  const bridge = await startWalletConnectBridge({ port: E2E_WC_BRIDGE_PORT });
  const ipfs = await startIpfsGateway({ port: E2E_IPFS_PORT });
  const nfd = await startNfdApi({ port: E2E_NFD_PORT });
  return async () => {
    await Promise.all([
      participation.stop(),
      twoFactor.stop(),
      relay.stop(),
      bridge.stop(),
      ipfs.stop(),
      nfd.stop(),
      devnet.stop(),
    ]);
  };
}
