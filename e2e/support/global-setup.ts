import { startDevnet } from '../../devnet/server';
import { E2E_ALGOD_PORT, E2E_INDEXER_PORT, E2E_TOKEN } from './ports';

// One devnet for the whole run; the returned function is Playwright's teardown.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const devnet = await startDevnet({
    host: '127.0.0.1',
    algodPort: E2E_ALGOD_PORT,
    indexerPort: E2E_INDEXER_PORT,
    token: E2E_TOKEN,
  });
  process.env.E2E_DISPENSER_ADDRESS = devnet.dispenser.addr;
  return () => devnet.stop();
}
