// Fixed ports keep the e2e chain apart from a developer's `npm start` devnet on 4001/8980.
// E2E_PORT_BASE moves all of them, so two e2e runs can share a machine.
const base = Number(process.env.E2E_PORT_BASE ?? 14000);
export const E2E_ALGOD_PORT = base + 1;
export const E2E_INDEXER_PORT = base + 2;
export const E2E_PREVIEW_PORT = base + 3;
/** Stand-ins for services that cannot run here (started by the specs or global setup). */
export const E2E_LEDGER_DEVICE_PORT = base + 31;
export const E2E_TWO_FACTOR_PORT = base + 32;
export const E2E_PARTICIPATION_PORT = base + 33;
export const E2E_TOKEN = 'a'.repeat(64);
/** Build output the preview server serves (E2E_OUT_DIR, default dist). */
export const E2E_OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

export const E2E_LEDGER_DEVICE_URL = `http://127.0.0.1:${E2E_LEDGER_DEVICE_PORT}`;
export const E2E_TWO_FACTOR_PROVIDER = {
  id: 'e2e-2fa',
  providerName: 'E2E 2FA provider',
  host: `http://127.0.0.1:${E2E_TWO_FACTOR_PORT}`,
};
/** Fixed, so specs can predict the 2FA accounts of the stand-in global setup starts. */
export const E2E_TWO_FACTOR_SECRET = 'algow-e2e-two-factor-stand-in';
export const E2E_PARTICIPATION_URL = `http://127.0.0.1:${E2E_PARTICIPATION_PORT}`;

/** WalletConnect stand-ins: v2 relay (tools/walletconnect-relay), v1 bridge (.../-bridge). */
export const E2E_WC_RELAY_PORT = base + 34;
export const E2E_WC_BRIDGE_PORT = base + 35;
export const E2E_WC_RELAY_URL = `ws://127.0.0.1:${E2E_WC_RELAY_PORT}`;
export const E2E_WC_BRIDGE_URL = `http://127.0.0.1:${E2E_WC_BRIDGE_PORT}`;
/** The IPFS path gateway stand-in (tools/ipfs-gateway) NFT metadata and pictures come from. */
export const E2E_IPFS_PORT = base + 36;
export const E2E_IPFS_URL = `http://127.0.0.1:${E2E_IPFS_PORT}`;
/**
 * The verified-asset list (config verifiedAssets): on the IPFS stand-in's host, so its logos are
 * allowed; nothing serves it there, e2e/asset-icons.spec.ts answers it with page.route.
 */
export const E2E_VERIFIED_ASSETS_URL = `${E2E_IPFS_URL}/verified-assets.json`;
/** Swap router stand-ins (tools/swap-routers), started by e2e/swap.spec.ts with its pool. */
export const E2E_DEFLEX_PORT = base + 37;
export const E2E_FOLKS_PORT = base + 38;
/** The NFD API stand-in (tools/nfd-api), started by global setup; specs add names to it. */
export const E2E_NFD_PORT = base + 39;
export const E2E_NFD_URL = `http://127.0.0.1:${E2E_NFD_PORT}`;
/** Router A's key, given hex-encoded as the spec's `deflex` config value. */
export const E2E_DEFLEX_KEY = 'algow-e2e-deflex';
/**
 * Our ARC-59 router (devnet/contracts), which global setup deploys as the devnet's first
 * transaction: its id is the first the devnet gives out.
 */
export const E2E_ARC59_APP_ID = 1001;
/** The Verify service stand-in: plain HTTP on the relay stand-in's port. */
export const E2E_WC_VERIFY_URL = `http://127.0.0.1:${E2E_WC_RELAY_PORT}`;

export const E2E_CONFIG_JSON = JSON.stringify({
  env: 'sandbox',
  algod: `http://127.0.0.1:${E2E_ALGOD_PORT}`,
  indexer: `http://127.0.0.1:${E2E_INDEXER_PORT}`,
  participation: E2E_PARTICIPATION_URL,
  algodToken: E2E_TOKEN,
  indexerToken: E2E_TOKEN,
  ledgerTransportUrl: E2E_LEDGER_DEVICE_URL,
  twoFactorProviders: [E2E_TWO_FACTOR_PROVIDER],
  walletConnectProjectId: 'algow-e2e',
  walletConnectRelayUrl: E2E_WC_RELAY_URL,
  walletConnectBridgeUrl: E2E_WC_BRIDGE_URL,
  walletConnectVerifyUrl: E2E_WC_VERIFY_URL,
  ipfsGateway: E2E_IPFS_URL,
  verifiedAssets: { sandbox: E2E_VERIFIED_ASSETS_URL },
  nfdApi: { sandbox: E2E_NFD_URL },
  arc59RouterId: { sandbox: E2E_ARC59_APP_ID },
  deflex: Buffer.from(E2E_DEFLEX_KEY).toString('hex'),
  swapRouters: {
    sandbox: {
      deflexUrl: `http://127.0.0.1:${E2E_DEFLEX_PORT}`,
      folksUrl: `http://127.0.0.1:${E2E_FOLKS_PORT}`,
    },
  },
});
