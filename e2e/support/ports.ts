// Fixed ports keep the e2e chain apart from a developer's `npm start` devnet on 4001/8980.
export const E2E_ALGOD_PORT = 14001;
export const E2E_INDEXER_PORT = 18980;
export const E2E_PREVIEW_PORT = 4173;
export const E2E_TOKEN = 'a'.repeat(64);

export const E2E_CONFIG_JSON = JSON.stringify({
  env: 'sandbox',
  algod: `http://127.0.0.1:${E2E_ALGOD_PORT}`,
  indexer: `http://127.0.0.1:${E2E_INDEXER_PORT}`,
  algodToken: E2E_TOKEN,
  indexerToken: E2E_TOKEN,
});
