import { startLedgerDevice, type LedgerDeviceMode } from './device';

// Runs the software Ledger for manual testing: `npx tsx tools/ledger-device/cli.ts --port 9998
// [--mode reject|locked|wrong-app]`, then serve config.json with
// `"ledgerTransportUrl": "http://127.0.0.1:9998"`.

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const modes: LedgerDeviceMode[] = ['ok', 'reject', 'locked', 'wrong-app'];
const mode = (argument('mode') ?? 'ok') as LedgerDeviceMode;
if (!modes.includes(mode)) {
  console.error(`--mode must be one of ${modes.join(', ')}`);
  process.exit(2);
}
const device = await startLedgerDevice({ port: Number(argument('port') ?? 9998) });
device.setMode(mode);
console.log(`Software Ledger device (mode ${mode}) at ${device.url}`);
for (const slot of [0, 1, 2]) console.log(`  slot ${slot}: ${device.addressOf(slot)}`);
const stop = () => void device.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
