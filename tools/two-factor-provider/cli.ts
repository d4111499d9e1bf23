import { startTwoFactorProvider } from './server';

// Runs the 2FA provider stand-in for manual testing:
// `npx tsx tools/two-factor-provider/cli.ts --port 9997`, then list it in config.json:
// "twoFactorProviders": [{ "id": "local", "providerName": "Local 2FA", "host": "http://127.0.0.1:9997" }].
// Codes for a manual key: `npx tsx tools/two-factor-provider/code.ts <manual key>`.

const index = process.argv.indexOf('--port');
const port = Number(index >= 0 ? process.argv[index + 1] : 9997);
const provider = await startTwoFactorProvider({ port });
console.log(`2FA provider stand-in at ${provider.url} (realm ${provider.realm})`);
const stop = () => void provider.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
