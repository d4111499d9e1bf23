import { startWalletConnectRelay } from './server';

// Runs the WalletConnect v2 relay stand-in for manual testing:
// `npx tsx tools/walletconnect-relay/cli.ts --port 9996`, then in config.json:
// "walletConnectRelayUrl": "ws://127.0.0.1:9996", "walletConnectProjectId": "local"
// (any project id is accepted).

const index = process.argv.indexOf('--port');
const port = Number(index >= 0 ? process.argv[index + 1] : 9996);
const relay = await startWalletConnectRelay({ port });
console.log(`WalletConnect relay stand-in at ${relay.url}`);
const stop = () => void relay.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
