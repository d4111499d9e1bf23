// The WalletConnect Verify service: the wallet asks it where a dapp's request really came from
// (its origin, and whether the origin is known as a scam). Without a configured one the SDK's
// own service is used, as before; set `walletConnectVerifyUrl` (config.json) or the setting to
// point it elsewhere. https only; plain http only on this machine (test stand-ins).

export const DEFAULT_WALLETCONNECT_VERIFY_URL = 'https://verify.walletconnect.org';

/** An https base URL (or http on localhost / 127.0.0.1), without query or fragment. */
export const VERIFY_URL =
  /^(https:\/\/[^\s/?#]+|http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?)(\/[^\s?#]*)?$/;

export function isVerifyUrl(value: string): boolean {
  return value.length <= 2048 && VERIFY_URL.test(value);
}

/** The base the SDK's paths are appended to: no trailing slash. */
export function verifyBase(url: string): string {
  return url.replace(/\/+$/, '');
}
