import { startWalletConnectBridge } from './server';

// Runs the WalletConnect v1 bridge stand-in for manual testing:
// `npx tsx tools/walletconnect-bridge/cli.ts --port 9995`; v1 URIs then carry
// bridge=http%3A%2F%2F127.0.0.1%3A9995.

const index = process.argv.indexOf('--port');
const port = Number(index >= 0 ? process.argv[index + 1] : 9995);
const bridge = await startWalletConnectBridge({ port });
console.log(`WalletConnect v1 bridge stand-in at ${bridge.url}`);
const stop = () => void bridge.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
