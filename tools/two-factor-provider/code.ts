import { totpFromManualKey } from './totp';

// Prints the current code for a manual entry key, like an authenticator app would.
const key = process.argv[2];
if (!key) {
  console.error('usage: npx tsx tools/two-factor-provider/code.ts <manual entry key>');
  process.exit(2);
}
console.log(totpFromManualKey(key));
