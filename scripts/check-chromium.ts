// `npm test` ends in a browser: say at once, not after ten minutes of unit tests, when there is none.
import { accessSync, constants } from 'node:fs';
import { CHROMIUM_PATH } from '../e2e/support/chromium';

try {
  accessSync(CHROMIUM_PATH, constants.X_OK);
} catch {
  console.error(
    `npm test needs Chromium at ${CHROMIUM_PATH} for its e2e tests, and there is none.\n` +
      'Install it (Debian: sudo apt-get install chromium) or point CHROMIUM_PATH at one.',
  );
  process.exit(1);
}
