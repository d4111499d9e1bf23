import { Algodv2 } from 'algosdk';
import { startDevnet, type Devnet } from '../../devnet/server';
import { setAppConfig } from '../infra/settings/settings-store';

/**
 * A devnet on free ports with the wallet's settings pointed at it (the sandbox environment),
 * for infra and flow tests that talk to a real node. Stop it with `devnet.stop()`.
 */
export async function startWalletDevnet(): Promise<{ devnet: Devnet; algod: Algodv2 }> {
  const devnet = await startDevnet({ algodPort: 0, indexerPort: 0 });
  setAppConfig({
    env: 'sandbox',
    algod: devnet.algodUrl,
    algodToken: devnet.token,
    indexer: devnet.indexerUrl,
    indexerToken: devnet.token,
  });
  return { devnet, algod: new Algodv2(devnet.token, devnet.algodUrl) };
}
