import { startIpfsGateway } from './server';

// Runs the IPFS gateway stand-in for manual testing:
// `npx tsx tools/ipfs-gateway/cli.ts --port 9997`, then set `"ipfsGateway": "http://127.0.0.1:9997"`
// in config.json and add files with `POST /__test/add {"contentType", "base64"}` (answers the CID).

const index = process.argv.indexOf('--port');
const port = Number(index >= 0 ? process.argv[index + 1] : 9997);
const gateway = await startIpfsGateway({ port });
console.log(`IPFS gateway stand-in at ${gateway.url} (GET /ipfs/<cid>, POST /__test/add)`);
const stop = () => void gateway.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
