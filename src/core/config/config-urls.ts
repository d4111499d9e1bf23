// URLs a deployment's config.json (or a dapp's metadata) hands the wallet to load or connect
// to. Checked by hand with the URL parser, without zod: settings use them before the login page
// paints.

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Whitespace, control characters and backslashes (which browsers read as "/"). */
function hasUnsafeCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return /[\s\\]/.test(value);
}

function parsed(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** An https URL with a host and no credentials, spelled out as `https://…`. */
export function isHttpsUrl(value: string): boolean {
  if (value.length > 2048 || hasUnsafeCharacters(value) || !/^https:\/\/[^/]/.test(value)) {
    return false;
  }
  const url = parsed(value);
  return (
    url !== null && url.protocol === 'https:' && !!url.hostname && !url.username && !url.password
  );
}

/**
 * A path on the wallet's own origin: one leading "/", never "//" (another host, scheme
 * relative), and nothing a browser could read as another origin.
 */
export function isSameOriginPath(value: string): boolean {
  if (value.length > 2048 || hasUnsafeCharacters(value) || !/^\/(?!\/)/.test(value)) {
    return false;
  }
  const base = 'https://wallet.invalid';
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/**
 * The logo and the wallet's WalletConnect icons: https, or a path on the wallet's own origin.
 * Never `javascript:`, `data:`, plain `http:` or anything else a page would load or run.
 */
export function isImageUrl(value: string): boolean {
  return isHttpsUrl(value) || isSameOriginPath(value);
}

/**
 * A WalletConnect v1 bridge: `https://host[:port]` (or its `wss://` twin) and nothing else, no
 * path, credentials, query or fragment; plain http/ws only on this machine (the test stand-in),
 * as the page's Content-Security-Policy allows nothing else in clear.
 */
export function isBridgeUrl(value: string): boolean {
  if (value.length > 2048 || !/^(https|wss|http|ws):\/\/[^/?#@\s\\]+\/?$/.test(value)) {
    return false;
  }
  const url = parsed(value);
  if (!url || !url.hostname || url.username || url.password) return false;
  if (url.pathname !== '/' || url.search || url.hash) return false;
  if (url.protocol === 'https:' || url.protocol === 'wss:') return true;
  return (
    (url.protocol === 'http:' || url.protocol === 'ws:') && LOOPBACK_HOSTS.includes(url.hostname)
  );
}
