// The WalletConnect Verify service: the wallet asks it where a dapp's request really came from
// (its origin, and whether the origin is known as a scam). It is asked only when a deployment
// or the person names one (`walletConnectVerifyUrl` in config.json, or the setting), or when
// the relay is WalletConnect's own: a deployment on its own relay has chosen not to tell
// WalletConnect which dapps its users talk to, so without a Verify service of its own nothing is
// asked and requests show as not verified. https only; plain http only on this machine (test
// stand-ins).

export const DEFAULT_WALLETCONNECT_VERIFY_URL = 'https://verify.walletconnect.org';

/** The SDK's default relay (@walletconnect/core's RELAYER_DEFAULT_RELAY_URL). */
export const DEFAULT_WALLETCONNECT_RELAY_URL = 'wss://relay.walletconnect.org';

/** WalletConnect's own relay hosts: the default, and the name older SDKs used. */
const WALLETCONNECT_RELAY_HOSTS = ['relay.walletconnect.org', 'relay.walletconnect.com'];

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

/** Whether a relay URL (unset: the SDK's default) is WalletConnect's own relay. */
export function isWalletConnectRelay(relayUrl: string | undefined): boolean {
  if (!relayUrl) return true;
  try {
    const url = new URL(relayUrl);
    return (
      url.protocol === 'wss:' &&
      !url.username &&
      !url.password &&
      !url.port &&
      WALLETCONNECT_RELAY_HOSTS.includes(url.hostname)
    );
  } catch {
    return false;
  }
}

/**
 * The Verify service to ask, or undefined when none may be asked: the configured one, else
 * WalletConnect's own only together with WalletConnect's own relay.
 */
export function verifyServiceFor(
  relayUrl: string | undefined,
  configuredVerifyUrl: string | undefined,
): string | undefined {
  if (configuredVerifyUrl) return configuredVerifyUrl;
  return isWalletConnectRelay(relayUrl) ? DEFAULT_WALLETCONNECT_VERIFY_URL : undefined;
}
