import { isHttpsUrl } from '../config/config-urls';

// A dapp names its icons in its WalletConnect metadata: untrusted URLs the wallet would load
// in its own page. Only https ones are kept; any other (javascript:, data:, http:, a path on
// the wallet's own origin ...) is dropped, so the dapp shows without an icon.

export const MAX_DAPP_ICONS = 10;

export function dappIcons(icons: unknown): string[] {
  if (!Array.isArray(icons)) return [];
  return icons
    .filter((icon): icon is string => typeof icon === 'string' && isHttpsUrl(icon))
    .slice(0, MAX_DAPP_ICONS);
}
